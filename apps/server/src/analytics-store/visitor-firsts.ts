import type { DuckDBConnection } from '@duckdb/node-api';
import { type AnalyticsDimension, bucketLabel, type QueryDescription, type TimeGranularity } from '@osm5/shared';
import { byHourOfRange } from './compile-duckdb.ts';
import { isTimeDimension, type MillisRange } from './query-builder.ts';
import { HOUR, readsViewsOnly, rollupDimensions } from './rollup.ts';
import { MAX_LISTED_HOURS } from './rollup-read.ts';
import type { FirstRow, NameOnce } from './rollup-reader.ts';
import { sqlIdentifier, sqlInteger } from './sql-literal.ts';
import type { WholeUnit } from './whole-visits.ts';

/**
 * Visitor firsts in the embedded rollups: distinct visitors counted without
 * comparing their ids. Each visit rollup row keeps the hour of its visitor's
 * row before it (`prev_hour`), and of its visitor's row before it with the
 * same value of each dimension (`prev_country`…), and among its rows with page
 * views (`prev_views`, for the visit rollup read for page views); each page-view row of the
 * page rollup, of its visitor's page-view row of the same path before it
 * (`prev_path`). Among a visitor's rows in a range, exactly one has its
 * previous row before the range (its first one there), so the visitors of the
 * range are its rows whose previous hour is before the range's first; of a
 * value, its rows whose previous hour with that value is; of a time bucket,
 * its rows whose previous hour is before the bucket's first hour in the
 * range. A count of integers compared with a constant, where counting
 * distinct ids hashes every one (half of a statement over a big item: ~30 of
 * ~90 ms of CPU for 400,000 visits).
 *
 * A visitor is a visitor id of the rows the description reads, its bot flag
 * included (firsts are kept per tenant, item, bot flag and visitor id): so
 * only descriptions of one item, without filters and without bots use them.
 * Rows get their firsts when their hour is settled (whole-visits.ts): every
 * row of the visitors having a row in the settled hours, or in their sessions,
 * gets its previous hours again (a late event changes those of the rows after
 * it). Until then a row has none, and a read that reads such a row counts ids
 * (wholeRowsOf, in the statement's own snapshot). The engine counts a visit's
 * visitor as the least of its ids: the hours of a session carrying several
 * (which the tracker never makes: its sessions are per visitor) are left
 * unsettled, so reads of them count ids too.
 */

/** What a previous hour is when the visitor has no row before (a row is then its visitor's first). */
const NONE = -1;
/** What a previous hour is when a row has no visitor id: never a first (the engine counts no empty id). */
const NEVER = 2_147_483_647;

interface FirstColumn {
  name: string;
  /** the dimension whose value the previous row shares, or none */
  dimension?: AnalyticsDimension;
  /** among the rows with page views only (the visit rollup read for page views: rollup.ts viewsOfVisits) */
  views?: true;
}

/**
 * Each unit's rollup keeps its rows' previous hours: the visit rollup overall
 * and per dimension, the page rollup per path (among page views: the pages
 * report's visitors of a path). The first column says whether a row has them.
 */
const columnsOf: Record<WholeUnit['rollup'], readonly [FirstColumn, ...FirstColumn[]]> = {
  visit_rollup: [
    { name: 'prev_hour' },
    ...rollupDimensions.map((dimension) => ({ name: `prev_${dimension}`, dimension })),
    { name: 'prev_views', views: true },
  ],
  page_rollup: [{ name: 'prev_path', dimension: 'path' }],
};

/**
 * The first columns of the rows a unit's rollup reads per value of
 * `dimension` (or of no dimension: overall, and among page views), with the
 * count the whole sums keep of their rows without a previous row
 * (whole-sums.ts): such a row is its visitor's first in any range.
 */
export const firstColumnsOf = (rollup: WholeUnit['rollup'], dimension?: AnalyticsDimension) =>
  columnsOf[rollup].filter((c) => c.dimension === dimension).map((c) => c.name);
export const noneCountOf = (column: string) => `${column}_none`;
/** Every first column of a rollup. */
export const firstColumnNames = (rollup: WholeUnit['rollup']) => columnsOf[rollup].map((c) => c.name);
export const isNoneSql = (column: string) => `${column} = ${NONE}`;

