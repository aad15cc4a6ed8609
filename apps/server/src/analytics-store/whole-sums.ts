import type { DuckDBConnection } from '@duckdb/node-api';
import { type AnalyticsDimension, isVisitDimension, type QueryDescription } from '@osm5/shared';
import { isTimeDimension } from './query-builder.ts';
import {
  fractionalSums,
  readsViewsOnly,
  rollupDimensions,
  rollupSpans,
  rollupSums,
  rollups,
  storedName,
} from './rollup.ts';
import { sqlIdentifier, sqlInteger } from './sql-literal.ts';
import { spannedVisitsSql } from './visit-spans.ts';
import { firstColumnNames, firstColumnsOf, isNoneSql, noneCountOf } from './visitor-firsts.ts';
import type { WholeUnit } from './whole-visits.ts';

/**
 * Whole sums in the embedded store: per UTC hour, per item (and bot flag, and
 * workspace), and per value of one dimension or none, the sums of the rows
 * that are whole units (whole-visits.ts), and of the visits that are spans
 * (visit-spans.ts: at their first hour, with their last, `last`; a whole row's
 * is its own), with what the visit form counts of
 * them: how many visits (`w`), bounces (`bn`: one page view), visits with page
 * views (`vw`), visits with an order (`gw`), and
 * their durations (`dur`; `pdur` over page views only, for the visit rollup
 * read for page views). A whole row is a visit as it is, so a read in the
 * settled case (whole-visits.ts wholeRowsOf) adds the few hundred rows of a
 * month's sums instead of reading the ~400,000 whole rows they sum, and
 * groups the other rows into visits as before (rollup-read.ts).
 *
 * A sum is always the sum of its hour's whole rows: settling an hour writes
 * its sums again, and those of the hours whose rows it unmarked; compacting an
 * hour (which writes its rows unmarked) deletes them; deleting rows deletes
 * theirs. Visitors are summed only where a row has no previous row (its
 * visitor's first in any range: `prev_…_none`); a row with a previous hour is
 * a first where that hour is before the range's first (visitor-firsts.ts), so
 * a read counts those from the rows, and the sums of the hours where a whole
 * row gains or loses a previous row (a late event, a retention cut) are
 * written again.
 */

/** The sums of a unit's rollup: the visit rollup's overall and per dimension, the page rollup's per path. */
const groupings: Record<WholeUnit['rollup'], readonly (AnalyticsDimension | undefined)[]> = {
  visit_rollup: [undefined, ...rollupDimensions],
  page_rollup: ['path'],
};

export interface WholeSum {
  table: string;
  unit: WholeUnit;
  /** the dimension its rows are per value of, or none */
  dimension?: AnalyticsDimension;
}

export const sumsOf = (unit: WholeUnit): WholeSum[] =>
  groupings[unit.rollup].map((dimension) => ({
    table: `${unit.rollup.replace('_rollup', '')}_sum${dimension ? `_${dimension}` : ''}`,
    unit,
    ...(dimension ? { dimension } : {}),
  }));

/** The keys of a sum's rows besides the hour. */
const keysOf = (sum: WholeSum) => [
  'tenant_id',
  'item_id',
  'is_bot',
  ...new Set(['workspace_id', ...(sum.dimension ? [sqlIdentifier(sum.dimension)] : [])]),
];

/**
 * A counted column and what it sums (or counts) of the whole rows; pdur in the
 * visit rollup only; the rows without a previous row for each first column of
 * the sum's grouping (visitor-firsts.ts firstColumnsOf).
 */
const counts = ({ unit, dimension }: WholeSum): [string, string, string][] => [
  ['w', 'BIGINT', 'count(*)'],
  ['bn', 'BIGINT', 'count(*) FILTER (WHERE s_pv = 1)'],
  ['vw', 'BIGINT', 'count(*) FILTER (WHERE s_pv >= 1)'],
  ['gw', 'BIGINT', 'count(*) FILTER (WHERE s_o > 0)'],
  ['dur', 'BIGINT', 'sum(t_max - t_min)'],
  ...(unit.rollup === 'visit_rollup'
    ? [['pdur', 'BIGINT', 'coalesce(sum(p_max - p_min) FILTER (WHERE s_pv > 0), 0)'] as [string, string, string]]
    : []),
  ...firstColumnsOf(unit.rollup, dimension).map(
    (c) => [noneCountOf(c), 'BIGINT', `count(*) FILTER (WHERE ${isNoneSql(c)})`] as [string, string, string],
  ),
];

