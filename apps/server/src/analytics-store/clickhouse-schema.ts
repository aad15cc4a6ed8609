import { numberColumns, stringColumns } from './event-row.ts';
import { eventPartValues } from './metric-sql.ts';
import { fractionalSums, ROLLUP_VERSION, type Rollup, rollupSums, rollups, storedName } from './rollup.ts';
import type { ExecuteSql } from './run-query.ts';
import { clickhouseString, sqlIdentifier } from './sql-literal.ts';

/**
 * Where the event tables live: one ClickHouse server, or a cluster of the
 * servers' `remote_servers` (CLICKHOUSE_CLUSTER). On a cluster every table is
 * made `ON CLUSTER` (distributed DDL: the servers need a Keeper or ZooKeeper)
 * as `<name>_local` on each shard, MergeTree or, with CLICKHOUSE_REPLICATED,
 * ReplicatedMergeTree under the servers' {shard} and {replica} macros; and a
 * Distributed table with the plain name over them. The query compiler reads
 * the plain names, so it emits the same SQL for both.
 *
 * Rows are sharded by item: every event (and rollup row) of one link or site
 * lives on one shard, so one item's range is read on one shard. A visit or a
 * visitor may span items (a tenant's reports group by session and visitor
 * over all its items), so a query's IN subqueries (segments, new visitors)
 * run once over the whole cluster and their set goes to every shard
 * (distributed_product_mode = 'global'); aggregations merge the shards'
 * partial states. Every answer is exactly the single server's.
 */
export interface ClickhouseLayout {
  database: string;
  cluster: { name: string; replicated: boolean } | undefined;
}

/** The sharding key of every Distributed table: an item's rows stay together. */
export const SHARDING_KEY = 'cityHash64(item_id)';

/** Session settings of every query on a cluster (none on one server). */
export function clusterSettings(layout: ClickhouseLayout): Record<string, string | number> {
  if (!layout.cluster) return {};
  return {
    // an insert returns once every shard holds its rows: the writer's acknowledgement and storedIds rely on it
    insert_distributed_sync: 1,
    // IN and JOIN subqueries over the cluster, their set sent to every shard (a visit may span shards)
    distributed_product_mode: 'global',
  };
}

const db = (layout: ClickhouseLayout) => sqlIdentifier(layout.database);

/** ` ON CLUSTER name` on a cluster, nothing on one server. */
export const onCluster = (layout: ClickhouseLayout) =>
  layout.cluster ? ` ON CLUSTER ${sqlIdentifier(layout.cluster.name)}` : '';

/** The table that holds a table's rows on each server: itself on one server, `<name>_local` on a cluster. */
export const storageName = (layout: ClickhouseLayout, name: string) => (layout.cluster ? `${name}_local` : name);

function engine(layout: ClickhouseLayout, kind: 'MergeTree' | 'AggregatingMergeTree', table: string): string {
  if (!layout.cluster?.replicated) return kind;
  return `Replicated${kind}('/clickhouse/tables/{shard}/${layout.database}/${table}', '{replica}')`;
}

/** On a cluster, the Distributed table with the plain name over the shards' local ones. */
function distributed(layout: ClickhouseLayout, name: string): string[] {
  if (!layout.cluster) return [];
  const local = storageName(layout, name);
  return [
    `CREATE TABLE IF NOT EXISTS ${db(layout)}.${name}${onCluster(layout)} AS ${db(layout)}.${local} ENGINE = Distributed(${sqlIdentifier(layout.cluster.name)}, ${db(layout)}, ${local}, ${SHARDING_KEY})`,
  ];
}

/**
 * The events table. Sorted by (tenant, item, time) so that one item's range
 * is a contiguous read; partitioned by month so that retention drops whole
 * partitions. `time` is UTC milliseconds, as in the spool (so a spool segment
 * is a valid JSONEachRow body); `time_s` is its DateTime (18.16 has no
 * DateTime64), computed by ClickHouse, for the sort key, partitions and time
 * zone functions: MATERIALIZED on one server; DEFAULT on a cluster, where the
 * Distributed table computes it and sends it on (18.16 refuses a MATERIALIZED
 * column in the block a Distributed table forwards). Inserts name their
 * columns (eventsInsertSql), so it is computed, never read from the line.
 */
