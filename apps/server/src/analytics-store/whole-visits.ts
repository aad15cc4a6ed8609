import type { DuckDBConnection } from '@duckdb/node-api';
import type { WholeRows } from './rollup.ts';
import { keepFirsts, withoutFirsts } from './visitor-firsts.ts';

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
 * row in an unsettled hour among the rows it reads (wholeVisitRows), and groups
 * the rest: all the rows a visit has there are either one marked row or
 * grouped together, so the visits are those of grouping every row.
 *
 * Settling scans the rollup's session ids twice (~110 ms of CPU with 10
 * million events) and the visitor firsts of the settled hours' visitors
 * another ~600 ms (visitor-firsts.ts: 1,000 visitors among 2.1 million rows),
 * so it runs at most every few minutes (settleEveryMs), not at every flush:
 * while old hours are back-filled, each flush compacts one.
 */
export const unsettledDdl = 'CREATE TABLE IF NOT EXISTS rollup_unsettled (time TIMESTAMP NOT NULL)';

/** How often (at most) the writer settles the hours its inserts left unsettled. */
export const SETTLE_EVERY_MS = 5 * 60_000;

/**
 * The visit rollup's rows meeting `where` read in two cases, one of which
 * holds in the statement's snapshot. Inserts and compactions write rows
 * without visitor firsts (visitor-firsts.ts) in unsettled hours, and settling
 * an hour gives its rows their firsts:
 *
 * - no row read is without firsts in an unsettled hour (nothing written there
 *   since the hours read were settled, as in a past range: yesterday, last
 *   month, the period compared with): a marked row is its visit's only row
 *   there, and visitors are counted from the firsts;
 * - some row is: a marked row is its visit's only row there unless its
 *   session has a row in an unsettled hour among the rows read (compared
 *   session by session: ~16 ms of CPU per 400,000 rows read, which the first
 *   case saves), and visitors are counted by their ids.
 *
 * The case is found once (the `settled` guard: ~2 ms for a big item's month)
 * and each case's scans are joined with it, an empty relation when the case
 * does not hold, which stops them at once.
 */
export function wholeVisitRows(where: string): WholeRows {
  const unfinished = `SELECT 1 FROM visit_rollup WHERE ${where} AND ${withoutFirsts} AND time IN (SELECT time FROM rollup_unsettled)`;
  const guarded = (holds: string) =>
    `visit_rollup SEMI JOIN (SELECT 1 AS holds FROM settled WHERE ${holds}) AS guard ON true`;
  const open = guarded('NOT settled.yes');
  return {
    with: `settled AS MATERIALIZED (SELECT NOT EXISTS (${unfinished}) AS yes)`,
    cases: [
      { from: guarded('settled.yes'), alone: () => 'whole', firsts: true },
      {
        from: open,
        alone: (rows) =>
          `whole AND session_id NOT IN (SELECT session_id FROM ${open} WHERE ${rows} AND time IN (SELECT time FROM rollup_unsettled))`,
        firsts: false,
      },
    ],
  };
}

/** The sessions with a row in `hours` that have more than one row in the rollup. */
const splitSql = (hours: string) =>
  `CREATE OR REPLACE TEMP TABLE split AS SELECT session_id FROM visit_rollup WHERE session_id IN (SELECT session_id FROM visit_rollup WHERE ${hours} AND session_id <> '') GROUP BY session_id HAVING count(*) > 1`;
const markSql = (hours: string) =>
  `UPDATE visit_rollup SET whole = true WHERE ${hours} AND session_id <> '' AND session_id NOT IN (SELECT session_id FROM split)`;

/** Marks every row of a rollup just built from the events and gives it its firsts (in the build's transaction; nothing is unsettled then). */
export async function markAllWhole(connection: DuckDBConnection): Promise<void> {
  await connection.run(splitSql('true'));
  await connection.run(markSql('true'));
  await connection.run('DROP TABLE split');
  await connection.run('DELETE FROM rollup_unsettled');
  await keepFirsts(connection, 'true');
}

/** Records the hours a batch about to be inserted touches (in the insert's transaction). */
export const unsettleSql = (hours: string) => `INSERT INTO rollup_unsettled ${hours}`;

/**
 * Settles the unsettled hours that are compacted (not dirty): marks their
 * whole visits and keeps their visitors' firsts (visitor-firsts.ts), in one
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
    await keepFirsts(connection, hours);
    await connection.run('DROP TABLE split');
    await connection.run('DROP TABLE ready');
  });
}
