import type { DuckDBConnection } from '@duckdb/node-api';
import type { WholeRowCase, WholeRows } from './rollup-reader.ts';
import { type ExecuteSql, STALE_SOURCE } from './run-query.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';
import { keepSpans, spanReadSql } from './visit-spans.ts';
import { keepFirsts, withoutFirsts } from './visitor-firsts.ts';
import { hoursIn, resum } from './whole-sums.ts';

/**
 * Whole units in the embedded rollups: a visit in the visit rollup, a visit's
 * page views of one path in the page rollup (WholeUnit). `whole` on a row
 * means: every other row of its unit is in an unsettled hour
 * (rollup_unsettled: an hour that received events since its rows were last
 * marked). Rows are written `false` (always true to say), and an insert or a
 * compaction leaves their hours unsettled. Settling an hour that is no longer
 * dirty (compacted) marks its rows that are then their unit's only row, and
 * unmarks the other rows of its units that have several (a late event in
 * another hour).
 *
 * A read takes a marked row as its unit as it is, unless its unit has a row in
 * an unsettled hour among the rows it reads (wholeRowsOf), and groups the
 * rest: all the rows a unit has there are either one marked row or grouped
 * together, so the answers are those of grouping every row.
 *
 * Settling scans the rollups' keys a few times and keeps the visitor firsts
 * of the settled hours' visitors (visitor-firsts.ts): ~1.5 s of CPU for an
 * hour of 1,000 visitors with 10 million events stored (2.1 million visit
 * rollup rows, 4 million page rollup rows), so it runs at most every few
 * minutes (settleEveryMs), not at every flush: while old hours are
 * back-filled, each flush compacts one.
 */
export const unsettledDdl = 'CREATE TABLE IF NOT EXISTS rollup_unsettled (time TIMESTAMP NOT NULL)';

/** How often (at most) the writer settles the hours its inserts left unsettled. */
export const SETTLE_EVERY_MS = 5 * 60_000;

/**
 * What a mark says a row is alone in: `key`, among the rollup's rows meeting
 * `rows` (the rows whose marks and firsts are kept).
 */
export interface WholeUnit {
  rollup: 'visit_rollup' | 'page_rollup';
  key: readonly string[];
  rows: string;
  /** the rows the whole sums hold (whole-sums.ts), and the hour of the sums holding one */
  summed: string;
  summedAt: string;
  /** a unit of several rows, settled and alike, is summed whole too (visit-spans.ts) */
  spans?: true;
}

/** A visit: the visit rollup's rows of a session. */
export const visitUnit: WholeUnit = {
  rollup: 'visit_rollup',
  key: ['session_id'],
  rows: 'true',
  summed: '(whole OR span_first IS NOT NULL)',
  summedAt: 'CASE WHEN whole THEN time ELSE span_first END',
  spans: true,
};
/**
 * A visit's page views of one path: the page rollup's page-view rows of a
 * session and path (the pages report). A row of the page rollup has one type,
 * so its page views are its rows with page views (`s_pv > 0`), a condition a
 * scan applies before it reads other columns.
 */
export const pathUnit: WholeUnit = {
  rollup: 'page_rollup',
  key: ['session_id', 'path'],
  rows: 's_pv > 0',
  summed: 'whole',
  summedAt: 'time',
};
export const wholeUnits: readonly WholeUnit[] = [visitUnit, pathUnit];

/** The unit's key as one value to compare (a column, or a row of them), and its columns. */
const keyOf = (unit: WholeUnit) => (unit.key.length === 1 ? unit.key.join('') : `(${unit.key.join(', ')})`);
const keyColumns = (unit: WholeUnit) => unit.key.join(', ');

