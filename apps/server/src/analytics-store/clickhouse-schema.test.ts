import { type QueryDescriptionInput, queryDescriptionSchema } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import {
  type ClickhouseLayout,
  clusterSettings,
  deleteDdl,
  eventsDdl,
  rollupDdl,
  rollupViewDdl,
  storageName,
} from './clickhouse-schema.ts';
import { clickhouseDialect } from './compile-clickhouse.ts';
import { buildQuerySql } from './query-builder.ts';
import { rollups } from './rollup.ts';

const single: ClickhouseLayout = { database: 'osm5', cluster: undefined };
const sharded: ClickhouseLayout = { database: 'osm5', cluster: { name: 'osm5_cluster', replicated: false } };
const replicated: ClickhouseLayout = { database: 'osm5', cluster: { name: 'osm5_cluster', replicated: true } };

/** Every statement that makes a table, for one layout. */
const allDdl = (layout: ClickhouseLayout) => [
  ...eventsDdl(layout),
  ...rollups.flatMap((r) => [...rollupDdl(layout, r), rollupViewDdl(layout, r)]),
];
/** The tables a set of statements makes, by name, with their engine. */
function madeTables(statements: string[]): Map<string, string> {
  const made = new Map<string, string>();
  for (const s of statements) {
    const name = s.match(/^CREATE (?:TABLE|MATERIALIZED VIEW) (?:IF NOT EXISTS )?osm5\.(\w+)/)?.[1];
    if (name) made.set(name, s.match(/ENGINE = (\w+)/)?.[1] ?? 'view');
  }
  return made;
}

describe('ClickHouse schema on one server and on a cluster', () => {
  it('makes plain MergeTree tables on one server, with no ON CLUSTER and no session settings', () => {
    const ddl = allDdl(single);
    expect(ddl.join('\n')).not.toContain('ON CLUSTER');
    expect(ddl.join('\n')).not.toContain('Distributed');
    expect(ddl[0]).toBe('CREATE DATABASE IF NOT EXISTS osm5');
    expect(ddl[1]).toMatch(/^CREATE TABLE IF NOT EXISTS osm5\.events \(/);
    expect(ddl[1]).toContain('ENGINE = MergeTree PARTITION BY toYYYYMM(time_s) ORDER BY (tenant_id, item_id, time_s)');
    expect(clusterSettings(single)).toEqual({});
    expect(deleteDdl(single, 'events', "item_id = 'x'")).toBe("ALTER TABLE osm5.events DELETE WHERE item_id = 'x'");
  });

  it('makes local shards ON CLUSTER and a Distributed table by item with the plain name', () => {
    const ddl = allDdl(sharded);
    for (const statement of ddl) expect(statement).toContain(' ON CLUSTER osm5_cluster');
    expect(ddl[1]).toMatch(/^CREATE TABLE IF NOT EXISTS osm5\.events_local ON CLUSTER osm5_cluster \(/);
    expect(ddl[1]).toContain('ENGINE = MergeTree PARTITION BY');
    expect(ddl[2]).toBe(
      'CREATE TABLE IF NOT EXISTS osm5.events ON CLUSTER osm5_cluster AS osm5.events_local ENGINE = Distributed(osm5_cluster, osm5, events_local, cityHash64(item_id))',
    );
    const rollup = rollups[0];
    if (!rollup) throw new Error('no rollup');
    // the view feeds each shard's local rollup from its local events
    expect(rollupViewDdl(sharded, rollup)).toMatch(
      new RegExp(
        `ON CLUSTER osm5_cluster TO osm5\\.${rollup.name}_local AS SELECT .* FROM osm5\\.events_local GROUP BY`,
      ),
    );
    expect(clusterSettings(sharded)).toEqual({ insert_distributed_sync: 1, distributed_product_mode: 'global' });
    // a Distributed table takes no mutation: deletes go to every shard's local table
    expect(deleteDdl(sharded, 'events', "item_id = 'x'")).toBe(
      "ALTER TABLE osm5.events_local ON CLUSTER osm5_cluster DELETE WHERE item_id = 'x'",
    );
  });

  it('makes ReplicatedMergeTree shards under the {shard} and {replica} macros when replicated', () => {
    const ddl = allDdl(replicated);
    expect(ddl[1]).toContain(
      "ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/osm5/events_local', '{replica}') PARTITION BY",
    );
    const rollup = rollups[0];
    if (!rollup) throw new Error('no rollup');
    expect(rollupDdl(replicated, rollup)[0]).toContain(
      `ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/osm5/${rollup.name}_local', '{replica}')`,
    );
  });

  it('gives every table the compiler reads the same name in both layouts, a Distributed one on a cluster', () => {
    const description: QueryDescriptionInput = {
      scope: { tenantId: 't1', itemId: 'i1' },
      range: { from: '2026-03-29T00:00:00Z', to: '2026-03-30T00:00:00Z' },
      metrics: ['visitors', 'sessions', 'bounce_rate'],
      dimensions: ['path'],
      segment: { filters: [{ dimension: 'country', op: 'eq', value: 'FR' }] },
    };
    const range = { fromMs: Date.parse('2026-03-29T00:00:00Z'), toMs: Date.parse('2026-03-30T00:00:00Z') };
    // the dialect knows the database only: single server and cluster compile to one SQL text
    const sql = buildQuerySql(clickhouseDialect('osm5'), queryDescriptionSchema.parse(description), range, {
      totals: false,
    });
    const read = new Set([...sql.matchAll(/osm5\.(\w+)/g)].map((m) => m[1] as string));
    const rollupTables = rollups.map((r) => r.name);
    expect([...read]).toContain('events');
    const onOne = madeTables(allDdl(single));
    const onCluster = madeTables(allDdl(sharded));
    for (const name of [...read, ...rollupTables]) {
      expect(onOne.get(name)).toMatch(/MergeTree$/);
      expect(onCluster.get(name)).toBe('Distributed');
      expect(onCluster.get(storageName(sharded, name))).toMatch(/MergeTree$/);
    }
  });
});
