import type { DuckDBConnection } from '@duckdb/node-api';
import { type AnalyticsDimension, bucketLabel, type QueryDescription, type TimeGranularity } from '@osm5/shared';
import { isTimeDimension, type MillisRange } from './query-builder.ts';
import { type FirstRow, type NameOnce, rollupDimensions } from './rollup.ts';
import { sqlIdentifier, sqlInteger } from './sql-literal.ts';

/**
 * Visitor firsts in the embedded visit rollup: distinct visitors counted
 * without comparing their ids. Each row keeps the hour of its visitor's row
 * before it (`prev_hour`), and of its visitor's row before it with the same
 * value of each dimension (`prev_country`…): among a visitor's rows in a
 * range, exactly one has its previous row before the range (its first one
 * there), so the visitors of the range are its rows whose previous hour is
 * before the range's first; of a value, its rows whose previous hour with that
 * value is; of a time bucket, its rows whose previous hour is before the
 * bucket's first hour in the range. A count of integers compared with a
 * constant, where counting distinct ids hashes every one (half of a statement
 * over a big item: ~30 of ~90 ms of CPU for 400,000 visits).
 *
 * A visitor is a visitor id of the rows the description reads, its bot flag
 * included (firsts are kept per tenant, item, bot flag and visitor id): so
 * only descriptions of one item, without filters and without bots use them.
 * Rows get their firsts when their hour is settled (whole-visits.ts): every
 * row of the visitors having a row in the settled hours, or in their sessions,
 * gets its previous hours again (a late event changes those of the rows after
 * it). Until then a row has none, and a read that reads such a row counts ids
 * (wholeVisitRows, in the statement's own snapshot). The engine counts a
 * visit's visitor as the least of its ids: the hours of a session carrying
 * several (which the tracker never makes: its sessions are per visitor) are
 * left unsettled, so reads of them count ids too.
 */

/** What a previous hour is when the visitor has no row before (a row is then its visitor's first). */
const NONE = -1;
/** What a previous hour is when a row has no visitor id: never a first (the engine counts no empty id). */
const NEVER = 2_147_483_647;
const HOUR = 3_600_000;

interface FirstColumn {
  name: string;
  /** the dimension whose value the previous row shares, or none */
  dimension?: AnalyticsDimension;
}

export const firstColumns: readonly FirstColumn[] = [
  { name: 'prev_hour' },
  ...rollupDimensions.map((dimension) => ({ name: `prev_${dimension}`, dimension })),
];

/** The columns the visit rollup adds for firsts (NULL until its hour is settled). */
export const firstColumnsDdl = firstColumns.map((c) => `${c.name} INTEGER`);

/** A row without firsts (not settled since it was written). */
export const withoutFirsts = 'prev_hour IS NULL';

const visitorKey = ['tenant_id', 'item_id', 'is_bot', 'visitor_id'];

/**
 * Computes the firsts of the rows of the visitors having a row meeting
 * `touched` or in a session that has one, in the caller's transaction, after
 * the settled hours have left rollup_unsettled. Only rows of settled hours
 * get them: a row of an unsettled hour may belong to a visit whose other row
 * is still marked whole, which only settling its hour unmarks. The hours of
 * sessions carrying several visitor ids go back to rollup_unsettled.
 */
export async function keepFirsts(connection: DuckDBConnection, touched: string): Promise<void> {
  const sessions = `SELECT session_id FROM visit_rollup WHERE ${touched} AND session_id <> ''`;
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE first_visitors AS SELECT DISTINCT ${visitorKey.join(', ')} FROM visit_rollup WHERE ${touched} OR session_id IN (${sessions})`,
  );
  const rowsOfVisitors = `(${visitorKey.join(', ')}) IN (SELECT * FROM first_visitors)`;
  await connection.run(
    `INSERT INTO rollup_unsettled SELECT DISTINCT time FROM visit_rollup WHERE session_id IN (SELECT session_id FROM visit_rollup WHERE ${rowsOfVisitors} AND session_id <> '' GROUP BY session_id HAVING count(DISTINCT visitor_id) > 1)`,
  );
  const prev = (c: FirstColumn) => {
    const partition = [...visitorKey, ...(c.dimension ? [sqlIdentifier(c.dimension)] : [])];
    return `CASE WHEN visitor_id = '' THEN ${NEVER} ELSE coalesce(lag(h) OVER (PARTITION BY ${partition.join(', ')} ORDER BY time, t_min, rowid), ${NONE}) END AS ${c.name}`;
  };
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE firsts AS SELECT rowid AS rid, ${firstColumns.map(prev).join(', ')} FROM (SELECT rowid, *, (epoch(time) // 3600)::INTEGER AS h FROM visit_rollup WHERE ${rowsOfVisitors})`,
  );
  await connection.run(
    `UPDATE visit_rollup SET ${firstColumns.map((c) => `${c.name} = firsts.${c.name}`).join(', ')} FROM firsts WHERE visit_rollup.rowid = firsts.rid AND visit_rollup.time NOT IN (SELECT time FROM rollup_unsettled)`,
  );
  for (const table of ['first_visitors', 'firsts']) await connection.run(`DROP TABLE ${table}`);
}

/**
 * After a tenant's rows before `beforeHourMs` are deleted: a previous hour
 * among them now means no row before.
 */
export function forgetFirstsBeforeSql(tenant: string, beforeHourMs: number): string {
  const cut = sqlInteger(Math.floor(beforeHourMs / HOUR));
  const set = firstColumns.map((c) => `${c.name} = CASE WHEN ${c.name} < ${cut} THEN ${NONE} ELSE ${c.name} END`);
  return `UPDATE visit_rollup SET ${set.join(', ')} WHERE tenant_id = ${tenant} AND (${firstColumns.map((c) => `${c.name} < ${cut}`).join(' OR ')})`;
}

/** Ranges of more hours than this count ids for time buckets (each hour's bucket start is written into the SQL). */
const MAX_LISTED_HOURS = 4_400;

/**
 * How a row says it is its visitor's first for this description, grouped by
 * `dims`; undefined when firsts cannot answer it (filters, bots, unique
 * clicks, more than one dimension, a long range of time buckets).
 */
export function firstRowOf(
  q: QueryDescription,
  dims: readonly AnalyticsDimension[],
  range: MillisRange,
  once: NameOnce = (list) => list,
): FirstRow | undefined {
  if (!q.metrics.includes('visitors') || q.metrics.includes('unique_clicks')) return undefined;
  // firsts are per item: a scope of one item and nothing else, read whole
  const { workspaceId, itemId, itemIds } = q.scope;
  if (itemId === undefined || workspaceId !== undefined || itemIds !== undefined) return undefined;
  if (q.filters.length > 0 || q.includeBots || q.segment || dims.length > 1) return undefined;
  const fromHour = range.fromMs / HOUR;
  const [dim] = dims;
  if (dim === undefined) return { column: 'prev_hour', before: sqlInteger(fromHour) };
  if (isTimeDimension(dim)) {
    const hours = (range.toMs - range.fromMs) / HOUR;
    if (hours > MAX_LISTED_HOURS) return undefined;
    return { column: 'prev_hour', before: bucketStartSql(dim, q.timeZone, range, hours, once) };
  }
  const column = firstColumns.find((c) => c.dimension === dim);
  return column ? { column: column.name, before: sqlInteger(fromHour) } : undefined;
}

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
  return `${once(`[${starts.join(', ')}]`)}[(epoch_ms(time) - ${sqlInteger(range.fromMs)}) // ${HOUR} + 1]`;
}
