import type { QueryDescriptionInput, QueryResult } from '@osm5/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventRow, toEventRow } from './event-row.ts';
import { type EventStore, openEventStore } from './index.ts';
import { buildFixture, nastyPaths } from './test-fixtures/event-fixture.ts';
import { referenceQuery } from './test-fixtures/reference-query.ts';
import { silentLogger, type TestStoreConfig, testMode, testStoreConfig } from './test-fixtures/test-store-config.ts';

/**
 * The event-store contract: the same fixture and the same query descriptions,
 * answered by DuckDB (embedded) or ClickHouse (server), must equal what plain
 * TypeScript computes from the fixture. Run once per mode, so both dialects
 * are held to one oracle.
 */
const fixture = buildFixture();
// What the store keeps of each input (NUL removed, defaults filled), to feed the oracle.
const stored: EventRow[] = fixture.map((e) => toEventRow(e, 0));

let setup: TestStoreConfig;
let store: EventStore;

beforeAll(async () => {
  setup = testStoreConfig({ EVENT_BATCH_SIZE: '1000' });
  store = await openEventStore(setup.config, silentLogger);
  for (let i = 0; i < fixture.length; i += 250) store.writer.append(fixture.slice(i, i + 250));
  await store.writer.flush();
});

afterAll(async () => {
  await store?.close();
  await setup?.cleanup();
});

/** Numbers may differ in the last bits between summation orders; everything else must be equal. */
function expectSame(actual: QueryResult, expected: QueryResult) {
  const round = (v: unknown): unknown =>
    typeof v === 'number'
      ? Math.round(v * 1e6) / 1e6
      : Array.isArray(v)
        ? v.map(round)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, round(x)]))
          : v;
  expect(round(actual)).toEqual(round(expected));
}

async function check(desc: QueryDescriptionInput): Promise<QueryResult> {
  const actual = await store.query(desc);
  expectSame(actual, referenceQuery(stored, desc));
  return actual;
}

const tenantA = { tenantId: 'tenant-a' };
const march = { from: '2026-03-20T00:00:00Z', to: '2026-04-12T00:00:00Z' };
const everything = { from: '2026-01-01T00:00:00Z', to: '2027-01-01T00:00:00Z' };
const allMetrics = ['events', 'visitors', 'sessions', 'pageviews', 'clicks', 'revenue', 'value', 'avg_vital'] as const;

describe(`event store contract (${testMode})`, () => {
  it('stores every appended event', async () => {
    expect(store.writer.pending()).toBe(0);
    const r = await store.query({ scope: tenantA, range: everything, metrics: ['events'], includeBots: true });
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

  describe('time series in the report time zone', () => {
    it('hours in Europe/Paris over the spring-forward night: 23 local hours, 02:00 missing', async () => {
      const r = await check({
        scope: tenantA,
        range: { from: '2026-03-28T23:00:00Z', to: '2026-03-29T22:00:00Z' },
        timeZone: 'Europe/Paris',
        metrics: ['events', 'visitors'],
        dimensions: ['hour'],
      });
      expect(r.rows).toHaveLength(23);
      expect(r.rows.map((row) => row.hour)).not.toContain('2026-03-29 02:00');
    });

    it('hours in Europe/Paris over the fall-back night: the repeated 02:00 is one bucket', async () => {
      const r = await check({
        scope: tenantA,
        range: { from: '2026-10-24T22:00:00Z', to: '2026-10-25T23:00:00Z' },
        timeZone: 'Europe/Paris',
        metrics: ['events'],
        dimensions: ['hour'],
      });
      expect(r.rows).toHaveLength(24);
      const twoAm = stored.filter(
        (e) =>
          e.tenant_id === 'tenant-a' &&
          !e.is_bot &&
          e.time >= Date.parse('2026-10-25T00:00:00Z') &&
          e.time < Date.parse('2026-10-25T02:00:00Z'),
      );
      expect(r.rows.find((row) => row.hour === '2026-10-25 02:00')?.events).toBe(twoAm.length);
    });

    it('hours in Asia/Kolkata (+05:30), with empty buckets', async () => {
      await check({
        scope: { ...tenantA, itemId: 'item-2' },
        range: { from: '2026-03-28T00:00:00Z', to: '2026-03-31T00:00:00Z' },
        timeZone: 'Asia/Kolkata',
        metrics: ['events', 'sessions'],
        dimensions: ['hour'],
      });
    });

    it('days in Asia/Kolkata and Europe/Paris, across the month end', async () => {
      await check({
        scope: tenantA,
        range: march,
        timeZone: 'Asia/Kolkata',
        metrics: ['events', 'visitors', 'revenue'],
        dimensions: ['day'],
      });
      await check({
        scope: tenantA,
        range: march,
        timeZone: 'Europe/Paris',
        metrics: ['pageviews'],
        dimensions: ['day'],
        orderBy: [{ key: 'pageviews', direction: 'desc' }],
        limit: 3,
      });
    });

    it('weeks start on Monday, months on the 1st, in the zone', async () => {
      await check({
        scope: tenantA,
        range: everything,
        timeZone: 'Europe/Paris',
        metrics: ['events', 'visitors'],
        dimensions: ['week'],
      });
      const months = await check({
        scope: tenantA,
        range: everything,
        timeZone: 'America/New_York',
        metrics: ['events', 'clicks'],
        dimensions: ['month'],
      });
      // 2026-01-01T00:00Z is still 31 December in New York: that month counts too.
      expect(months.rows).toHaveLength(13);
      expect(months.rows[0]?.month).toBe('2025-12-01');
      await check({
        scope: tenantA,
        range: everything,
        timeZone: 'Asia/Kolkata',
        metrics: ['visitors'],
        dimensions: ['month'],
      });
    });

    it('a bucket with another dimension lists only the buckets that have events', async () => {
      await check({
        scope: tenantA,
        range: march,
        timeZone: 'Europe/Paris',
        metrics: ['events'],
        dimensions: ['day', 'country'],
        limit: 1000,
      });
    });
  });

  describe('filters', () => {
    const base = {
      scope: tenantA,
      range: everything,
      metrics: ['events', 'visitors'] as const,
      dimensions: ['path'] as const,
      limit: 100,
    };

    it('applies each operator', async () => {
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'country', op: 'eq', value: 'FR' }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'country', op: 'neq', value: 'FR' }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: ['country'],
        filters: [{ dimension: 'country', op: 'in', values: ['FR', 'IN', ''] }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: ['country'],
        filters: [{ dimension: 'browser', op: 'not_in', values: ['Chrome', 'Safari'] }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'contains', value: 'blog' }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [
          { dimension: 'path', op: 'starts_with', value: '/docs' },
          { dimension: 'device_type', op: 'eq', value: 'mobile' },
        ],
      });
    });

    it('matches hostile values exactly, and only them', async () => {
      for (const path of [...nastyPaths, '/nulbyte']) {
        const r = await check({
          ...base,
          metrics: [...base.metrics],
          dimensions: [...base.dimensions],
          filters: [{ dimension: 'path', op: 'eq', value: path }],
        });
        for (const row of r.rows) expect(row.path).toBe(path);
      }
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'in', values: nastyPaths }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'contains', value: "'" }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'contains', value: '\\' }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'starts_with', value: '/ün' }],
      });
      await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'starts_with', value: '/emoji/😀' }],
      });
      const nul = await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'eq', value: '/nul\u0000byte' }],
      });
      expect(nul.rows).toHaveLength(0);
    });
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