/** The columns a rollup adds for firsts (NULL until its hour is settled). */
export const firstColumnsDdl = (rollup: WholeUnit['rollup']) => columnsOf[rollup].map((c) => `${c.name} INTEGER`);

/** A row of the unit without firsts (not settled since it was written). */
export const withoutFirsts = (unit: WholeUnit) => `${columnsOf[unit.rollup][0].name} IS NULL`;

const visitorKey = ['tenant_id', 'item_id', 'is_bot', 'visitor_id'];

/**
 * Computes the firsts of the rows of the visitors having a visit rollup row
 * meeting `touched` or in a session that has one (a page view of theirs is
 * such a row too), in both rollups, in the caller's transaction, after the
 * settled hours have left rollup_unsettled. Only rows of settled hours get
 * them: a row of an unsettled hour may belong to a unit whose other row is
 * still marked whole, which only settling its hour unmarks. The hours of
 * sessions carrying several visitor ids go back to rollup_unsettled first.
 */
export async function keepFirsts(
  connection: DuckDBConnection,
  units: readonly WholeUnit[],
  touched: string,
  changed: string,
): Promise<void> {
  const sessions = `SELECT session_id FROM visit_rollup WHERE ${touched} AND session_id <> ''`;
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE first_visitors AS SELECT DISTINCT ${visitorKey.join(', ')} FROM visit_rollup WHERE ${touched} OR session_id IN (${sessions})`,
  );
  const ofVisitors = `(${visitorKey.join(', ')}) IN (SELECT * FROM first_visitors)`;
  await connection.run(
    `INSERT INTO rollup_unsettled SELECT DISTINCT time FROM visit_rollup WHERE session_id IN (SELECT session_id FROM visit_rollup WHERE ${ofVisitors} AND session_id <> '' GROUP BY session_id HAVING count(DISTINCT visitor_id) > 1)`,
  );
  for (const { rollup, rows, summed, summedAt } of units) {
    const columns = columnsOf[rollup];
    const prev = (c: FirstColumn) => {
      const partition = [
        ...visitorKey,
        ...(c.dimension ? [sqlIdentifier(c.dimension)] : []),
        ...(c.views ? ['s_pv > 0'] : []),
      ];
      const never = c.views ? "visitor_id = '' OR s_pv = 0" : "visitor_id = ''";
      return `CASE WHEN ${never} THEN ${NEVER} ELSE coalesce(lag(h) OVER (PARTITION BY ${partition.join(', ')} ORDER BY time, t_min, rowid), ${NONE}) END AS ${c.name}`;
    };
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE firsts AS SELECT rowid AS rid, ${columns.map(prev).join(', ')} FROM (SELECT rowid, *, (epoch(time) // 3600)::INTEGER AS h FROM ${rollup} WHERE ${rows} AND ${ofVisitors})`,
    );
    const kept = `${rollup}.rowid = firsts.rid AND ${rollup}.time NOT IN (SELECT time FROM rollup_unsettled)`;
    // a row summed (whole, or of a span) that gains or loses a previous row changes the whole sums holding it
    const noneChanges = columns.map(
      (c) => `(${rollup}.${c.name} = ${NONE}) IS DISTINCT FROM (firsts.${c.name} = ${NONE})`,
    );
    await connection.run(
      `INSERT INTO ${changed} SELECT DISTINCT ${summedAt} FROM ${rollup}, firsts WHERE ${kept} AND ${summed} AND (${noneChanges.join(' OR ')})`,
    );
    await connection.run(
      `UPDATE ${rollup} SET ${columns.map((c) => `${c.name} = firsts.${c.name}`).join(', ')} FROM firsts WHERE ${kept}`,
    );
  }
  for (const table of ['first_visitors', 'firsts']) await connection.run(`DROP TABLE ${table}`);
}

/**
 * The hours of the whole sums holding a tenant's rows whose previous hour is
 * before `beforeHourMs` (forgotten by forgetFirstsBeforeSql: those sums change).
 */
