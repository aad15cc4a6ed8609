import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTestEnv, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg } from '../../../test/tenancy/fixtures.ts';
import { type EventStore, openEventStore } from '../../analytics-store/index.ts';
import { expectEachStoredOnce } from '../../analytics-store/test-fixtures/stored-once.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { links } from '../../db/schema.ts';
import { createLink, visit } from './redirect-test-helpers.ts';

/**
 * kill -9 mid-load: every click whose 302 reached the visitor is in the store
 * after a restart on the same data (the spool is the acknowledgement).
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

/** The app in this process, on the prepared stores: makes the owner and the link before the server starts. */
async function startInProcess(env: Record<string, string | undefined>): Promise<TestApp> {
  const config = loadConfig(env);
  app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const started = app;
  return { url: `http://127.0.0.1:${address.port}`, app: started, config, close: () => started.close() };
}

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

/** A GET on a connection of its own, closed after. */
function warm(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { agent: false }, (res) => {
      res.resume();
      res.once('end', () => (res.statusCode === 302 ? resolve() : reject(new Error(`warm-up: ${res.statusCode}`))));
    });
    req.once('error', reject);
  });
}

describe(`redirect under kill -9 (${testMode})`, () => {
  it('loses no click whose redirect was received', async () => {
    const prepared = await prepareTestEnv({ EVENT_FLUSH_INTERVAL_MS: '50', EVENT_BATCH_SIZE: '400' });
    cleanup = prepared.cleanup;
    const env = prepared.env;

    const setup = await startInProcess(env);
    const org = await newOrg(setup, 'Kill Owner');
    const link = await createLink(setup, org, { kind: 'simple', rules: { url: 'https://example.com/k' } });
    await setup.close();
    app = undefined;

    const url = await startServer(env);
    // one visit on a connection of its own loads the link: the load's connections then start at the front door,
    // which answers on the socket itself (a first visit would hand each connection to Node's HTTP server for good)
    await warm(`${url}/${link.slug}`);
    const acknowledged = new Set<number>();
    let next = 0;
    let killed = false;
    const proc = child as ChildProcess;
    const exited = once(proc, 'exit');
    const worker = async () => {
      while (!killed) {
        const n = ++next;
        try {
          const res = await fetch(`${url}/${link.slug}?utm_content=${n}`, {
            redirect: 'manual',
            headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0 Safari/537.36' },
          });
          if (res.status === 302) acknowledged.add(n);
          await res.body?.cancel();
        } catch {
          // the connection died with the process: this click was never acknowledged
        }
        if (!killed && acknowledged.size >= 3_000) {
          killed = true;
          proc.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    await exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(3_000);

    // the restart replays the spool before it accepts anything (the event store's own start, as the server's)
    store = await openEventStore(loadConfig(env), silent);
    await store.writer.flush();
    await expectEachStoredOnce(store, { tenantId: org.orgId, itemId: link.id }, 'utm_content', acknowledged);
  }, 240_000);

  it('a graceful stop stores the click totals and the clicks it answered', async () => {
    const prepared = await prepareTestEnv({ EVENT_FLUSH_INTERVAL_MS: '60000' });
    cleanup = prepared.cleanup;
    const running = await startInProcess(prepared.env);
    const org = await newOrg(running, 'Stop Owner');
    const link = await createLink(running, org, { kind: 'simple', rules: { url: 'https://example.com/s' } });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => visit(running, `/${link.slug}`).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 302)).toBe(true);
    await running.close();
    app = undefined;

    const reopened = await startInProcess(prepared.env);
    const [row] = await reopened.app.db.db.select({ clicks: links.clicks }).from(links).where(eq(links.id, link.id));
    expect(row?.clicks).toBe(40);
    const stored = await reopened.app.events.query({
      scope: { tenantId: org.orgId, itemId: link.id },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
    });
    expect(stored.totals.events).toBe(40);
  });
});