/**
 * The state of the unit's rows a read takes, which says how it reads them.
 * Inserts and compactions write rows without visitor firsts
 * (visitor-firsts.ts) in unsettled hours, and settling an hour gives its rows
 * their firsts:
 *
 * - settled: no row read is without firsts in an unsettled hour (nothing
 *   written there since the hours read were settled, as in a past range:
 *   yesterday, last month, the period compared with): a marked row is its
 *   unit's only row there, and visitors are counted from the firsts;
 * - live: some rows are, and all of them come after every row with firsts
 *   (the last hours of a range under live traffic, which the writer has not
 *   settled yet): where a read adds the whole sums, the rows with firsts are
 *   read as settled but for the sessions that also have a row without
 *   (`opened`: their rows are grouped) and the hours holding those sessions'
 *   rows (`held`: their whole rows are read as they are, not summed), and a
 *   row without firsts counts its visitor by id where the visitor has no row
 *   with firsts in its group (rollup-read.ts). Exact: the firsts of the rows
 *   with firsts are those of every row read before them, the others coming
 *   after. Without sums the live state is read as open;
 * - open: any other (a late event before settled rows): a marked row is its
 *   unit's only row there unless its unit has a row in an unsettled hour
 *   among the rows read, and visitors are counted by their ids.
 *
 * The state is found before the statement is built (wholeStateOf), so that a
 * statement holds only its state's reading, and the statement checks it again
 * in its own snapshot (`state`, which one FROM item of the statement joins): a
 * write in between that changed it fails the statement with STALE_SOURCE, and
 * the read is built again (run-query.ts). The open reading is right in every
 * state (so it checks nothing), and the live reading in the settled one too.
 * Found live, the state also says the hour of the first row without firsts
 * (`pendingFrom`): the rows without firsts all lie in unsettled hours from it
 * on, so that the scans looking for them read those hours only, and the check
 * holds only while no such row comes before it.
 */
export type WholeState = { name: 'settled' } | { name: 'live'; pendingFrom: number } | { name: 'open' };

function stateParts(unit: WholeUnit, where: string) {
  const table = unit.rollup;
  const pending = `(${withoutFirsts(unit)})`;
  const unfinished = `FROM ${table} WHERE ${where} AND ${pending} AND time IN (SELECT time FROM rollup_unsettled)`;
  const firstPending = `(SELECT min(time) ${unfinished})`;
  return {
    pending,
    firstPending,
    settled: `NOT EXISTS (SELECT 1 ${unfinished})`,
    // a row with firsts at or after a row without
    overtaken: `EXISTS (SELECT 1 FROM ${table} WHERE ${where} AND NOT ${pending} AND time >= ${firstPending})`,
  };
}

/** The state of the unit's rows meeting `where` now: one small statement, two where some row is unsettled. */
export async function wholeStateOf(unit: WholeUnit, where: string, execute: ExecuteSql): Promise<WholeState> {
  const parts = stateParts(unit, where);
  const [settled] = await execute(`SELECT ${parts.settled} AS yes`);
  if (settled?.yes === true) return { name: 'settled' };
  const [live] = await execute(`SELECT ${parts.overtaken} AS overtaken, epoch_ms(${parts.firstPending}) AS since`);
  // no row without firsts left (settled in between): read as open, right in every state
  if (live?.overtaken !== false || live.since === null || live.since === undefined) return { name: 'open' };
  return { name: 'live', pendingFrom: Number(live.since) };
}

/** The unit's rows meeting `where` read in `state` (found by wholeStateOf for the same `where`). */
export const wholeRowsOf =
  (unit: WholeUnit) =>
  (where: string, state: WholeState): WholeRows => {
    const table = unit.rollup;
    const parts = stateParts(unit, where);
    const since = (found: { pendingFrom: number }) => `epoch_ms(${sqlInteger(found.pendingFrom)})`;
    const holds =
      state.name === 'live'
        ? `NOT ${parts.overtaken} AND ${parts.firstPending} >= ${since(state)}`
        : state.name === 'settled'
          ? parts.settled
          : 'true';
    const common = {
      with: `state AS MATERIALIZED (SELECT CASE WHEN ${holds} THEN true ELSE error(${duckdbString(STALE_SOURCE)}) END AS holds)`,
      on: (from: string) => `${from} SEMI JOIN state ON true`,
      within: unit.rows,
      ...(unit.spans ? { spans: spanReadSql } : {}),
    };
    // the rows with firsts: a marked row is its unit's only one there
    const marked: WholeRowCase = { alone: () => 'whole', others: 'whole = false', firsts: true };
    if (state.name === 'settled') return { ...common, case: marked };
    const open: WholeRowCase = {
      alone: (rows) =>
        `whole AND ${keyOf(unit)} NOT IN (SELECT ${keyColumns(unit)} FROM ${table} WHERE ${rows} AND time IN (SELECT time FROM rollup_unsettled))`,
      firsts: false,
    };
    if (state.name === 'open') return { ...common, case: open };
    // by session, the first key column, where a unit's whole key costs more to compare: a whole row of another
    // unit of an opened session is grouped alone (the same as taken whole), and its hours are read row by row
    const opened = 'session_id IN (SELECT session_id FROM opened)';
    const held = (column: string) => `${column} IN (SELECT time FROM held)`;
    const unsettled = `${parts.pending} AND time >= ${since(state)}`;
    return {
      ...common,
      case: open,
      live: {
        with: [
          `opened AS MATERIALIZED (SELECT DISTINCT session_id FROM ${table} WHERE ${where} AND ${unit.rows} AND ${unsettled} AND session_id <> '')`,
          `held AS MATERIALIZED (SELECT DISTINCT time FROM ${table} WHERE ${where} AND ${unit.rows} AND ${opened})`,
        ].join(', '),
        case: marked,
        // every row of an opened session lies in a held hour: the scan reads those hours only
        reopened: `whole AND ${held('time')} AND ${opened}`,
        opened,
        held,
        pending: parts.pending,
        unsettled,
      },
    };
  };

