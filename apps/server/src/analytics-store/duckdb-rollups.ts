import type { DuckDBConnection } from '@duckdb/node-api';
import type { QueryDescription } from '@osm5/shared';
import { byHourOfRange, duckdbDialect } from './compile-duckdb.ts';
import { needsVisits } from './query-builder.ts';
import {
  fractionalSums,
  ROLLUP_VERSION,
  type Rollup,
  readsViewsOnly,
  rollupColumnNames,
  rollupFor,
  rollupKeyColumns,
  rollupRowsSql,
  rollupSpans,
  rollupSums,
  rollups,
  storedName,
} from './rollup.ts';
import { rollupFromSql, rollupWhereSql } from './rollup-read.ts';
import type { RollupReader } from './rollup-reader.ts';
import type { ExecuteSql, SourceFor } from './run-query.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';
import { clearSpansBeforeSql, spanColumnsDdl } from './visit-spans.ts';
import { firstColumnsDdl, firstRowOf, forgetFirstsBeforeSql, forgottenHoursSql } from './visitor-firsts.ts';
import { deleteSumsSql, hoursIn, resum, sumsOf, wholeSumDdl, wholeSumFor } from './whole-sums.ts';
import {
  markAllWhole,
  pathUnit,
  unsettledDdl,
  unsettleSql,
  visitUnit,
  type WholeState,
  type WholeUnit,
  wholeRowsOf,
  wholeStateOf,
  wholeUnits,
} from './whole-visits.ts';

/**
 * The embedded store's rollups (rollup.ts) in its DuckDB file: built from the
 * events when the file has none of this version, written with each batch in
 * its transaction, compacted, cut and deleted with the events, and read where
 * they answer a description exactly.
 */

/**
 * A rollup (rollup.ts): `time` is the UTC hour its rows sum. A row also says
 * whether it is alone in its unit (`whole`: its visit in the visit rollup, its
 * visit's page views of its path in the page rollup), so that reads take such
 * rows as they are without grouping them (whole-visits.ts), and keeps its
 * visitor's previous hours (visitor-firsts.ts), so that reads count visitors
 * without comparing ids.
 */
const rollupDdl = (rollup: Rollup) => {
  const own = [
    'whole BOOLEAN NOT NULL DEFAULT false',
    ...firstColumnsDdl(rollup.name),
    ...(rollup.name === visitUnit.rollup ? spanColumnsDdl : []),
  ];
  const columns = [
    'time TIMESTAMP NOT NULL',
    ...rollup.keys.map((c) => `${c} VARCHAR NOT NULL`),
    'is_bot BOOLEAN NOT NULL',
    ...rollupSums.map((c) => `${storedName(c)} ${fractionalSums.includes(c) ? 'DOUBLE' : 'BIGINT'} NOT NULL`),
    ...rollupSpans(rollup).map((s) => `${s.name} BIGINT NOT NULL`),
    ...own,
  ];
  return `CREATE TABLE ${rollup.name} (\n  ${columns.join(',\n  ')}\n)`;
};

/**
 * The rollups' version in this file: the shared one, and this store's own
 * columns (the whole units of the rollups, whole-visits.ts, and their
 * visitor firsts, visitor-firsts.ts; the visit rollup's page-view instants,
 * rollup.ts viewsOfVisits), the visit rollup's spans (visit-spans.ts), and the
 * sums of their whole units and spans (whole-sums.ts).
 */
const STORED_VERSION = ROLLUP_VERSION * 100 + 9;
const hourOf = "date_trunc('hour', time)";
const rollupInsert = (rollup: Rollup, source: string) =>
  `INSERT INTO ${rollup.name} (${rollupColumnNames(rollup).join(', ')}) ${rollupRowsSql(duckdbDialect, rollup, source, hourOf)}`;
/** An hour is compacted (its rows summed per key) once no event of it has arrived for this long. */
const COMPACT_AFTER_MS = 60 * 60_000;

/**
 * Makes the rollup if this file has none of this version (a new store, or one
 * made before rollups or with an older rollup): built from every stored event
 * in one transaction, which also records the version, so that a crash midway
 * builds it again from the start at the next open.
 */