export function eventsDdl(layout: ClickhouseLayout): string[] {
  const local = storageName(layout, 'events');
  return [
    `CREATE DATABASE IF NOT EXISTS ${db(layout)}${onCluster(layout)}`,
    `CREATE TABLE IF NOT EXISTS ${db(layout)}.${local}${onCluster(layout)} (
  id String,
  time UInt64,
  time_s DateTime('UTC') ${layout.cluster ? 'DEFAULT' : 'MATERIALIZED'} toDateTime(intDiv(time, 1000)),
  ${stringColumns.map((c) => `${c} String`).join(',\n  ')},
  ${numberColumns.map((c) => `${c} Float64`).join(',\n  ')},
  is_bot UInt8
) ENGINE = ${engine(layout, 'MergeTree', local)} PARTITION BY toYYYYMM(time_s) ORDER BY (tenant_id, item_id, time_s)`,
    ...distributed(layout, 'events'),
  ];
}

/** The columns a spool line may hold, in the order of the table. */
const insertColumns = ['id', 'time', ...stringColumns, ...numberColumns, 'is_bot'];

/**
 * The insert of spool lines: the columns named, so that a column a line
 * leaves out gets its type's default ('' or 0) and time_s its expression.
 */
export const eventsInsertSql = (layout: ClickhouseLayout) =>
  `INSERT INTO ${db(layout)}.events (${insertColumns.join(', ')}) FORMAT JSONEachRow`;

/** Where unfinished mutations are listed: this server's, or every shard's on a cluster. */
export const mutationsSource = (layout: ClickhouseLayout) =>
  layout.cluster ? `cluster(${clickhouseString(layout.cluster.name)}, system, mutations)` : 'system.mutations';

/**
 * The visit rollup (rollup.ts): an AggregatingMergeTree fed by a materialised
 * view of every insert into events (on a cluster, of each shard's local
 * events into its local rollup), so replayed and retried rows, which skip the
 * ids already stored, reach it once, as they reach events. 18.16 has no
 * SimpleAggregateFunction, so the parts are -State columns read with -Merge.
 */
export function rollupDdl(layout: ClickhouseLayout, rollup: Rollup): string[] {
  const keys = rollup.keys;
  const local = storageName(layout, rollup.name);
  return [
    `CREATE TABLE ${db(layout)}.${local}${onCluster(layout)} (
  time_s DateTime('UTC'),
  ${keys.map((c) => `${c} String`).join(',\n  ')},
  is_bot UInt8,
  ${rollupSums.map((c) => `${storedName(c)} AggregateFunction(sum, ${fractionalSums.includes(c) ? 'Float64' : 'UInt64'})`).join(',\n  ')},
  t_min AggregateFunction(min, UInt64),
  t_max AggregateFunction(max, UInt64)
) ENGINE = ${engine(layout, 'AggregatingMergeTree', local)} PARTITION BY toYYYYMM(time_s) ORDER BY (tenant_id, item_id, time_s, ${[...keys.slice(2), 'is_bot'].join(', ')})`,
    ...distributed(layout, rollup.name),
  ];
}

/** The view's name carries the rollup's version: a new version makes the rollup afresh. */
export const rollupViewName = (rollup: Rollup) => `${rollup.name}_v${ROLLUP_VERSION}`;

/** The materialised view that keeps the rollup at each insert (on a cluster, on every shard). */
export function rollupViewDdl(layout: ClickhouseLayout, rollup: Rollup): string {
  const events = `${db(layout)}.${storageName(layout, 'events')}`;
  return `CREATE MATERIALIZED VIEW ${db(layout)}.${rollupViewName(rollup)}${onCluster(layout)} TO ${db(layout)}.${storageName(layout, rollup.name)} AS ${rollupStatesSql(rollup, events)}`;
}

