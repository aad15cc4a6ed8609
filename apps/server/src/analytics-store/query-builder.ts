import {
  type AnalyticsDimension,
  type AnalyticsFilter,
  isComputedDimension,
  isDerivedDimension,
  isOrderLineDimension,
  isVisitDimension,
  type QueryDescription,
  sessionMetrics,
  type TimeGranularity,
  timeGranularities,
  VISITOR_LOOKBACK_DAYS,
} from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { overEventsSql, overVisitsSql, visitDimensionSql, visitPartsSql } from './metric-sql.ts';
import { orderIdsSql, orderLinesSource } from './order-lines.ts';
import { sqlIdentifier, sqlInteger } from './sql-literal.ts';
import { vitalRatingSql } from './vital-rating-sql.ts';

/**
 * One builder for both dialects: scope, range and filters become the WHERE
 * clause, dimensions and metrics the SELECT. Output columns get neutral aliases
 * (d0, m0...) because ClickHouse rejects `sum(value) AS value`, and so that no
 * user-facing name ever needs quoting.
 */
export interface MillisRange {
  fromMs: number;
  toMs: number;
}

export const isTimeDimension = (d: AnalyticsDimension): d is TimeGranularity =>
  (timeGranularities as readonly string[]).includes(d);

export const dimensionAlias = (i: number) => `d${i}`;
export const metricAlias = (i: number) => `m${i}`;

/** Whether `value` (an SQL expression) passes the filter's test. */
function testSql(d: Dialect, value: string, f: AnalyticsFilter): string {
  switch (f.op) {
    case 'eq':
      return `${value} = ${d.string(f.value)}`;
    case 'neq':
      return `${value} != ${d.string(f.value)}`;
    case 'contains':
      return d.contains(value, f.value);
    case 'starts_with':
      return d.startsWith(value, f.value);
    case 'in':
      return `${value} IN (${f.values.map(d.string).join(', ')})`;
    case 'not_in':
      return `${value} NOT IN (${f.values.map(d.string).join(', ')})`;
  }
}

/** The test a negative filter (neq, not_in) is the negation of; a positive filter is its own. */
function positiveOf(f: AnalyticsFilter): AnalyticsFilter {
  if (f.op === 'neq') return { dimension: f.dimension, op: 'eq', value: f.value };
  if (f.op === 'not_in') return { dimension: f.dimension, op: 'in', values: f.values };
  return f;
}

/**
 * A filter on a column or a derived dimension tests each event; one on a visit
 * dimension keeps the events of the visits whose entry or exit page, read over
 * the scope and range as the dimension reads it (no filters), passes the test;
 * one on a product keeps the orders holding a line that passes it (neq and
 * not_in: the events holding no line of those products, other events
 * included).
 */
function filterSql(d: Dialect, q: QueryDescription, range: MillisRange, f: AnalyticsFilter): string {
  if (isOrderLineDimension(f.dimension)) {
    const positive = positiveOf(f);
    const ids = orderIdsSql(d, and(scopeSql(d, q, range)), f.dimension, (value) => testSql(d, value, positive));
    return `id ${positive === f ? 'IN' : 'NOT IN'} (${ids})`;
  }
  if (isVisitDimension(f.dimension)) {
    const scope = and(scopeSql(d, q, range));
    const page = visitDimensionSql(d, f.dimension);
    return `${visitKey} IN (SELECT ${visitKey} FROM ${d.table} WHERE ${scope} GROUP BY ${visitKey} HAVING ${testSql(d, page, f)})`;
  }
  const column = isDerivedDimension(f.dimension) ? visitorTypeSql(d, q, range) : sqlIdentifier(f.dimension);
  return testSql(d, column, f);
}

/** A visit's key: its session id, or for an event outside any session (a link click) the event's own id. */
const visitKey = "CASE WHEN session_id <> '' THEN session_id ELSE id END";

/** Tenancy first: every query is inside one organisation, whatever else it asks. */
export function scopeSql(d: Dialect, q: QueryDescription, range: MillisRange): string[] {
  const { scope } = q;
  const parts = [`tenant_id = ${d.string(scope.tenantId)}`];
  if (scope.workspaceId !== undefined) parts.push(`workspace_id = ${d.string(scope.workspaceId)}`);
  if (scope.itemId !== undefined) parts.push(`item_id = ${d.string(scope.itemId)}`);
  if (scope.itemIds !== undefined) parts.push(`item_id IN (${scope.itemIds.map(d.string).join(', ')})`);
  parts.push(d.range(range.fromMs, range.toMs));
  if (!q.includeBots) parts.push(d.notBot);
  return parts;
}