export function forgottenHoursSql(unit: WholeUnit, tenant: string, beforeHourMs: number): string {
  const cut = sqlInteger(Math.floor(beforeHourMs / HOUR));
  const forgotten = columnsOf[unit.rollup].map((c) => `(${c.name} > ${NONE} AND ${c.name} < ${cut})`);
  return `SELECT DISTINCT ${unit.summedAt} FROM ${unit.rollup} WHERE tenant_id = ${tenant} AND ${unit.summed} AND (${forgotten.join(' OR ')})`;
}

/**
 * After a tenant's rows before `beforeHourMs` are deleted: a previous hour
 * among them now means no row before.
 */
export function forgetFirstsBeforeSql(rollup: WholeUnit['rollup'], tenant: string, beforeHourMs: number): string {
  const cut = sqlInteger(Math.floor(beforeHourMs / HOUR));
  const columns = columnsOf[rollup];
  const set = columns.map((c) => `${c.name} = CASE WHEN ${c.name} < ${cut} THEN ${NONE} ELSE ${c.name} END`);
  return `UPDATE ${rollup} SET ${set.join(', ')} WHERE tenant_id = ${tenant} AND (${columns.map((c) => `${c.name} < ${cut}`).join(' OR ')})`;
}

/**
 * How a row of the unit's rollup says it is its visitor's first for this
 * description, grouped by `dims`; undefined when firsts cannot answer it
 * (filters, bots, unique clicks, more than one dimension, a long range of
 * time buckets). `views`: the visit rollup read for page views only; the page
 * rollup answers page views by path.
 */
export const firstRowOf =
  (unit: WholeUnit, { views = false } = {}) =>
  (
    q: QueryDescription,
    dims: readonly AnalyticsDimension[],
    range: MillisRange,
    once: NameOnce = (list) => list,
  ): FirstRow | undefined => {
    if (!q.metrics.includes('visitors') || q.metrics.includes('unique_clicks')) return undefined;
    // firsts are per item: a scope of one item and nothing else, read whole (page views whole, where those are read)
    const { workspaceId, itemId, itemIds } = q.scope;
    if (itemId === undefined || workspaceId !== undefined || itemIds !== undefined) return undefined;
    const viewsRead = views || unit.rollup === 'page_rollup';
    if (q.filters.length !== (viewsRead ? 1 : 0) || (viewsRead && !readsViewsOnly(q))) return undefined;
    if (q.includeBots || q.segment || dims.length > 1) return undefined;
    const fromHour = range.fromMs / HOUR;
    const [dim] = dims;
    const columns = columnsOf[unit.rollup].filter((c) => !c.views === !views);
    const first = (column: FirstColumn, before: string): FirstRow => ({
      column: column.name,
      before,
      returning: `${column.name} > ${NONE}`,
      none: noneCountOf(column.name),
    });
    if (dim === undefined || isTimeDimension(dim)) {
      const column = columns.find((c) => !c.dimension);
      if (!column) return undefined;
      if (dim === undefined) return first(column, sqlInteger(fromHour));
      const hours = (range.toMs - range.fromMs) / HOUR;
      if (hours > MAX_LISTED_HOURS) return undefined;
      return first(column, bucketStartSql(dim, q.timeZone, range, hours, once));
    }
    const column = columns.find((c) => c.dimension === dim);
    return column ? first(column, sqlInteger(fromHour)) : undefined;
  };

/**
 * Each hour's bucket's first hour in the range, looked up by the row's hour
 * (a UTC hour lies in one bucket: rollupFor reads the rollup only then).
 */
function bucketStartSql(
  dim: TimeGranularity,
  timeZone: string,
  range: MillisRange,
  hours: number,
  once: NameOnce,
): string {
  const fromHour = range.fromMs / HOUR;
  const starts: number[] = [];
  let previous = '';
  for (let i = 0; i < hours; i++) {
    const label = bucketLabel(range.fromMs + i * HOUR, timeZone, dim);
    starts.push(label === previous ? (starts[i - 1] as number) : fromHour + i);
    previous = label;
  }
  return byHourOfRange(once(`[${starts.join(', ')}]`), range.fromMs);
}
