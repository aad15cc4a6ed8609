import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyticsMetrics, type QueryDescriptionInput } from '@osm5/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type EventStore, openEventStore } from './index.ts';
import { CLUSTER, type LocalCluster, startLocalCluster } from './test-fixtures/clickhouse-cluster.ts';
import { everything, fixture, march, stored, tenantA } from './test-fixtures/contract-store.ts';
import { referenceQuery } from './test-fixtures/reference-query.ts';
import { silentLogger } from './test-fixtures/test-store-config.ts';

/**
 * The event store on a two-shard ClickHouse cluster started here on loopback
 * (ZooKeeper and two clickhouse-server processes): the tables made ON
 * CLUSTER, the fixture written through the Distributed table and spread over
 * both shards by item, and the same compiled queries answering as the
 * TypeScript oracle, through either shard. Server mode only (vitest.config.ts);
 * it needs Debian's clickhouse-server and zookeeper packages, which
 * scripts/ensure-system.mjs installs.
 */
const database = 'osm5_cluster_test';

function rounded(v: unknown): unknown {
  if (typeof v === 'number') return Math.round(v * 1e6) / 1e6;
  if (Array.isArray(v)) return v.map(rounded);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rounded(x)]));
  return v;
}

async function sql(url: string, query: string): Promise<string> {
  const response = await fetch(url, { method: 'POST', body: query });
  const text = await response.text();
  if (!response.ok) throw new Error(text);
  return text.trim();
}