export const and = (parts: string[]) => parts.map((p) => `(${p})`).join(' AND ');

export function whereSql(d: Dialect, q: QueryDescription, range: MillisRange): string {
  const parts = scopeSql(d, q, range);
  for (const f of q.filters) parts.push(filterSql(d, q, range, f));
  const { filters, also } = q.segment ?? {};
  for (const list of [filters, also]) {
    if (!list) continue;
    // whole visits: those with an event, in the same scope and range, that matches every filter of the list
    const matching = and([...scopeSql(d, q, range), ...list.map((f) => filterSql(d, q, range, f))]);
    parts.push(`${visitKey} IN (SELECT ${visitKey} FROM ${d.table} WHERE ${matching})`);
  }
  return and(parts);
}

const DAY_MS = 86_400_000;

/** Where a visitor's first event is looked for: the scope (bots as asked, no filters), from the lookback to the range's end. */
function lookbackSql(d: Dialect, q: QueryDescription, range: MillisRange): string {
  const from = range.fromMs - VISITOR_LOOKBACK_DAYS * DAY_MS;
  return and([...scopeSql(d, q, { fromMs: from, toMs: range.toMs }), "visitor_id <> ''"]);
}

/**
 * The keys (as `key` computes them) of the visits that hold their visitor's
 * first event of the lookback: the new visits. Two uncorrelated IN
 * subqueries over the item's slice, which ClickHouse 18.16 runs as sets.
 */
export function newVisitKeysSql(d: Dialect, q: QueryDescription, range: MillisRange, key = visitKey): string {
  const lookback = lookbackSql(d, q, range);
  const first = `SELECT visitor_id, min(${d.timeMs}) FROM ${d.table} WHERE ${lookback} GROUP BY visitor_id`;
  return `SELECT ${key} FROM ${d.table} WHERE ${lookback} AND (visitor_id, ${d.timeMs}) IN (${first})`;
}

/** `visitor_type` of an event: '' without a visitor, `new` in its visitor's first visit, else `returning`. */
export function visitorTypeSql(d: Dialect, q: QueryDescription, range: MillisRange, key = visitKey): string {
  return `CASE WHEN visitor_id = '' THEN '' WHEN ${key} IN (${newVisitKeysSql(d, q, range, key)}) THEN 'new' ELSE 'returning' END`;
}

/** Whether the query needs the visit form: a metric or a dimension that is computed per visit first. */
export const needsVisits = (q: QueryDescription) =>
  q.metrics.some((m) => (sessionMetrics as readonly string[]).includes(m)) || q.dimensions.some(isVisitDimension);

/**
 * The description the totals are read for: the same without its dimensions,
 * but those that decide what the totals count (a visit dimension makes the
 * visit form, an order-line dimension reads order lines). A source is chosen
 * for it on its own, so a smaller rollup may answer the totals of a report
 * whose rows need a bigger one.
 */
export const totalsDescription = (q: QueryDescription): QueryDescription => ({
  ...q,
  dimensions: q.dimensions.filter((d) => isVisitDimension(d) || isOrderLineDimension(d)),
  orderBy: undefined,
});

function dimensionSql(d: Dialect, q: QueryDescription, range: MillisRange, dimension: AnalyticsDimension): string {
  if (isTimeDimension(dimension)) return d.timeBucket(dimension, q.timeZone);
  if (isDerivedDimension(dimension)) return visitorTypeSql(d, q, range);
  if (isComputedDimension(dimension)) return vitalRatingSql(d);
  if (isVisitDimension(dimension)) return visitDimensionSql(d, dimension);
  return sqlIdentifier(dimension);
}

/**
 * The order the rows come in: the requested keys, then every dimension
 * ascending so that ties (equal counts) always come out the same way in both
 * databases. Nulls (a mean of nothing) go last either way.
 */
