import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareTestEnv, startTestApp, testMode } from './harness.ts';

/** A request that is surely in the handler when the close begins. */
function slowRoute() {
  let arrived: () => void = () => {};
  const inHandler = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const routes = async (app: FastifyInstance) => {
    app.get('/api/test/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
  };
  return { routes, inHandler };
}

describe(`graceful close (${testMode})`, () => {
  it('finishes requests in flight, flushes buffered events, then releases the stores', async () => {
    // a long flush interval: only the close can have stored the event
    const slow = slowRoute();
    const t = await startTestApp({ env: { EVENT_FLUSH_INTERVAL_MS: '60000' }, routes: [slow.routes] });
    try {
      t.app.events.writer.append([{ tenant_id: 't1', item_id: 'i1', type: 'pageview', path: '/pricing' }]);
      expect(t.app.events.writer.pending()).toBe(1);

      const inFlight = fetch(`${t.url}/api/test/slow`);
      await slow.inHandler;
      const closing = t.app.close();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ done: true });
      await closing;

      expect(t.app.events.writer.pending()).toBe(0);
      await expect(t.app.db.ping()).rejects.toThrow();
      await expect(fetch(`${t.url}/api/health`)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

describe(`the server process (${testMode})`, () => {
  let child: ChildProcess | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await cleanup?.();
  });

  it('prints where to sign in, serves, and exits cleanly on SIGTERM', async () => {
    const prepared = await prepareTestEnv({ LOG_LEVEL: 'info' });
    cleanup = prepared.cleanup;
    const serverTs = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const proc = spawn(process.execPath, ['--import', 'tsx', serverTs], {
      env: { PATH: process.env.PATH, ...prepared.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });

    const banner = await waitFor(() => output.match(/OSM5 is running at (http:\/\/\S+) — sign in at (\S+)/), proc);
    const [, url, signIn] = banner;
    expect(signIn).toBe(`${url}/auth/login`);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    proc.kill('SIGTERM');
    const [code] = await once(proc, 'exit');
    expect(code).toBe(0);
    expect(output).toContain('"msg":"closed"');
    // a cold child process compiles the whole server through tsx: slow when the machine is busy
  }, 180_000);
});

/** Polls the child's output until `match` finds something, failing early if the process dies. */
async function waitFor(match: () => RegExpMatchArray | null, proc: ChildProcess): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const found = match();
    if (found) return found;
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode} before starting`);
    if (Date.now() > deadline) throw new Error('server did not start within 150 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