describe('event store on a two-shard ClickHouse cluster', () => {
  let cluster: LocalCluster;
  const stores: EventStore[] = [];
  const dirs: string[] = [];
  const open = async (url: string, extra: Record<string, string> = {}, db = database) => {
    const dir = mkdtempSync(join(tmpdir(), 'osm5-cluster-'));
    dirs.push(dir);
    const config = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'test',
      CLICKHOUSE_URL: url,
      CLICKHOUSE_DATABASE: db,
      CLICKHOUSE_CLUSTER: CLUSTER,
      EVENT_BATCH_SIZE: '1000',
      ...extra,
    });
    const store = await openEventStore(config, silentLogger);
    stores.push(store);
    return store;
  };
  let first: EventStore;
  let second: EventStore;
  let openedInMs = 0;
  let writtenInMs = 0;

  beforeAll(async () => {
    cluster = await startLocalCluster(join(tmpdir(), `osm5-ch-cluster-${process.pid}`), 3364);
    // a hang (a shard's DDL worker, say) fails here with the processes' logs, before the hook's own bound
    await withinOrLogs(150_000, async () => {
      const started = performance.now();
      first = await open(cluster.urls[0] as string);
      openedInMs = performance.now() - started;
      // a second instance on the other shard: the tables exist, nothing is made twice
      second = await open(cluster.urls[1] as string);
      const writing = performance.now();
      for (let i = 0; i < fixture.length; i += 250) first.writer.append(fixture.slice(i, i + 250));
      await first.writer.flush();
      writtenInMs = performance.now() - writing;
    });
  }, 180_000);

  async function withinOrLogs(ms: number, work: () => Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`not done within ${ms / 1000} s`)), ms);
    });
    try {
      await Promise.race([work(), late]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${cluster.logs()}`);
    } finally {
      clearTimeout(timer);
    }
  }

  afterAll(async () => {
    for (const store of stores) await store.close();
    await cluster?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    console.info(
      `cluster test: tables made ON CLUSTER in ${Math.round(openedInMs)} ms, ${fixture.length} events written in ${Math.round(writtenInMs)} ms`,
    );
  });

  it('makes local tables on both shards behind Distributed ones', async () => {
    for (const url of cluster.urls) {
      const tables = await sql(
        url,
        `SELECT name, engine FROM system.tables WHERE database = '${database}' ORDER BY name FORMAT TSV`,
      );
      expect(tables).toContain('events\tDistributed');
      expect(tables).toContain('events_local\tMergeTree');
      expect(tables).toMatch(/_local\tAggregatingMergeTree/);
      expect(tables).toMatch(/_v\d+\tMaterializedView/);
    }
  });

  it('spreads the events over both shards, every item on one shard only', async () => {
    const counts = await Promise.all(
      cluster.urls.map((url) => sql(url, `SELECT count() FROM ${database}.events_local`).then(Number)),
    );
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(fixture.length);
    const items = await Promise.all(
      cluster.urls.map((url) =>
        sql(url, `SELECT DISTINCT concat(tenant_id, '/', item_id) FROM ${database}.events_local FORMAT TSV`),
      ),
    );
    const [one, two] = items.map((list) => new Set(list.split('\n')));
    for (const item of one ?? []) expect(two?.has(item)).toBe(false);
  });

  const descriptions: QueryDescriptionInput[] = [
    // the rollup answers these
    {
      scope: { ...tenantA, itemId: 'item-1' },
      range: march,
      metrics: ['visitors', 'sessions', 'pageviews'],
      dimensions: ['day'],
    },
    { scope: tenantA, range: everything, metrics: ['events', 'visitors'], dimensions: ['country'], limit: 5 },
    // visit metrics over visits, a goal, and a segment, then one within another (subqueries on each shard's local table)
    {
      scope: tenantA,
      range: everything,
      metrics: analyticsMetrics.filter((m) => m !== 'p75_vital'),
      goal: { kind: 'page', path: '/blog*' },
      dimensions: ['browser'],
    },
    {
      scope: tenantA,
      range: everything,
      metrics: ['events', 'sessions', 'bounce_rate'],
      segment: { filters: [{ dimension: 'path', op: 'eq', value: '/pricing' }] },
    },
    {
      scope: tenantA,
      range: everything,
      metrics: ['events', 'sessions', 'bounce_rate'],
      segment: {
        filters: [{ dimension: 'path', op: 'eq', value: '/pricing' }],
        also: [{ dimension: 'path', op: 'starts_with', value: '/blog' }],
      },
    },
    // the visits that began on a page (a subquery grouping each shard's visits)
    {
      scope: tenantA,
      range: everything,
      metrics: ['events', 'sessions'],
      dimensions: ['path'],
      filters: [{ dimension: 'entry_page', op: 'eq', value: '/' }],
    },
    // the orders holding a product, and only its lines by product (a subquery splitting each shard's orders)
    {
      scope: tenantA,
      range: everything,
      metrics: ['orders', 'revenue'],
      dimensions: ['channel'],
      filters: [{ dimension: 'product', op: 'neq', value: 'Mug' }],
    },
    {
      scope: tenantA,
      range: everything,
      metrics: ['orders', 'quantity', 'revenue'],
      dimensions: ['product'],
      filters: [{ dimension: 'product', op: 'in', values: ['Mug', 'sku-4'] }],
    },
    // new and returning visitors: the visitors' first events looked for over every item
    { scope: tenantA, range: march, metrics: ['sessions', 'events'], dimensions: ['visitor_type'] },
    // a time series in a time zone against the previous period
    {
      scope: { ...tenantA, itemId: 'item-2' },
      range: march,
      timeZone: 'Europe/Paris',
      metrics: ['sessions', 'bounce_rate', 'visit_duration'],
      dimensions: ['day'],
      compare: { type: 'previous' },
    },
  ];

  it('answers every description as the oracle does, through either shard', async () => {
    for (const [i, desc] of descriptions.entries()) {
      const expected = rounded(referenceQuery(stored, desc));
      expect(rounded(await first.query(desc)), `description ${i}, first shard`).toEqual(expected);
      expect(rounded(await second.query(desc)), `description ${i}, second shard`).toEqual(expected);
      expect(rounded(await second.queryEvents(desc)), `description ${i}, events table`).toEqual(expected);
    }
  });

  it('makes ReplicatedMergeTree shards under the macros when asked, and answers the same', async () => {
    const replicated = await open(
      cluster.urls[1] as string,
      { CLICKHOUSE_REPLICATED: 'true' },
      `${database}_replicated`,
    );
    for (const url of cluster.urls) {
      const engine = await sql(
        url,
        `SELECT engine FROM system.tables WHERE database = '${database}_replicated' AND name = 'events_local'`,
      );
      expect(engine).toBe('ReplicatedMergeTree');
    }
    const slice = fixture.slice(0, 1000);
    replicated.writer.append(slice);
    await replicated.writer.flush();
    const desc: QueryDescriptionInput = { scope: tenantA, range: everything, metrics: ['events', 'visitors'] };
    const expected = rounded(referenceQuery(stored.slice(0, 1000), desc));
    expect(rounded(await replicated.query(desc))).toEqual(expected);
  });

  it('deletes an item on every shard', async () => {
    const desc: QueryDescriptionInput = {
      scope: { ...tenantA, itemId: 'item-2' },
      range: everything,
      metrics: ['events'],
    };
    expect(Number((await first.query(desc)).totals.events)).toBeGreaterThan(0);
    await first.deleteItem('tenant-a', 'item-2');
    expect(Number((await second.query(desc)).totals.events)).toBe(0);
    expect(Number((await second.queryEvents(desc)).totals.events)).toBe(0);
  });
});
