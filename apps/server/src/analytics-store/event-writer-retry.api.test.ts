import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@clickhouse/client';
import { afterEach, describe, expect, it } from 'vitest';
import { toEventRow } from './event-row.ts';
import { type EventStore, openEventStore } from './index.ts';
import { silentLogger, type TestStoreConfig, testMode, testStoreConfig } from './test-fixtures/test-store-config.ts';

/**
 * A flush that fails keeps its events and stores them on the next flush,
 * exactly once. The failures here are real: DuckDB reads the sealed segment
 * from its file, which is gone; ClickHouse is sent the bytes the writer holds,
 * and its events table is detached for a moment. Either way the writer falls
 * back to the rows it holds in memory.
 */
let setup: TestStoreConfig | undefined;
let store: EventStore | undefined;
/** The last open, awaited by afterEach even if the test timed out while it was in flight. */
let opening: Promise<EventStore> | undefined;

function open(config: TestStoreConfig['config']): Promise<EventStore> {
  opening = openEventStore(config, silentLogger);
  return opening;
}

afterEach(async () => {
  const last = await opening?.catch(() => undefined);
  opening = undefined;
  store = undefined;
  await last?.close();
  await setup?.cleanup();
  setup = undefined;
});

/** In server mode, ClickHouse's events table taken away and put back (DETACH, ATTACH): inserts fail meanwhile. */
function eventsTable(config: TestStoreConfig['config']) {
  const url = config.clickhouseUrl;
  if (!url) return undefined;
  const run = async (query: string) => {
    const client = createClient({ url });
    try {
      await client.command({ query });
    } finally {
      await client.close();
    }
  };
  const name = `${config.clickhouseDatabase}.events`;
  return { detach: () => run(`DETACH TABLE ${name}`), attach: () => run(`ATTACH TABLE ${name}`) };
}

/** The tenant's events, each label stored exactly once. */
async function expectEachStoredOnce(store: EventStore, tenantId: string, count: number): Promise<void> {
  const r = await store.query({
    scope: { tenantId },
    range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
    metrics: ['events'],
    dimensions: ['event_label'],
    limit: 1000,
  });
  expect(r.totals.events).toBe(count);
  expect(r.rows).toHaveLength(count);
  expect(r.rows.every((row) => row.events === 1)).toBe(true);
}

describe(`event writer retry (${testMode})`, () => {
  it('keeps the events of a failed flush and stores them once on the next', async () => {
    setup = testStoreConfig({ EVENT_FLUSH_INTERVAL_MS: '60000', EVENT_BATCH_SIZE: '100000' });
    store = await open(setup.config);
    const events = Array.from({ length: 40 }, (_, i) => ({
      tenant_id: 'retry',
      item_id: 'retry-item',
      type: 'custom' as const,
      event_label: String(i + 1),
    }));
    store.writer.append(events);
    const spoolDir = setup.config.events.spoolDir;
    const [segment] = readdirSync(spoolDir);
    const table = eventsTable(setup.config);
    await table?.detach();
    // Seal it by starting a flush, then take the file away before the insert reads it.
    const failing = store.writer.flush();
    rmSync(join(spoolDir, segment as string));
    await expect(failing).rejects.toThrow();
    expect(store.writer.pending()).toBe(40);

    await table?.attach();
    await store.writer.flush();
    expect(store.writer.pending()).toBe(0);
    await expectEachStoredOnce(store, 'retry', 40);
  });

  it('past its memory budget it lets go of the bytes and retries from the spool on disk', async () => {
    // a budget of 0: every sealed batch is read back from its segment for a retry
    setup = testStoreConfig({
      EVENT_FLUSH_INTERVAL_MS: '60000',
      EVENT_BATCH_SIZE: '100000',
      EVENT_RETRY_MEMORY_MB: '0',
    });
    store = await open(setup.config);
    const spoolDir = setup.config.events.spoolDir;
    const batch = (from: number) =>
      Array.from({ length: 40 }, (_, i) => ({
        tenant_id: 'budget',
        item_id: 'budget-item',
        type: 'custom' as const,
        event_label: String(from + i),
      }));
    store.writer.append(batch(0));
    const [segment] = readdirSync(spoolDir);
    const path = join(spoolDir, segment as string);
    // the store cannot read the segment for a while (it is moved away, then back)
    const failing = store.writer.flush();
    renameSync(path, `${path}.away`);
    await expect(failing).rejects.toThrow();
    expect(store.writer.pending()).toBe(40);
    expect(store.writer.heldBytes()).toBe(0);

    store.writer.append(batch(40));
    expect(store.writer.pending()).toBe(80);
    renameSync(`${path}.away`, path);
    await store.writer.flush();
    expect(store.writer.pending()).toBe(0);
    expect(readdirSync(spoolDir).filter((name) => name.endsWith('.jsonl'))).toEqual([]);
    await expectEachStoredOnce(store, 'budget', 80);
  });

  it("lets an insert still running when it closes end first (an embedded cluster worker's), then refuses new ones", async () => {
    setup = testStoreConfig({});
    store = await open(setup.config);
    const now = Date.now();
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      toEventRow({ tenant_id: 'closing', item_id: 'closing-item', type: 'custom', event_label: String(i + 1) }, now),
    );
    const running = store.sink.insert(rows);
    await store.close();
    await expect(running).resolves.toBeUndefined();
    await expect(store.sink.insert(rows.slice(0, 1))).rejects.toThrow('closed');
    store = await open(setup.config);
    const r = await store.query({
      scope: { tenantId: 'closing' },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
    });
    expect(r.totals.events).toBe(20_000);
  });
});