export async function ensureRollup(connection: DuckDBConnection): Promise<boolean> {
  await connection.run('CREATE TABLE IF NOT EXISTS rollup_state (version INTEGER NOT NULL)');
  await connection.run('CREATE TABLE IF NOT EXISTS rollup_dirty (time TIMESTAMP NOT NULL)');
  await connection.run(unsettledDdl);
  const reader = await connection.runAndReadAll('SELECT max(version) FROM rollup_state');
  if (Number(reader.getRows()[0]?.[0] ?? 0) === STORED_VERSION) return false;
  await inTransaction(connection, async () => {
    for (const rollup of rollups) {
      await connection.run(`DROP TABLE IF EXISTS ${rollup.name}`);
      await connection.run(rollupDdl(rollup));
      // sorted by item and time, so that each row group's min/max prune one item's range
      await connection.run(
        `INSERT INTO ${rollup.name} (${rollupColumnNames(rollup).join(', ')}) SELECT * FROM (${rollupRowsSql(duckdbDialect, rollup, 'events', hourOf)}) ORDER BY tenant_id, item_id, time`,
      );
    }
    for (const sum of wholeUnits.flatMap(sumsOf)) {
      await connection.run(`DROP TABLE IF EXISTS ${sum.table}`);
      await connection.run(wholeSumDdl(sum));
    }
    await markAllWhole(connection);
    await connection.run('DELETE FROM rollup_state');
    await connection.run('DELETE FROM rollup_dirty');
    await connection.run(`INSERT INTO rollup_state VALUES (${sqlInteger(STORED_VERSION)})`);
  });
  // the marks and firsts were written as updates of every row, which reads merge until a checkpoint rewrites them
  await connection.run('CHECKPOINT');
  return true;
}

export async function inTransaction(connection: DuckDBConnection, fn: () => Promise<void>): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await fn();
    await connection.run('COMMIT');
  } catch (err) {
    await connection.run('ROLLBACK').catch(() => {});
    throw err;
  }
}

/**
 * The rollup rows of the events in `source` (a batch about to join the events
 * table, in its transaction), and the hours they touch marked for compaction
 * and settling.
 */
export async function addRollupRows(connection: DuckDBConnection, source: string): Promise<void> {
  for (const rollup of rollups) await connection.run(rollupInsert(rollup, source));
  await connection.run(`INSERT INTO rollup_dirty SELECT DISTINCT ${hourOf} FROM ${source}`);
  await connection.run(unsettleSql(`SELECT DISTINCT ${hourOf} FROM ${source}`));
}

/**
 * Each insert adds its own rows to the rollup, so a visit spread over many
 * flushes has many rows in its hour. Hours no event reached for an hour are
 * rewritten with one row per key (a late event marks its hour again, and it is
 * compacted again later). Reads sum rows per key, so this changes no answer.
 */