/** The rollup's rows of the events in `source`, as -State columns (the view's and the first fill's SELECT). */
export function rollupStatesSql(rollup: Rollup, source: string): string {
  // the hour is not named `time`: ClickHouse would read that alias inside minState(time)
  const hour = 'toDateTime(intDiv(time, 3600000) * 3600)';
  const keys = [...rollup.keys, 'is_bot'];
  const select = [
    `${hour} AS time_s`,
    ...keys,
    ...rollupSums.map(
      (s) =>
        `sumState(${fractionalSums.includes(s) ? 'toFloat64' : 'toUInt64'}(${eventPartValues[s]})) AS ${storedName(s)}`,
    ),
    'minState(time) AS t_min',
    'maxState(time) AS t_max',
  ];
  return `SELECT ${select.join(', ')} FROM ${source} GROUP BY ${['time_s', ...keys].join(', ')}`;
}

/** Drops a table (on every server of a cluster). */
export const dropDdl = (layout: ClickhouseLayout, name: string) =>
  `DROP TABLE IF EXISTS ${db(layout)}.${sqlIdentifier(name)}${onCluster(layout)}`;

/**
 * Makes the rollup when the view of this version is missing (a new database,
 * or one made before rollups): the tables are made afresh and filled from the
 * stored events, then the view is made, so that a crash midway starts over at
 * the next open. Nothing is inserted meanwhile: the writer opens after this.
 * On a cluster the fill reads the Distributed events and writes the
 * Distributed rollup, which sends each item's rows to its events' shard.
 */
export async function ensureRollups(
  command: (query: string) => Promise<unknown>,
  execute: ExecuteSql,
  layout: ClickhouseLayout,
): Promise<void> {
  const database = clickhouseString(layout.database);
  for (const rollup of rollups) {
    const view = rollupViewName(rollup);
    const [found] = await execute(
      `SELECT count() AS n FROM system.tables WHERE database = ${database} AND name = ${clickhouseString(view)}`,
    );
    if (Number(found?.n ?? 0) > 0) continue;
    const old = await execute(
      `SELECT name FROM system.tables WHERE database = ${database} AND name LIKE ${clickhouseString(`${rollup.name}_v%`)}`,
    );
    for (const r of old) await command(dropDdl(layout, String(r.name)));
    await command(dropDdl(layout, rollup.name));
    if (layout.cluster) await command(dropDdl(layout, storageName(layout, rollup.name)));
    for (const statement of rollupDdl(layout, rollup)) await command(statement);
    await command(`INSERT INTO ${db(layout)}.${rollup.name} ${rollupStatesSql(rollup, `${db(layout)}.events`)}`);
    await command(rollupViewDdl(layout, rollup));
  }
}

/**
 * A table made by an earlier version lacks the columns added since. 18.16 has
 * no reliable ADD COLUMN IF NOT EXISTS, so the columns present are read from
 * system.columns and only the missing ones added, with the DDL's types (and so
 * its defaults: '' and 0, which old rows then read); on a cluster to the
 * local tables first, then to the Distributed one.
 */
export async function addMissingColumns(
  command: (query: string) => Promise<unknown>,
  execute: ExecuteSql,
  layout: ClickhouseLayout,
): Promise<string[]> {
  const added: string[] = [];
  const wanted = [
    ...stringColumns.map((c) => [c, 'String'] as const),
    ...numberColumns.map((c) => [c, 'Float64'] as const),
  ];
  const tables = layout.cluster ? [storageName(layout, 'events'), 'events'] : ['events'];
  for (const table of tables) {
    const rows = await execute(
      `SELECT name FROM system.columns WHERE database = ${clickhouseString(layout.database)} AND table = ${clickhouseString(table)}`,
    );
    const present = new Set(rows.map((r) => String(r.name)));
    for (const [column, type] of wanted) {
      if (present.has(column)) continue;
      await command(`ALTER TABLE ${db(layout)}.${table}${onCluster(layout)} ADD COLUMN ${column} ${type}`);
      if (!added.includes(column)) added.push(column);
    }
  }
  return added;
}

/**
 * The DELETE mutation of these rows, on the table that holds them: itself on
 * one server, every shard's local table on a cluster (a Distributed table
 * takes no mutation).
 */
export const deleteDdl = (layout: ClickhouseLayout, name: string, where: string) =>
  `ALTER TABLE ${db(layout)}.${storageName(layout, name)}${onCluster(layout)} DELETE WHERE ${where}`;
