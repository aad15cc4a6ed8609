import { describe, expect, it } from 'vitest';
import { everything, march, stored, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * The event-store contract: the same fixture and the same query descriptions,
 * answered by DuckDB (embedded) or ClickHouse (server), must equal what plain
 * TypeScript computes from the fixture. Run once per mode, so both dialects
 * are held to one oracle. Time series and filters have files of their own.
 */
const { store, check } = useContractStore();
const allMetrics = ['events', 'visitors', 'sessions', 'pageviews', 'clicks', 'revenue', 'value', 'avg_vital'] as const;

describe(`event store contract (${testMode})`, () => {
  it('stores every appended event', async () => {
    expect(store().writer.pending()).toBe(0);
    const r = await store().query({ scope: tenantA, range: everything, metrics: ['events'], includeBots: true });
    expect(r.totals.events).toBe(stored.filter((e) => e.tenant_id === 'tenant-a').length);
  });

  it('computes every metric over one item', async () => {
    const r = await check({ scope: { ...tenantA, itemId: 'item-1' }, range: march, metrics: [...allMetrics] });
    expect(r.totals.events).toBeGreaterThan(100);
    expect(r.totals.revenue).toBeGreaterThan(0);
  });

  it('never shows another tenant, even for the same item id', async () => {
    const a = await check({
      scope: { ...tenantA, itemId: 'item-1' },
      range: everything,
      metrics: ['events'],
      includeBots: true,
    });
    const b = await check({
      scope: { tenantId: 'tenant-b', itemId: 'item-1' },
      range: everything,
      metrics: ['events'],
      includeBots: true,
    });
    const onlyA = stored.filter((e) => e.tenant_id === 'tenant-a' && e.item_id === 'item-1').length;
    expect(a.totals.events).toBe(onlyA);
    expect(b.totals.events).not.toBe(onlyA);
    const items = await check({
      scope: tenantA,
      range: everything,
      metrics: ['events'],
      dimensions: ['item_id', 'workspace_id'],
    });
    expect(items.rows.map((row) => row.item_id).sort()).toEqual(['item-1', 'item-2', 'item-3']);
    const none = await check({ scope: { tenantId: 'tenant-c' }, range: everything, metrics: ['events', 'avg_vital'] });
    expect(none.totals).toEqual({ events: 0, avg_vital: null });
  });

  it('scopes by workspace and by a list of items', async () => {
    await check({
      scope: { ...tenantA, workspaceId: 'ws-a1' },
      range: march,
      metrics: ['events', 'visitors'],
      dimensions: ['item_id'],
    });
    await check({
      scope: { ...tenantA, itemIds: ['item-2', 'item-3'] },
      range: march,
      metrics: ['visitors'],
      dimensions: ['country'],
    });
  });

  it('ranks top N with deterministic ties, pages with offset', async () => {
    const top = await check({
      scope: tenantA,
      range: march,
      metrics: ['visitors', 'events'],
      dimensions: ['path'],
      limit: 5,
    });
    expect(top.rows).toHaveLength(5);
    await check({
      scope: tenantA,
      range: march,
      metrics: ['visitors', 'events'],
      dimensions: ['path'],
      limit: 5,
      offset: 5,
    });
    await check({
      scope: tenantA,
      range: march,
      metrics: ['events'],
      dimensions: ['browser'],
      orderBy: [{ key: 'events', direction: 'asc' }],
    });
    await check({
      scope: tenantA,
      range: march,
      metrics: ['sessions', 'revenue'],
      dimensions: ['country', 'device_type'],
      limit: 7,
      orderBy: [{ key: 'revenue', direction: 'desc' }],
    });
    await check({
      scope: tenantA,
      range: march,
      metrics: ['avg_vital'],
      dimensions: ['device_type', 'country'],
      orderBy: [{ key: 'avg_vital', direction: 'asc' }],
    });
  });

  it('includes bots only when asked', async () => {
    const without = await check({ scope: tenantA, range: march, metrics: ['events'] });
    const withBots = await check({ scope: tenantA, range: march, metrics: ['events'], includeBots: true });
    expect(withBots.totals.events).toBeGreaterThan(without.totals.events as number);
  });

  describe('comparison period', () => {
    it('the previous period of the same length', async () => {
      const r = await check({
        scope: tenantA,
        range: { from: '2026-04-01T00:00:00Z', to: '2026-04-08T00:00:00Z' },
        timeZone: 'Europe/Paris',
        metrics: ['events', 'visitors', 'revenue'],
        dimensions: ['day'],
        compare: { type: 'previous' },
      });
      expect(r.compare?.range).toEqual({ from: '2026-03-25T00:00:00.000Z', to: '2026-04-01T00:00:00.000Z' });
      expect(r.compare?.rows).toHaveLength(8);
    });

    it('an explicit range, with top N', async () => {
      await check({
        scope: tenantA,
        range: { from: '2026-10-20T00:00:00Z', to: '2026-11-03T00:00:00Z' },
        metrics: ['visitors'],
        dimensions: ['country'],
        limit: 3,
        compare: { type: 'range', from: '2026-03-20T00:00:00Z', to: '2026-04-03T00:00:00Z' },
      });
      await check({ scope: tenantA, range: march, metrics: [...allMetrics], compare: { type: 'previous' } });
    });
  });
});