/**
 * The units of the sessions with a row in `hours` that have more than one row
 * in the rollup (looked up by session, one key column, where a unit's whole
 * key costs more: units of those sessions without a row there are already
 * unmarked, and stay so).
 */
const splitSql = (unit: WholeUnit, hours: string) =>
  `CREATE OR REPLACE TEMP TABLE split AS SELECT ${keyColumns(unit)} FROM ${unit.rollup} WHERE ${unit.rows} AND session_id IN (SELECT session_id FROM ${unit.rollup} WHERE ${hours} AND session_id <> '' AND ${unit.rows}) GROUP BY ${keyColumns(unit)} HAVING count(*) > 1`;
const markSql = (unit: WholeUnit, hours: string) =>
  `UPDATE ${unit.rollup} SET whole = true WHERE ${hours} AND session_id <> '' AND ${unit.rows} AND ${keyOf(unit)} NOT IN (SELECT ${keyColumns(unit)} FROM split)`;
const unmarkSql = (unit: WholeUnit) =>
  `UPDATE ${unit.rollup} SET whole = false WHERE whole AND ${keyOf(unit)} IN (SELECT ${keyColumns(unit)} FROM split)`;

/**
 * Marks the rows of `hours` that are then their unit's only row, and unmarks
 * the other rows of their units that have several (their hours' rows are
 * unmarked: written so by the insert or the compaction that made them), gives
 * the visitors of those hours their firsts once the hours have left
 * rollup_unsettled, and their sessions their spans (visit-spans.ts), then
 * writes again the whole sums (whole-sums.ts) of the hours settled (the table
 * `settled` lists them; none: every hour) and of those whose sums changed.
 */
async function settle(connection: DuckDBConnection, hours: string, settled?: string): Promise<void> {
  // the other hours whose whole sums change: those of rows unmarked, or whose firsts gain or lose a previous row
  await connection.run('CREATE OR REPLACE TEMP TABLE resummed (time TIMESTAMP)');
  await connection.run('CREATE OR REPLACE TEMP TABLE spanning (session_id VARCHAR)');
  for (const unit of wholeUnits) {
    await connection.run(splitSql(unit, hours));
    await connection.run(markSql(unit, hours));
    await connection.run(
      `INSERT INTO resummed SELECT DISTINCT time FROM ${unit.rollup} WHERE whole AND ${keyOf(unit)} IN (SELECT ${keyColumns(unit)} FROM split)`,
    );
    await connection.run(unmarkSql(unit));
    if (unit.spans) await connection.run('INSERT INTO spanning SELECT DISTINCT session_id FROM split');
  }
  await connection.run('DROP TABLE split');
  await connection.run(`DELETE FROM rollup_unsettled WHERE ${hours}`);
  await keepFirsts(connection, wholeUnits, hours, 'resummed');
  await keepSpans(connection, 'spanning', 'resummed');
  if (settled) await connection.run(`INSERT INTO resummed SELECT time FROM ${settled}`);
  await resum(connection, wholeUnits, settled ? await hoursIn(connection, 'resummed') : 'all');
  for (const table of ['resummed', 'spanning']) await connection.run(`DROP TABLE ${table}`);
}

/** Settles every hour of the rollups just built from the events (in the build's transaction). */
export async function markAllWhole(connection: DuckDBConnection): Promise<void> {
  await settle(connection, 'true');
}

/** Records the hours a batch about to be inserted touches (in the insert's transaction). */
export const unsettleSql = (hours: string) => `INSERT INTO rollup_unsettled ${hours}`;

/**
 * Settles the unsettled hours that are compacted (not dirty): marks their
 * whole units and keeps their visitors' firsts (visitor-firsts.ts), in one
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
    await settle(connection, hours, 'ready');
    await connection.run('DROP TABLE ready');
  });
}
