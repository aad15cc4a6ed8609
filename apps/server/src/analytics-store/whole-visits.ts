import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Whole visits in the embedded rollups. `whole` on a row means: every other
 * row of its unit (its session in the visit rollup; its session's page views
 * of its path in the page rollup, see WholeUnit) is in an unsettled hour
 * (rollup_unsettled: an hour that received events since its rows were last
 * marked). Rows are written `false` (always true to say), and an insert or a
 * compaction leaves their hours unsettled. Settling an hour that is no longer
 * dirty (compacted) marks its rows that are then their unit's only row, and
 * unmarks the other rows of its units that have several (a late event in
 * another hour).
 *
 * A read takes a marked row as its unit as it is, unless its unit has a row in
 * an unsettled hour among the rows it reads (wholeRows), and groups the rest:
 * all the rows a unit has there are either one marked row or grouped
 * together, so the answer is that of grouping every row.
 *
 * Settling scans the rollups' keys twice (the visit rollup's session ids:
 * ~110 ms of CPU with 10 million events; the page rollup's several times
 * that), so it runs at most every few minutes (settleEveryMs), not at every
 * flush: while old hours are back-filled, each flush compacts one.
 */
export const unsettledDdl = 'CREATE TABLE IF NOT EXISTS rollup_unsettled (time TIMESTAMP NOT NULL)';

/** How often (at most) the writer settles the hours its inserts left unsettled. */
export const SETTLE_EVERY_MS = 5 * 60_000;

/**
 * What a mark says a row is alone in: the visit (the visit rollup's rows of a
 * session), or a visit's page views of one path (the page rollup's page-view
 * rows of a session and path: the pages report groups them by path and
 * visit). `rows`: the rows that count.
 */
export interface WholeUnit {
  table: 'visit_rollup' | 'page_rollup';
  key: readonly string[];
  rows: string;
}

/** The unit's key as one value to compare (a column, or a row of them). */
const keyOf = (unit: WholeUnit) => (unit.key.length === 1 ? unit.key.join('') : `(${unit.key.join(', ')})`);
const keyColumns = (unit: WholeUnit) => unit.key.join(', ');

export const wholeUnits: readonly WholeUnit[] = [
  { table: 'visit_rollup', key: ['session_id'], rows: 'true' },
  { table: 'page_rollup', key: ['session_id', 'path'], rows: "type IN ('pageview', 'screenview')" },
];

/** The condition that a row of `unit` meeting `where` is alone in its unit there (see above). */
export const wholeRows = (unit: WholeUnit) => (where: string) =>
  `whole AND ${keyOf(unit)} NOT IN (SELECT ${keyColumns(unit)} FROM ${unit.table} WHERE ${where} AND time IN (SELECT time FROM rollup_unsettled))`;

/** The units with a row in `hours` that have more than one row in the rollup. */
const splitSql = (unit: WholeUnit, hours: string) =>
  `CREATE OR REPLACE TEMP TABLE split AS SELECT ${keyColumns(unit)} FROM ${unit.table} WHERE ${unit.rows} AND ${keyOf(unit)} IN (SELECT ${keyColumns(unit)} FROM ${unit.table} WHERE ${hours} AND session_id <> '' AND ${unit.rows}) GROUP BY ${keyColumns(unit)} HAVING count(*) > 1`;
const markSql = (unit: WholeUnit, hours: string) =>
  `UPDATE ${unit.table} SET whole = true WHERE ${hours} AND session_id <> '' AND ${unit.rows} AND ${keyOf(unit)} NOT IN (SELECT ${keyColumns(unit)} FROM split)`;
const unmarkSql = (unit: WholeUnit) =>
  `UPDATE ${unit.table} SET whole = false WHERE whole AND ${keyOf(unit)} IN (SELECT ${keyColumns(unit)} FROM split)`;

/** Marks every row of the rollups just built from the events (in the build's transaction; nothing is unsettled then). */
export async function markAllWhole(connection: DuckDBConnection): Promise<void> {
  for (const unit of wholeUnits) {
    await connection.run(splitSql(unit, 'true'));
    await connection.run(markSql(unit, 'true'));
  }
  await connection.run('DROP TABLE split');
  await connection.run('DELETE FROM rollup_unsettled');
}

/** Records the hours a batch about to be inserted touches (in the insert's transaction). */
export const unsettleSql = (hours: string) => `INSERT INTO rollup_unsettled ${hours}`;

/**
 * Settles the unsettled hours that are compacted (not dirty), in one
 * transaction run by `inTransaction`.
 */
export async function settleWholeVisits(
  connection: DuckDBConnection,
  inTransaction: (fn: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const ready = 'SELECT DISTINCT time FROM rollup_unsettled WHERE time NOT IN (SELECT time FROM rollup_dirty)';
  const pending = await connection.runAndReadAll(`SELECT count(*) FROM (${ready})`);
  if (Number(pending.getRows()[0]?.[0] ?? 0) === 0) return;
  await inTransaction(async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE ready AS ${ready}`);
    const hours = 'time IN (SELECT time FROM ready)';
    for (const unit of wholeUnits) {
      await connection.run(splitSql(unit, hours));
      // the ready hours' rows are unmarked (written so by the insert or the compaction that made them)
      await connection.run(markSql(unit, hours));
      await connection.run(unmarkSql(unit));
    }
    await connection.run('DELETE FROM rollup_unsettled WHERE time IN (SELECT time FROM ready)');
    await connection.run('DROP TABLE split');
    await connection.run('DROP TABLE ready');
  });
}
