import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTestEnv, testMode } from '../../../test/harness.ts';
import { newOrg } from '../../../test/tenancy/fixtures.ts';
import { type EventStore, openEventStore } from '../../analytics-store/index.ts';
import { expectEachStoredOnce } from '../../analytics-store/test-fixtures/stored-once.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { BROWSER, insertSite } from './ingestion-test-helpers.ts';

/**
 * kill -9 mid-load: every event of a batch answered 202 is in the store after
 * a restart on the same data, exactly once (the spool is the acknowledgement).
 */
const serverTs = fileURLToPath(new URL('../../server.ts', import.meta.url));

let child: ChildProcess | undefined;
let app: FastifyInstance | undefined;
let cleanup: (() => Promise<void>) | undefined;
let store: EventStore | undefined;
const silent = { info() {}, warn() {}, error() {} };

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }
  child = undefined;
  await app?.close();
  app = undefined;
  await store?.close();
  store = undefined;
  await cleanup?.();
  cleanup = undefined;
});

function startServer(env: Record<string, string | undefined>): Promise<string> {
  const proc = spawn(process.execPath, ['--import', 'tsx', serverTs], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/OSM5 is running at (http:\/\/\S+)/)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

describe(`ingestion under kill -9 (${testMode})`, () => {
  it('loses no event of a batch answered 202, and stores none twice', async () => {
    const prepared = await prepareTestEnv({ EVENT_FLUSH_INTERVAL_MS: '50', EVENT_BATCH_SIZE: '400' });
    cleanup = prepared.cleanup;
    const env = prepared.env;

    // the owner and the site, made by the app in this process before the server starts on the same data
    const config = loadConfig(env);
    app = await buildApp(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const setup = { url: `http://127.0.0.1:${address.port}`, app, config, close: async () => {} };
    const org = await newOrg(setup, 'Kill Owner');
    const site = await insertSite(setup, org);
    await app.close();
    app = undefined;

    const url = await startServer(env);
    const acknowledged = new Set<number>();
    let next = 0;
    let killed = false;
    const proc = child as ChildProcess;
    const exited = once(proc, 'exit');
    const BATCH = 25;
    const worker = async () => {
      while (!killed) {
        const first = next;
        next += BATCH;
        const events = Array.from({ length: BATCH }, (_, i) => ({
          type: 'custom' as const,
          name: String(first + i),
          url: 'https://example.com/kill',
        }));
        try {
          const res = await fetch(`${url}/api/event/batch`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
            body: JSON.stringify({ site: site.id, events }),
          });
          const body = (await res.json()) as { data?: { accepted: number } };
          if (res.status === 202 && body.data?.accepted === BATCH)
            for (let i = 0; i < BATCH; i++) acknowledged.add(first + i);
        } catch {
          // the connection died with the process: this batch was never acknowledged
        }
        if (!killed && acknowledged.size >= 10_000) {
          killed = true;
          proc.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(10_000);

    // the restart replays the spool before it accepts anything (the event store's own start, as the server's)
    store = await openEventStore(loadConfig(env), silent);
    await store.writer.flush();
    await expectEachStoredOnce(store, { tenantId: org.orgId, itemId: site.id }, 'event_name', acknowledged);
  }, 240_000);
});