export async function compactRollup(connection: DuckDBConnection, nowMs: number): Promise<void> {
  const due = `SELECT DISTINCT time FROM rollup_dirty WHERE time < epoch_ms(${sqlInteger(nowMs - COMPACT_AFTER_MS)})`;
  const pending = await connection.runAndReadAll(`SELECT count(*) FROM (${due})`);
  if (Number(pending.getRows()[0]?.[0] ?? 0) === 0) return;
  const sums = rollupSums.map((c) => `sum(${storedName(c)}) AS ${storedName(c)}`);
  await inTransaction(connection, async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE due AS ${due}`);
    for (const rollup of rollups) {
      const columns = rollupColumnNames(rollup);
      const keys = rollupKeyColumns(rollup);
      const spans = rollupSpans(rollup).map((s) => `${s.aggregate}(${s.name}) AS ${s.name}`);
      await connection.run(
        `CREATE OR REPLACE TEMP TABLE compacted AS SELECT ${[...keys, ...sums, ...spans].join(', ')} FROM ${rollup.name} WHERE time IN (SELECT time FROM due) GROUP BY ${keys.join(', ')}`,
      );
      await connection.run(`DELETE FROM ${rollup.name} WHERE time IN (SELECT time FROM due)`);
      await connection.run(
        `INSERT INTO ${rollup.name} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM compacted ORDER BY tenant_id, item_id, time`,
      );
      await connection.run('DROP TABLE compacted');
    }
    // the rows written again are not whole (until their hour is settled): nothing of them is summed
    for (const sql of deleteSumsSql(wholeUnits, 'time IN (SELECT time FROM due)')) await connection.run(sql);
    await connection.run('DELETE FROM rollup_dirty WHERE time IN (SELECT time FROM due)');
    await connection.run('DROP TABLE due');
  });
}

/** The unit whose whole rows a read of the rollup for `q` takes (whole-visits.ts), if any. */
function wholeUnitOf(rollup: Rollup, q: QueryDescription): WholeUnit | undefined {
  if (!needsVisits(q)) return undefined;
  if (rollup.name === visitUnit.rollup) return visitUnit;
  // the page rollup's groups are a visit's page views of one path where a read groups by path, page views only
  return q.dimensions.includes('path') && readsViewsOnly(q) ? pathUnit : undefined;
}

/**
 * Where a rollup's reads take whole units (whole-visits.ts) in the state
 * found for the read's WHERE, count visitors from firsts (visitor-firsts.ts)
 * and add whole sums (whole-sums.ts): the visit rollup, and the page rollup
 * read by path for page views.
 */
function wholeOf(
  rollup: Rollup,
  found?: { unit: WholeUnit; where: string; state: WholeState },
): Pick<RollupReader, 'wholeRows' | 'firstRow' | 'wholeSum'> {
  const wholeRows = found && {
    wholeRows: (where: string) => {
      if (where !== found.where) throw new Error('whole rows read under another WHERE than their state was found for');
      return wholeRowsOf(found.unit)(where, found.state);
    },
  };
  if (rollup.name === visitUnit.rollup) {
    const views = { views: rollup.viewsOnly };
    return {
      ...wholeRows,
      firstRow: firstRowOf(visitUnit, views),
      wholeSum: (q, dims) => wholeSumFor(visitUnit, q, dims, views)?.table,
    };
  }
  return {
    ...wholeRows,
    firstRow: firstRowOf(pathUnit),
    wholeSum: (q, dims) => wholeSumFor(pathUnit, q, dims)?.table,
  };
}

/**
 * The rollup's FROM part where it answers a description exactly (rollup.ts),
 * else the events table; where it reads whole units, built for the state
 * their rows are in now (one small statement on `execute` first).
 */
export const rollupSourceOf =
  (execute: ExecuteSql): SourceFor =>
  async (q, range) => {
    const rollup = rollupFor(q, range, { viewSpans: true });
    if (!rollup) return undefined;
    const reader: RollupReader = {
      table: rollup.name,
      sum: (c) => `sum(${c})`,
      min: (c) => `min(${c})`,
      max: (c) => `max(${c})`,
      viewsCounted: true,
      hourBucket: (labels, fromMs, once = (list) => list, column = 'time') =>
        byHourOfRange(once(`[${labels.map(duckdbString).join(', ')}]`), fromMs, column),
    };
    const unit = wholeUnitOf(rollup, q);
    if (!unit) return rollupFromSql({ ...reader, ...wholeOf(rollup) }, rollup);
    const where = rollupWhereSql(duckdbDialect, reader, rollup, q, range);
    const state = await wholeStateOf(unit, where, execute);
    return rollupFromSql({ ...reader, ...wholeOf(rollup, { unit, where, state }) }, rollup);
  };

/** Deletes the rollups' rows (and their whole sums) meeting `where`, in the caller's transaction. */
export async function deleteRollupRows(connection: DuckDBConnection, where: string): Promise<void> {
  for (const rollup of rollups) await connection.run(`DELETE FROM ${rollup.name} WHERE ${where}`);
  for (const sql of deleteSumsSql(wholeUnits, where)) await connection.run(sql);
}

/**
 * A retention cut of a tenant's rollups before `beforeHourMs` (an hour's
 * start: it cuts the rollups and the events alike), in the caller's
 * transaction: the rows and sums before it go, the spans that began before it
 * are no longer whole, a previous hour before it means none, and the sums
 * holding rows whose previous hour it forgot are written again.
 */
export async function cutRollupsBefore(connection: DuckDBConnection, tenant: string, beforeHourMs: number) {
  await deleteRollupRows(connection, `tenant_id = ${tenant} AND time < epoch_ms(${sqlInteger(beforeHourMs)})`);
  await connection.run(clearSpansBeforeSql(tenant, beforeHourMs));
  await connection.run('CREATE OR REPLACE TEMP TABLE forgotten (time TIMESTAMP)');
  for (const unit of wholeUnits) {
    await connection.run(`INSERT INTO forgotten ${forgottenHoursSql(unit, tenant, beforeHourMs)}`);
    await connection.run(forgetFirstsBeforeSql(unit.rollup, tenant, beforeHourMs));
  }
  await resum(connection, wholeUnits, await hoursIn(connection, 'forgotten'));
  await connection.run('DROP TABLE forgotten');
}
