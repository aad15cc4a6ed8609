import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Whole visits in the embedded visit rollup. `whole` on a row means: every
 * other row of its session is in an unsettled hour (rollup_unsettled: an hour
 * that received events since its rows were last marked). Rows are written
 * `false` (always true to say), and an insert or a compaction leaves their
 * hours unsettled. Settling an hour that is no longer dirty (compacted) marks
 * its rows that are then their session's only row, and unmarks the other rows
 * of its sessions that have several (a late event in another hour).
 *
 * A read takes a marked row as its visit as it is, unless its session has a
 * row in an unsettled hour among the rows it reads (wholeVisits), and groups
 * the rest: all the rows a visit has there are either one marked row or
 * grouped together, so the visits are those of grouping every row.
 *
 * Settling scans the rollup's session ids twice (~110 ms of CPU with 10
 * million events), so it runs at most every few minutes (settleEveryMs), not
 * at every flush: while old hours are back-filled, each flush compacts one.
 */
export const unsettledDdl = 'CREATE TABLE IF NOT EXISTS rollup_unsettled (time TIMESTAMP NOT NULL)';

/** How often (at most) the writer settles the hours its inserts left unsettled. */
export const SETTLE_EVERY_MS = 5 * 60_000;

/** The condition that a row of the visit rollup meeting `where` is its visit's only row there (see above). */
export const wholeVisits = (where: string) =>
  `whole AND session_id NOT IN (SELECT session_id FROM visit_rollup WHERE ${where} AND time IN (SELECT time FROM rollup_unsettled))`;

/** The sessions with a row in `hours` that have more than one row in the rollup. */
const splitSql = (hours: string) =>
  `CREATE OR REPLACE TEMP TABLE split AS SELECT session_id FROM visit_rollup WHERE session_id IN (SELECT session_id FROM visit_rollup WHERE ${hours} AND session_id <> '') GROUP BY session_id HAVING count(*) > 1`;
const markSql = (hours: string) =>
  `UPDATE visit_rollup SET whole = true WHERE ${hours} AND session_id <> '' AND session_id NOT IN (SELECT session_id FROM split)`;

/** Marks every row of a rollup just built from the events (in the build's transaction; nothing is unsettled then). */
export async function markAllWhole(connection: DuckDBConnection): Promise<void> {
  await connection.run(splitSql('true'));
  await connection.run(markSql('true'));
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
    await connection.run(splitSql(hours));
    // the ready hours' rows are unmarked (written so by the insert or the compaction that made them)
    await connection.run(markSql(hours));
    await connection.run(
      'UPDATE visit_rollup SET whole = false WHERE whole AND session_id IN (SELECT session_id FROM split)',
    );
    await connection.run('DELETE FROM rollup_unsettled WHERE time IN (SELECT time FROM ready)');
    await connection.run('DROP TABLE split');
    await connection.run('DROP TABLE ready');
  });
}