export function wholeSumDdl(sum: WholeSum): string {
  const columns = [
    'time TIMESTAMP NOT NULL',
    'last TIMESTAMP NOT NULL',
    ...keysOf(sum).map((k) => `${k} ${k === 'is_bot' ? 'BOOLEAN' : 'VARCHAR'} NOT NULL`),
    ...rollupSums.map((s) => `${storedName(s)} ${fractionalSums.includes(s) ? 'DOUBLE' : 'BIGINT'} NOT NULL`),
    ...counts(sum).map(([name, type]) => `${name} ${type} NOT NULL`),
  ];
  return `CREATE TABLE ${sum.table} (\n  ${columns.join(',\n  ')}\n)`;
}

/**
 * The units a unit's sums sum, as rows of its rollup's form with the hour of
 * their last row (`last`): its whole rows, and the visits that are spans
 * (visit-spans.ts), each at its first hour.
 */
function summedUnitsSql(unit: WholeUnit): string {
  const rollup = rollups.find((r) => r.name === unit.rollup);
  if (!rollup) throw new Error(`no rollup ${unit.rollup}`);
  const columns = [
    ...rollup.keys,
    'is_bot',
    ...rollupSums.map(storedName),
    ...rollupSpans(rollup).map((s) => s.name),
    ...firstColumnNames(unit.rollup),
  ];
  const whole = `SELECT time, time AS last, ${columns.join(', ')} FROM ${unit.rollup} WHERE whole AND ${unit.rows}`;
  return unit.spans ? `${whole} UNION ALL BY NAME ${spannedVisitsSql()}` : whole;
}

/**
 * Writes again the sums of `hours` (epoch ms of UTC hours; `all`: every hour),
 * in the caller's transaction. The hours are written into the statements, so
 * that each scan reads only the row groups of their range.
 */
export async function resum(
  connection: DuckDBConnection,
  units: readonly WholeUnit[],
  hours: 'all' | readonly number[],
): Promise<void> {
  if (hours !== 'all' && hours.length === 0) return;
  const which = hours === 'all' ? 'true' : hoursSql(hours);
  for (const unit of units) {
    for (const sum of sumsOf(unit)) {
      const keys = ['time', 'last', ...keysOf(sum)];
      const values = [...rollupSums.map((s) => `sum(${storedName(s)})`), ...counts(sum).map(([, , value]) => value)];
      const columns = [...keys, ...rollupSums.map(storedName), ...counts(sum).map(([name]) => name)];
      await connection.run(`DELETE FROM ${sum.table} WHERE ${which}`);
      await connection.run(
        `INSERT INTO ${sum.table} (${columns.join(', ')}) SELECT ${[...keys, ...values].join(', ')} FROM (${summedUnitsSql(unit)}) AS units WHERE ${which} GROUP BY ${keys.join(', ')} ORDER BY tenant_id, item_id, time`,
      );
    }
  }
}

/** The hours in a list, with their bounds (which the scans prune row groups by). */
function hoursSql(hours: readonly number[]): string {
  const at = (ms: number) => `epoch_ms(${sqlInteger(ms)})`;
  const bounds = `time >= ${at(Math.min(...hours))} AND time <= ${at(Math.max(...hours))}`;
  return `${bounds} AND time IN (${hours.map(at).join(', ')})`;
}

/** The hours (epoch ms) in a table's `time` column. */
export async function hoursIn(connection: DuckDBConnection, table: string): Promise<number[]> {
  const reader = await connection.runAndReadAll(
    `SELECT DISTINCT epoch_ms(time) FROM ${table} WHERE time IS NOT NULL ORDER BY 1`,
  );
  return reader.getRows().map(([ms]) => Number(ms));
}

/** Deletes the sums of the rows meeting `where` (a condition on the hour and the keys every sum has). */
export const deleteSumsSql = (units: readonly WholeUnit[], where: string): string[] =>
  units.flatMap((unit) => sumsOf(unit).map((sum) => `DELETE FROM ${sum.table} WHERE ${where}`));

/**
 * The sum a read of the unit's whole rows for `q`, grouped by `dims`, adds
 * instead of those rows, if any: its rows must be the rows the read takes
 * (no filter but the page-view filter of a read of page views: `views`, or of
 * the page rollup), grouped by the sum's dimension or by time or not at all.
 */
export function wholeSumFor(
  unit: WholeUnit,
  q: QueryDescription,
  dims: readonly AnalyticsDimension[],
  { views = false } = {},
): WholeSum | undefined {
  const viewsRead = views || unit.rollup === 'page_rollup';
  if (q.filters.length !== (viewsRead ? 1 : 0) || (viewsRead && !readsViewsOnly(q))) return undefined;
  // every metric of the rollups (rollup.ts) but unique clicks, which need each visit's visitor id
  if (q.segment || q.metrics.includes('unique_clicks') || dims.length > 1) return undefined;
  const [dim] = dims;
  if (dim !== undefined && isVisitDimension(dim)) return undefined;
  const grouping = dim === undefined || isTimeDimension(dim) ? undefined : dim;
  return sumsOf(unit).find((s) => s.dimension === grouping);
}
