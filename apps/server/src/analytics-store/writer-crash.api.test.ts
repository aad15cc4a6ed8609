import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type EventStore, openEventStore } from './index.ts';
import { silentLogger, type TestStoreConfig, testMode, testStoreConfig } from './test-fixtures/test-store-config.ts';

/**
 * An acknowledged event (append() returned) survives kill -9 of the writing
 * process and is stored exactly once after the restart replays the spool.
 * Runs against DuckDB in embedded mode and ClickHouse in server mode.
 */
const child = fileURLToPath(new URL('./test-fixtures/append-until-killed.ts', import.meta.url));

let setup: TestStoreConfig | undefined;
let store: EventStore | undefined;
/** The last open, awaited by afterEach even if the test timed out while it was in flight. */
let opening: Promise<EventStore> | undefined;

function open(config: TestStoreConfig['config']): Promise<EventStore> {
  opening = openEventStore(config, silentLogger);
  return opening;
}
let running: ChildProcess | undefined;

afterEach(async () => {
  // If the test failed before its kill, the appender must not outlive it.
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }
  running = undefined;
  const last = await opening?.catch(() => undefined);
  opening = undefined;
  store = undefined;
  await last?.close();
  await setup?.cleanup();
  setup = undefined;
});

/** Every event_label of the tenant with its count, paging through the report API itself. */
async function labelCounts(s: EventStore, tenantId: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let offset = 0; ; offset += 10_000) {
    const r = await s.query({
      scope: { tenantId },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
      dimensions: ['event_label'],
      orderBy: [{ key: 'event_label', direction: 'asc' }],
      limit: 10_000,
      offset,
    });
    for (const row of r.rows) counts.set(String(row.event_label), Number(row.events));
    if (r.rows.length < 10_000) return counts;
  }
}

function expectExactlyOnce(counts: Map<string, number>, acknowledged: number) {
  const missing: number[] = [];
  for (let n = 1; n <= acknowledged; n++) if (!counts.has(String(n))) missing.push(n);
  expect(missing.slice(0, 10)).toEqual([]);
  const doubled = [...counts].filter(([, c]) => c !== 1);
  expect(doubled.slice(0, 10)).toEqual([]);
}

/** Spawns the appender, waits until it has acknowledged `atLeast` events, kills it with SIGKILL. */
function appendThenKill(env: Record<string, string>, atLeast: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = proc;
    let acknowledged = 0;
    let tail = '';
    let stderr = '';
    let killed = false;
    proc.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    proc.stdout.on('data', (chunk: Buffer) => {
      const lines = (tail + chunk.toString()).split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acknowledged = Number(line.slice(4));
      if (!killed && acknowledged >= atLeast) {
        killed = true;
        proc.kill('SIGKILL');
      }
    });
    proc.on('exit', (code, signal) => {
      // Lines still in the pipe were printed after append() returned: they count.
      for (const line of tail.split('\n')) if (line.startsWith('ack ')) acknowledged = Number(line.slice(4));
      if (signal === 'SIGKILL') resolve(acknowledged);
      else reject(new Error(`appender exited with ${code}: ${stderr}`));
    });
  });
}

describe(`event writer under kill -9 (${testMode})`, () => {
  it('stores every acknowledged event exactly once after a restart', async () => {
    // Small batches and a short interval: the kill lands among many flushes, some of them in flight.
    setup = testStoreConfig({ EVENT_FLUSH_INTERVAL_MS: '50', EVENT_BATCH_SIZE: '400', CRASH_TENANT: 'crash' });
    const acknowledged = await appendThenKill(setup.env, 8_000);
    expect(acknowledged).toBeGreaterThanOrEqual(8_000);

    store = await open(setup.config);
    expect(readdirSync(setup.config.events.spoolDir)).toEqual([]);
    expectExactlyOnce(await labelCounts(store, 'crash'), acknowledged);
  }, 180_000);

  it('replays a segment that was already stored without doubling it, and skips a torn last line', async () => {
    setup = testStoreConfig({ EVENT_BATCH_SIZE: '100000', EVENT_FLUSH_INTERVAL_MS: '60000' });
    const spoolDir = setup.config.events.spoolDir;
    store = await open(setup.config);
    const events = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({
        tenant_id: 'replay',
        item_id: 'replay-item',
        type: 'pageview' as const,
        event_label: String(from + i),
      }));
    store.writer.append(events(1, 300));
    // The segment as it stands before the flush: what a crash between insert and delete leaves behind.
    const [segment] = readdirSync(spoolDir);
    const copy = readFileSync(join(spoolDir, segment as string), 'utf8');
    await store.writer.flush();
    await store.close();
    store = undefined;

    // Restore the stored segment, add events that never reached the store, and a line cut short.
    const leftover = join(spoolDir, segment as string);
    writeFileSync(leftover, copy);
    const extra = events(301, 320).map((e, i) => JSON.stringify({ id: `extra-${i}`, time: Date.now(), ...e }));
    appendFileSync(leftover, `${extra.join('\n')}\n{"id":"torn","time":17`);

    store = await open(setup.config);
    expect(readdirSync(spoolDir)).toEqual([]);
    const counts = await labelCounts(store, 'replay');
    expect(counts.size).toBe(320);
    expectExactlyOnce(counts, 320);
  });
});
