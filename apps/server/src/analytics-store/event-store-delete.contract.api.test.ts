import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStore, openEventStore } from './index.ts';
import { silentLogger, testMode, testStoreConfig } from './test-fixtures/test-store-config.ts';

/**
 * deleteItem: one item of one tenant leaves the store (stored, buffered and
 * spooled events alike), every other item and tenant stays. Same oracle in
 * DuckDB and ClickHouse (a mutation, waited for).
 */
describe(`event store deleteItem (${testMode})`, () => {
  const env = testStoreConfig({ EVENT_FLUSH_INTERVAL_MS: '60000' });
  let store: EventStore;
  const range = { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' };
  const count = async (tenantId: string, itemId?: string) =>
    (
      await store.query({
        scope: { tenantId, ...(itemId ? { itemId } : {}) },
        range,
        metrics: ['events'],
        includeBots: true,
      })
    ).totals.events;

  beforeAll(async () => {
    store = await openEventStore(env.config, silentLogger);
  });
  afterAll(async () => {
    await store?.close();
    await env.cleanup();
  });

  it('removes one item of one tenant, buffered events included', async () => {
    const time = Date.parse('2026-05-01T10:00:00Z');
    const event = (tenant_id: string, item_id: string, offset: number) => ({
      tenant_id,
      item_id,
      type: 'click' as const,
      time: time + offset,
    });
    store.writer.append([
      event('t1', 'gone', 0),
      event('t1', 'gone', 86_400_000 * 40),
      event('t1', 'kept', 0),
      event('t2', 'gone', 0),
    ]);
    await store.writer.flush();
    store.writer.append([event('t1', 'gone', 1000)]);
    expect(store.writer.pending()).toBe(1);

    await store.deleteItem('t1', 'gone');
    expect(store.writer.pending()).toBe(0);
    expect(await count('t1', 'gone')).toBe(0);
    expect(await count('t1', 'kept')).toBe(1);
    expect(await count('t2', 'gone')).toBe(1);
    // an item with nothing stored is no error
    await store.deleteItem('t1', 'never-there');
    expect(await count('t1')).toBe(1);
  });
});
