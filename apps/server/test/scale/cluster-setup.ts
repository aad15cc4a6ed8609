import { Agent, request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { type EventStore, openEventStore } from '../../src/analytics-store/index.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { BROWSER } from '../../src/modules/ingestion/ingestion-test-helpers.ts';
import { prepareTestEnv, type TestApp } from '../harness.ts';
import { newOrg } from '../tenancy/fixtures.ts';
import { killAll, type ServerProcess } from './server-process.ts';

/** What the cluster-mode tests share (not a test file itself). */

/**
 * The setup of a cluster test: the prepared stores and an owner, made in this
 * process, which then lets go of the stores (the caller removes them after
 * the test: prepared.cleanup).
 */
export async function clusterSetUp(env: Record<string, string>) {
  const prepared = await prepareTestEnv(env);
  const config = loadConfig({ ...prepared.env, INSTANCE_ID: 'setup' });
  const app: FastifyInstance = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const setup: TestApp = { url: `http://127.0.0.1:${address.port}`, app, config, close: () => app.close() };
  return { prepared, setup, org: await newOrg(setup, 'Cluster Owner') };
}

const silent = { info() {}, warn() {}, error() {} };

/**
 * A cluster test file's set-up and clean-up: after each test every server it
 * spawned is killed, the event store it opened to check is closed, and its
 * stores are removed.
 */
export function clusterTests() {
  let cleanup: (() => Promise<void>) | undefined;
  let store: EventStore | undefined;
  afterEach(async () => {
    await killAll();
    await store?.close();
    store = undefined;
    await cleanup?.();
    cleanup = undefined;
  });
  return {
    async setUp(env: Record<string, string>) {
      const made = await clusterSetUp(env);
      cleanup = made.prepared.cleanup;
      return made;
    },
    /** the event store the servers wrote, opened in this process once they stopped */
    async openStore(env: Record<string, string | undefined>): Promise<EventStore> {
      store = await openEventStore(loadConfig({ ...env, INSTANCE_ID: 'setup' }), silent);
      return store;
    },
  };
}

/** The workers' pids, as the primary logged them listening. */
export const workerPids = (server: ServerProcess) =>
  server
    .records()
    .filter((r) => r.msg === 'worker listening')
    .map((r) => Number(r.workerPid));

/**
 * A tracker's POST on a keep-alive connection of its own, or on the given
 * agent's: the status and body of the answer.
 */
export const trackerPost = (url: string, path: string, body: string, ip: string, given?: Agent) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const agent = given ?? new Agent({ keepAlive: true });
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': BROWSER,
          'x-forwarded-for': ip,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          if (!given) agent.destroy();
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      },
    );
    req.on('error', (error) => {
      if (!given) agent.destroy();
      reject(error);
    });
    req.end(body);
  });
