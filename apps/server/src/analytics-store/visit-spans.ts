import type { DuckDBConnection } from '@duckdb/node-api';
import { rollupDimensions, rollupKeys, rollupSums, storedName } from './rollup.ts';
import { sqlInteger } from './sql-literal.ts';
import { firstColumnNames } from './visitor-firsts.ts';

/**
 * Visit spans in the embedded visit rollup: a visit of several rows (most of
 * them: a visit over an hour's end) whose rows are all settled and alike (one
 * visitor id, bot flag and value of every dimension) keeps on each row the
 * hours of its first and last rows (`span_first`, `span_last`). A read whose
 * range (and time bucket) holds both takes the visit from the whole sums
 * (whole-sums.ts sums it at its first hour, with its last) instead of grouping
 * its rows: ~26,000 such visits of a big item's month cost a visit statement
 * ~25 ms of grouping by session.
 *
 * Settling computes the spans of the sessions whose rows it touched
 * (whole-visits.ts); until then a visit with a row in an unsettled hour has
 * none. A span that a late event outgrew still holds its rows' parts: a read
 * holding both its hours and not the late one groups exactly those rows, and
 * a read holding the late hour reads the unsettled case.
 */
export const spanColumnsDdl = ['span_first TIMESTAMP', 'span_last TIMESTAMP'];

const alike = ['tenant_id', 'item_id', 'visitor_id', 'is_bot', ...rollupDimensions];

/**
 * Gives the visits of the sessions in `sessions` (a table of session_id) their
 * spans, where their rows are all settled and alike, and clears the others';
 * the first hours of the spans before and after go into `changed` (their
 * whole sums change). In the caller's transaction, after the settled hours
 * have left rollup_unsettled.
 */
export async function keepSpans(connection: DuckDBConnection, sessions: string, changed: string): Promise<void> {
  const ofSessions = `session_id IN (SELECT session_id FROM ${sessions})`;
  await connection.run(
    `INSERT INTO ${changed} SELECT DISTINCT span_first FROM visit_rollup WHERE ${ofSessions} AND span_first IS NOT NULL`,
  );
  await connection.run(
    `UPDATE visit_rollup SET span_first = NULL, span_last = NULL WHERE ${ofSessions} AND span_first IS NOT NULL`,
  );
  const open = `SELECT session_id FROM visit_rollup WHERE ${ofSessions} AND time IN (SELECT time FROM rollup_unsettled)`;
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE spans AS SELECT session_id, min(time) AS first, max(time) AS last FROM visit_rollup WHERE ${ofSessions} AND session_id <> '' AND session_id NOT IN (${open}) GROUP BY session_id HAVING count(*) > 1 AND count(DISTINCT (${alike.join(', ')})) = 1`,
  );
  await connection.run(
    'UPDATE visit_rollup SET span_first = spans.first, span_last = spans.last FROM spans WHERE visit_rollup.session_id = spans.session_id',
  );
  await connection.run(`INSERT INTO ${changed} SELECT DISTINCT first FROM spans`);
  await connection.run('DROP TABLE spans');
}

/**
 * Each spanned visit as one row of the visit rollup's form, at its first hour
 * (`time`) with its last (`last`): its parts summed, its instants the first
 * and last of its rows, its previous hours the least of its rows' (only its
 * first row in a partition may have none: the others follow it).
 */
export function spannedVisitsSql(): string {
  const keys = [...rollupKeys, 'is_bot'];
  const firsts = firstColumnNames('visit_rollup');
  const columns = [
    'span_first AS time',
    'span_last AS last',
    ...keys,
    ...rollupSums.map((s) => `sum(${storedName(s)}) AS ${storedName(s)}`),
    'min(t_min) AS t_min',
    'max(t_max) AS t_max',
    'min(p_min) AS p_min',
    'max(p_max) AS p_max',
    ...firsts.map((c) => `min(${c}) AS ${c}`),
  ];
  return `SELECT ${columns.join(', ')} FROM visit_rollup WHERE span_first IS NOT NULL GROUP BY span_first, span_last, ${keys.join(', ')}`;
}

/**
 * What a read over [fromMs, toMs) (and, for a time bucket, `bucketOf` a
 * column's bucket) takes of spans: `covered`, whether a row's visit is a span
 * it holds whole (both hours in the range and in one bucket), and `summed`,
 * the whole sums' rows it adds (those of whole rows, whose last hour is their
 * own, and of the spans it holds).
 */
export function spanReadSql(
  fromMs: number,
  toMs: number,
  bucketOf?: (column: string) => string,
): { covered: string; summed: string } {
  const before = `epoch_ms(${sqlInteger(toMs)})`;
  const covered = `span_first >= epoch_ms(${sqlInteger(fromMs)}) AND span_last < ${before}`;
  const summed = `last < ${before}`;
  if (!bucketOf) return { covered, summed };
  const same = (first: string, last: string) => `${bucketOf(first)} = ${bucketOf(last)}`;
  return {
    covered: `${covered} AND ${same('span_first', 'span_last')}`,
    summed: `${summed} AND ${same('time', 'last')}`,
  };
}

/** The whole sums' rows of whole rows only (their last hour is their own), for a read that takes no span. */
export const unspannedSql = 'last = time';

/** After a tenant's rows before `beforeHourMs` are deleted: the spans that began there are no longer whole. */
export const clearSpansBeforeSql = (tenant: string, beforeHourMs: number) =>
  `UPDATE visit_rollup SET span_first = NULL, span_last = NULL WHERE tenant_id = ${tenant} AND span_first < epoch_ms(${sqlInteger(beforeHourMs)})`;