export function orderKeys(q: QueryDescription): { key: string; direction: 'asc' | 'desc' }[] {
  const requested =
    q.orderBy ??
    (q.dimensions.some(isTimeDimension)
      ? [{ key: q.dimensions.find(isTimeDimension) as string, direction: 'asc' as const }]
      : [{ key: q.metrics[0] as string, direction: 'desc' as const }]);
  const keys = [...requested];
  for (const dim of q.dimensions) if (!keys.some((k) => k.key === dim)) keys.push({ key: dim, direction: 'asc' });
  return keys;
}

export function aliasOf(q: QueryDescription, key: string): string {
  const m = (q.metrics as readonly string[]).indexOf(key);
  if (m >= 0) return metricAlias(m);
  const dim = (q.dimensions as readonly string[]).indexOf(key);
  if (dim >= 0) return dimensionAlias(dim);
  throw new Error(`unknown order key ${key}`);
}

export interface BuildOptions {
  /** the metrics alone, one row: the totals of the range */
  totals?: boolean;
  /** no ORDER BY / LIMIT: the caller completes and orders a time series itself */
  unordered?: boolean;
  /** the FROM part read from another source than the events table (a rollup, see rollup.ts) */
  from?: FromSql;
}

export type FromSql = (
  d: Dialect,
  q: QueryDescription,
  range: MillisRange,
  dims: AnalyticsDimension[],
  options: BuildOptions,
) => string;

/**
 * Over events: one GROUP BY. Over visits: an inner query sums each visit's
 * events per dimension value, the outer one aggregates the visits.
 */
function fromSql(d: Dialect, q: QueryDescription, range: MillisRange, dims: AnalyticsDimension[]): string {
  const where = whereSql(d, q, range);
  // a product dimension reads order lines (totals too): the events meeting the WHERE, one row per line
  const source = q.dimensions.some(isOrderLineDimension)
    ? orderLinesSource(d, where, (line) =>
        q.filters.flatMap((f) => (isOrderLineDimension(f.dimension) ? [testSql(d, line[f.dimension], f)] : [])),
      )
    : `${d.table} WHERE ${where}`;
  const dimensions = dims.map((dim, i) => `${dimensionSql(d, q, range, dim)} AS ${dimensionAlias(i)}`);
  if (!needsVisits(q)) {
    const select = [...dimensions, ...q.metrics.map((m, i) => `${overEventsSql(d, m)} AS ${metricAlias(i)}`)];
    return `SELECT ${select.join(', ')} FROM ${source}`;
  }
  // visit dimensions are aggregates of the visit's events: every other dimension and the visit group them
  const group = [...dims.flatMap((dim, i) => (isVisitDimension(dim) ? [] : [dimensionAlias(i)])), 'k'];
  const inner = `SELECT ${[...dimensions, `${visitKey} AS k`, ...visitPartsSql(d, q.goal)].join(', ')} FROM ${source} GROUP BY ${group.join(', ')}`;
  const select = [
    ...dims.map((_, i) => dimensionAlias(i)),
    ...q.metrics.map((m, i) => `${overVisitsSql(d, m)} AS ${metricAlias(i)}`),
  ];
  return `SELECT ${select.join(', ')} FROM (${inner}) AS visits`;
}

/** One row, `n`: how many rows the description has before LIMIT and OFFSET (the groups its dimensions make). */
export function groupCountSql(d: Dialect, q: QueryDescription, range: MillisRange, from?: FromSql): string {
  return `SELECT count(*) AS n FROM (${buildQuerySql(d, q, range, { unordered: true, from })}) AS grouped`;
}

export function buildQuerySql(d: Dialect, q: QueryDescription, range: MillisRange, options: BuildOptions = {}): string {
  const dims = options.totals ? [] : q.dimensions;
  let sql = (options.from ?? fromSql)(d, q, range, dims, options);
  if (dims.length > 0) sql += ` GROUP BY ${dims.map((_, i) => dimensionAlias(i)).join(', ')}`;
  if (dims.length > 0 && !options.unordered) {
    const order = orderKeys(q).map((k) => `${aliasOf(q, k.key)} ${k.direction.toUpperCase()} NULLS LAST`);
    sql += ` ORDER BY ${order.join(', ')} LIMIT ${sqlInteger(q.limit)} OFFSET ${sqlInteger(q.offset)}`;
  }
  return sql;
}
