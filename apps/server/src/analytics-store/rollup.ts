import {
  type AnalyticsDimension,
  type AnalyticsMetric,
  bucketLabel,
  isVisitDimension,
  type QueryDescription,
} from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { eventPartValues, overVisitsSql, ratio, viewTypes } from './metric-sql.ts';
import {
  type BuildOptions,
  dimensionAlias,
  isTimeDimension,
  type MillisRange,
  metricAlias,
  needsVisits,
  orderKeys,
  whereSql,
} from './query-builder.ts';
import { sqlIdentifier, sqlInteger } from './sql-literal.ts';

/**
 * The visit rollup: the events of one visit (session) in one UTC hour with the
 * same values of a few dimensions, summed into one row. Every part the engine
 * computes per visit (metric-sql.ts visitPartsSql) is a sum, a minimum or a
 * maximum, so grouping these rows by (dimensions, visit) gives exactly what
 * grouping the events does, and the outer aggregation is the same SQL
 * (overVisitsSql). A description is answered from it only when that is exact:
 *
 * - its range starts and ends on UTC hours, and its time buckets (if any) are
 *   in a zone whose offset is a whole number of hours throughout the range (a
 *   UTC hour then lies inside one local hour, day, week and month). Zones at
 *   :30 or :45 (India, Nepal, parts of Australia) and ranges cut inside an hour
 *   read the events table;
 * - every filter and dimension is one of the rollup's columns (any dimension
 *   added later reads the events table), no visit dimension (entry/exit
 *   page), no segment;
 * - no p75 (a percentile needs every value), and a goal only of kind `order`
 *   (a visit's orders are in the row).
 *
 * Events without a session (link clicks) are summed per visitor: no visit
 * metric counts them (they have no session id), and a visitor's clicks count
 * for unique clicks exactly as their events would.
 *
 * Rows of the same key may repeat (one per insert until the hour is compacted,
 * or per insert block in ClickHouse): every read sums them again, so repeats
 * change nothing but the row count.
 */
export const rollupDimensions = [
  'workspace_id',
  'channel',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'country',
  'region',
  'city',
  'language',
  'browser',
  'os',
  'device_type',
] as const satisfies readonly AnalyticsDimension[];

/** Key columns besides the dimensions: the visit (its session, or the visitor of a sessionless event) and the hour. */
export const rollupKeys = ['tenant_id', 'item_id', 'session_id', 'visitor_id', ...rollupDimensions] as const;

/**
 * Two rollups of the same form: the visit rollup, and the page rollup, whose
 * rows are also split by page and event type (the pages report, filters on
 * type). A visit has a few rows in the first, about one per page in the second.
 */
export interface Rollup {
  name: 'visit_rollup' | 'page_rollup';
  /** its key columns, but for the hour and is_bot */
  keys: readonly string[];
  /** the columns a description may group or filter by */
  columns: ReadonlySet<string>;
  /**
   * Read for the page views of visits only (see viewsOfVisits): a description
   * filtered to page views, answered from the visit rollup's rows with page
   * views and their first and last page-view instants.
   */
  viewsOnly?: true;
}

const visitRollup: Rollup = {
  name: 'visit_rollup',
  keys: rollupKeys,
  columns: new Set(['item_id', ...rollupDimensions]),
};

export const rollups: readonly Rollup[] = [
  visitRollup,
  {
    name: 'page_rollup',
    keys: [...rollupKeys, 'path', 'type'],
    columns: new Set(['item_id', ...rollupDimensions, 'path', 'type']),
  },
];

/**
 * The visit rollup read for page views only: the pages report's totals (and
 * any description filtered to page views and asking only what page views
 * make: visits, visitors, page views, bounces, durations) need not group the
 * page rollup's rows, about one a page view, by visit. A visit rollup row with
 * page views (s_pv > 0) carries those page views' count and their first and
 * last instant (p_min, p_max): the parts the visit form computes over the
 * visit's page-view events alone. Its key splits rows by visitor id and
 * dimension values, so the rows with page views hold exactly the visitor ids
 * and values of the page-view events: the answers are the same, exact. Only
 * where the store keeps those instants (the embedded store: ClickHouse's
 * states cannot be filtered per row before they are merged).
 */
export const viewsOfVisits: Rollup = { ...visitRollup, viewsOnly: true };

/**
 * A row's instants, each the min or max of its events' times: the first and
 * last of all (t_min, t_max), and in the embedded visit rollup those of its
 * page views (p_min, p_max, for viewsOfVisits; a row without page views has
 * the values neutral to min and max, never read: such rows are left out).
 */
interface Span {
  name: 't_min' | 't_max' | 'p_min' | 'p_max';
  aggregate: 'min' | 'max';
  views: boolean;
}
const eventSpans: readonly Span[] = [
  { name: 't_min', aggregate: 'min', views: false },
  { name: 't_max', aggregate: 'max', views: false },
];
const viewSpans: readonly Span[] = [
  { name: 'p_min', aggregate: 'min', views: true },
  { name: 'p_max', aggregate: 'max', views: true },
];
const noView = { min: '9223372036854775807', max: '0' };

/** The instants a rollup's rows keep in the embedded store. */
export const rollupSpans = (rollup: Rollup): readonly Span[] =>
  rollup.name === viewsOfVisits.name ? [...eventSpans, ...viewSpans] : eventSpans;

const isViewsFilter = (f: QueryDescription['filters'][number]) =>
  f.dimension === 'type' &&
  f.op === 'in' &&
  f.values.length === viewTypes.length &&
  viewTypes.every((t) => f.values.includes(t));

/** The metrics page views alone make (and viewsOfVisits can answer). */
const viewMetrics = new Set<AnalyticsMetric>([
  'events',
  'visitors',
  'sessions',
  'pageviews',
  'views_per_visit',
  'bounce_rate',
  'visit_duration',
]);

/** Whether the description reads page views only (its one filter on `type` keeps exactly those). */
export function readsViewsOnly(q: QueryDescription): boolean {
  const types = q.filters.filter((f) => f.dimension === 'type');
  const [only] = types;
  return types.length === 1 && only !== undefined && isViewsFilter(only);
}

/** The description without its page-view filter, when viewsOfVisits answers it. */
function withoutViewsFilter(q: QueryDescription): QueryDescription | undefined {
  if (!readsViewsOnly(q) || q.goal || !q.metrics.every((m) => viewMetrics.has(m))) return undefined;
  return { ...q, filters: q.filters.filter((f) => f.dimension !== 'type') };
}

/** The summed parts, named as visitPartsSql names them where they are the same sum. */
export const rollupSums = ['n', 'pv', 'c', 'o', 'rev', 'val', 'vs', 'vn'] as const;
export type RollupSum = (typeof rollupSums)[number];
/** A part's stored column (ClickHouse takes no `sum(x) AS x`): s_n, s_pv… */
export const storedName = (part: RollupSum) => `s_${part}`;
/** The parts that are not counts. */
export const fractionalSums: readonly RollupSum[] = ['rev', 'val', 'vs'];

const HOUR = 3_600_000;

const rollupMetrics = new Set<AnalyticsMetric>([
  'events',
  'visitors',
  'sessions',
  'pageviews',
  'clicks',
  'unique_clicks',
  'revenue',
  'value',
  'orders',
  'average_order_value',
  'views_per_visit',
  'bounce_rate',
  'visit_duration',
  'conversions',
  'conversion_rate',
  'avg_vital',
]);

/** Whether the zone's offset from UTC is a whole number of hours at every hour of the range. */
function wholeHourZone(timeZone: string, range: MillisRange): boolean {
  if (timeZone === 'UTC') return true;
  // a UTC hour lies in one local hour exactly when local hours start on UTC hours: check that at each hour
  for (let t = range.fromMs; t < range.toMs; t += HOUR) {
    if (bucketLabel(t, timeZone, 'hour') !== bucketLabel(t + HOUR - 1, timeZone, 'hour')) return false;
  }
  return true;
}

/**
 * The description's fields this file knows. A field added to the description
 * later (a new kind of filter, say) makes the rollup step aside until it is
 * taught what the field means.
 */
const knownFields = new Set([
  'scope',
  'range',
  'timeZone',
  'metrics',
  'dimensions',
  'filters',
  'orderBy',
  'limit',
  'offset',
  'compare',
  'includeBots',
  'goal',
  'segment',
  // the count of rows before limit and offset: the same groups whatever they are read from
  'withTotal',
]);

const usedColumns = (q: QueryDescription) => [
  ...q.filters.map((f) => f.dimension as string),
  ...q.dimensions.filter((d) => !isTimeDimension(d)),
];

/**
 * The smallest rollup that answers this description over this range exactly
 * (see above), if any; `viewSpans`: the store keeps the page-view instants
 * viewsOfVisits reads.
 */
export function rollupFor(
  q: QueryDescription,
  range: MillisRange,
  { viewSpans = false }: { viewSpans?: boolean } = {},
): Rollup | undefined {
  if (!answerable(q, range)) return undefined;
  const views = viewSpans ? withoutViewsFilter(q) : undefined;
  if (views && usedColumns(views).every((d) => viewsOfVisits.columns.has(d))) return viewsOfVisits;
  const used = usedColumns(q);
  return rollups.find((r) => used.every((d) => r.columns.has(d)));
}

function answerable(q: QueryDescription, range: MillisRange): boolean {
  if (Object.entries(q).some(([k, v]) => v !== undefined && !knownFields.has(k))) return false;
  if (range.fromMs % HOUR !== 0 || range.toMs % HOUR !== 0) return false;
  if (q.segment) return false;
  // the rollup counts a visit's orders, not their revenue: any order, never "orders of at least"
  if (q.goal && (q.goal.kind !== 'order' || q.goal.minRevenue !== undefined)) return false;
  if (!q.metrics.every((m) => rollupMetrics.has(m))) return false;
  if (q.dimensions.some(isVisitDimension)) return false;
  // bounded by the schema's bucket limit: at most some thousands of hours to look at
  if (q.dimensions.some(isTimeDimension) && !wholeHourZone(q.timeZone, range)) return false;
  return true;
}

/** How a dialect reads the rollup's stored parts back (plain aggregates, or ClickHouse's -Merge of states). */
export interface RollupReader {
  table: string;
  /** the range over the rollup's hours, when the dialect's own reads columns the rollup lacks */
  range?: (fromMs: number, toMs: number) => string;
  sum(column: string): string;
  min(column: string): string;
  max(column: string): string;
  /**
   * A time bucket's label read from `labels`, the label of each hour of the
   * range from `fromMs` in order: a list lookup by the row's hour instead of a
   * time zone conversion and formatting per row (DuckDB's are costly), exact
   * since a rollup row's hour lies in one bucket (rollupFor). Unset: the
   * dialect's own expression.
   */
  hourBucket?(labels: readonly string[], fromMs: number, once?: NameOnce): string;
  /**
   * Where the store keeps whole rows (DuckDB's rollups, whole-visits.ts): how
   * a read of the rows meeting `where`, grouped by `dims`, takes them.
   * Undefined: every row is grouped into its visit.
   */
  wholeRows?(where: string, q: QueryDescription, dims: readonly AnalyticsDimension[]): WholeRows | undefined;
  /**
   * Where the store keeps visitor firsts (visitor-firsts.ts): how a row says
   * it is its visitor's first for this description, if firsts can count its
   * visitors.
   */
  firstRow?(
    q: QueryDescription,
    dims: readonly AnalyticsDimension[],
    range: MillisRange,
    once?: NameOnce,
  ): FirstRow | undefined;
}

/**
 * Writes a list once before a statement's cases (a common table expression)
 * and gives the SQL that reads it: DuckDB plans a list literal at each
 * mention (the trend's hour labels, ~720 of them, took half its statement's
 * CPU when written in each of its four scans).
 */
export type NameOnce = (list: string) => string;

/**
 * The cases a read of whole rows is answered in, exactly one of which holds in
 * the statement's snapshot, and the common table expressions (`name AS (…)`)
 * their FROM items read, written once before them.
 */
export interface WholeRows {
  with: string;
  cases: readonly WholeRowCase[];
  /**
   * The rows of the unit, as a condition a scan applies before it reads the
   * other columns (the page rollup's page views: `s_pv > 0`, where the read's
   * `type IN (…)` is applied after), so that the grouped rows skip the others
   * at once.
   */
  within: string;
}

/**
 * One case of whole rows: `from`, the FROM item the case reads (the table
 * joined with the case's guard, so that every scan of a case that does not
 * hold stops at once), and the condition on a row (of the rows meeting
 * `rows`) that it is its visit's only one there. Such rows are visits as they
 * are, and only the others are grouped. A whole row always has a session
 * (only such rows are marked), so its session id is not read. `firsts`: every
 * row read has its visitor firsts in this case.
 */
export interface WholeRowCase {
  from: string;
  alone(rows: string): string;
  firsts: boolean;
}

/** A row is its visitor's first (for a description) when its `column` is below `before` (see visitor-firsts.ts). */
export interface FirstRow {
  column: string;
  before: string;
}

/** Ranges of more hours than this use the dialect's expression (the list is written into the SQL). */
const MAX_LISTED_HOURS = 4_400;

/** An event metric over per-key sums (one row per dimension values, session and visitor): see rollupFromSql. */
function overKeysSql(d: Dialect, m: AnalyticsMetric): string {
  const sessions = d.distinctIf('session_id', "session_id <> ''");
  switch (m) {
    case 'events':
      return d.sum('n');
    case 'visitors':
      return d.distinctIf('visitor_id', "visitor_id <> ''");
    case 'sessions':
      return sessions;
    case 'pageviews':
      return d.sum('pv');
    case 'clicks':
      return d.sum('c');
    case 'unique_clicks':
      return d.distinctIf('visitor_id', "c > 0 AND visitor_id <> ''");
    case 'revenue':
      return d.sum('rev');
    case 'value':
      return d.sum('val');
    case 'orders':
      return d.sum('o');
    case 'average_order_value':
      return ratio(d.sum('rev'), d.sum('o'));
    case 'views_per_visit':
      return ratio(d.sum('pv'), sessions);
    case 'avg_vital':
      return ratio(d.sum('vs'), d.sum('vn'));
    default:
      throw new Error(`${m} is a visit metric`);
  }
}

/** Which rows a read takes and which stored column (or constant) each part is read from. */
interface StoredParts {
  where(d: Dialect, q: QueryDescription, range: MillisRange): string;
  sum(part: RollupSum): string;
  first: string;
  last: string;
}

/**
 * A rollup's own parts; viewsOfVisits reads the rows with page views, their
 * count as both events and page views (the only events left), nothing of the
 * other parts, and the page-view instants.
 */
function storedParts(rollup: Rollup): StoredParts {
  if (!rollup.viewsOnly) return { where: whereSql, sum: storedName, first: 't_min', last: 't_max' };
  return {
    where: (d, q, range) => {
      const views = withoutViewsFilter(q);
      if (!views) throw new Error('viewsOfVisits reads only descriptions filtered to page views');
      return `${whereSql(d, views, range)} AND ${storedName('pv')} > 0`;
    },
    sum: (part) => (part === 'n' || part === 'pv' ? storedName('pv') : '0'),
    first: 'p_min',
    last: 'p_max',
  };
}

/** Counts whose value over visits is the sum of their events' (overVisitsSql sums these parts). */
const countParts: Partial<Record<AnalyticsMetric, RollupSum>> = {
  events: 'n',
  pageviews: 'pv',
  clicks: 'c',
  orders: 'o',
};

/**
 * A top list (one dimension, ordered by a count, then by the dimension, one
 * page of it): the values on that page are found first from the count alone,
 * one cheap GROUP BY, and only their visits are rebuilt. The same rows in the
 * same order as rebuilding every value's visits, since each value's row
 * depends on its own events only, and the count is an exact integer sum.
 */
function topValuesSql(
  reader: RollupReader,
  parts: StoredParts,
  q: QueryDescription,
  where: string,
  dims: AnalyticsDimension[],
): { column: string; ranked: string } | undefined {
  const [dim] = dims;
  if (dims.length !== 1 || dim === undefined || isTimeDimension(dim)) return undefined;
  const keys = orderKeys(q);
  const [first, second] = keys;
  const part = first ? countParts[first.key as AnalyticsMetric] : undefined;
  if (keys.length !== 2 || !first || !second || !part || second.key !== dim) return undefined;
  const column = sqlIdentifier(dim);
  const ranked = `SELECT ${column} AS k, ${reader.sum(parts.sum(part))} AS m FROM ${reader.table} WHERE ${where} GROUP BY ${column} ORDER BY m ${first.direction.toUpperCase()}, k ${second.direction.toUpperCase()} LIMIT ${sqlInteger(q.offset + q.limit)}`;
  return { column, ranked };
}

function dimensionSql(
  d: Dialect,
  reader: RollupReader,
  q: QueryDescription,
  range: MillisRange,
  dimension: AnalyticsDimension,
  once?: NameOnce,
): string {
  if (!isTimeDimension(dimension)) return sqlIdentifier(dimension);
  const hours = (range.toMs - range.fromMs) / HOUR;
  if (!reader.hourBucket || hours > MAX_LISTED_HOURS) return d.timeBucket(dimension, q.timeZone);
  const labels = Array.from({ length: hours }, (_, i) => bucketLabel(range.fromMs + i * HOUR, q.timeZone, dimension));
  return reader.hourBucket(labels, range.fromMs, once);
}

/**
 * The FROM part of buildQuerySql (query-builder.ts) over the rollup. The same
 * WHERE as over events (the rollup's columns carry the events' names, `time`
 * being the hour); an inner query sums the rows per dimension values and key,
 * the outer one aggregates those sums:
 *
 * - visit metrics: the key is the visit, and the parts are those of
 *   visitPartsSql, so the outer query is overVisitsSql itself;
 * - event metrics only: the key is (session, visitor), so that distinct
 *   visitors, sessions and clicking visitors count every id the events carry.
 */
export function rollupFromSql(reader: RollupReader, rollup: Rollup) {
  const stored = storedParts(rollup);
  return (
    dialect: Dialect,
    q: QueryDescription,
    range: MillisRange,
    dims: AnalyticsDimension[],
    options: BuildOptions,
  ): string => {
    const d = { ...dialect, table: reader.table, range: reader.range ?? dialect.range };
    const where = stored.where(d, q, range);
    const whole = needsVisits(q) ? reader.wholeRows?.(where, q, dims) : undefined;
    const lists: string[] = [];
    const once: NameOnce | undefined =
      whole &&
      ((list) => {
        const name = `list${lists.length}`;
        lists.push(`${name} AS MATERIALIZED (SELECT ${list} AS v)`);
        return `(SELECT v FROM ${name})`;
      });
    const dimensions = dims.map((dim, i) => `${dimensionSql(d, reader, q, range, dim, once)} AS ${dimensionAlias(i)}`);
    const byDimensions = dims.map((_, i) => dimensionAlias(i));
    const sums = rollupSums.map((s) => `${reader.sum(stored.sum(s))} AS ${s}`);
    if (!needsVisits(q)) {
      const inner = `SELECT ${[...dimensions, 'session_id', 'visitor_id', ...sums].join(', ')} FROM ${reader.table} WHERE ${where} GROUP BY ${[...byDimensions, 'session_id', 'visitor_id'].join(', ')}`;
      const select = [...byDimensions, ...q.metrics.map((m, i) => `${overKeysSql(d, m)} AS ${metricAlias(i)}`)];
      return `SELECT ${select.join(', ')} FROM (${inner}) AS keys`;
    }
    // a visit: its session, or for sessionless events each visitor (see above)
    const visit = ['session_id', "CASE WHEN session_id = '' THEN visitor_id ELSE '' END"];
    // visitors counted from firsts where a case has them: f says whether a visit holds its visitor's first row
    const first = whole?.cases.some((c) => c.firsts) ? reader.firstRow?.(q, dims, range, once) : undefined;
    const isFirst = first && `CASE WHEN ${first.column} < ${first.before} THEN 1 ELSE 0 END`;
    /** The visit's visitor: its id (v), and with firsts f, which a case with firsts says instead of the id. */
    const visitor = (id: string, flag: string, firsts = false) => {
      if (!isFirst) return [`${id} AS v`];
      return firsts ? ["'' AS v", `${flag} AS f`] : [`${id} AS v`, '0 AS f'];
    };
    const parts = (firsts?: boolean) => [
      ...sums,
      ...visitor('min(visitor_id)', `max(${isFirst})`, firsts),
      // a key of the grouping: no string aggregate needed
      'session_id AS sid',
      `${reader.max(stored.last)} - ${reader.min(stored.first)} AS dur`,
      `${q.goal?.kind === 'order' ? reader.sum(stored.sum('o')) : '0'} AS g`,
    ];
    // a visit's only row is that visit's parts already: no grouping for it (most visits lie in one hour)
    const own = (firsts: boolean) => [
      ...rollupSums.map((s) => `${stored.sum(s)} AS ${s}`),
      ...visitor('visitor_id', `${isFirst}`, firsts),
      "'-' AS sid",
      `${stored.last} - ${stored.first} AS dur`,
      `${q.goal?.kind === 'order' ? stored.sum('o') : '0'} AS g`,
    ];
    // only where the rows are ordered and paged (not when they are counted, or completed as a series)
    const top = options.unordered ? undefined : topValuesSql(reader, stored, q, where, dims);
    // read once where the cases read it (written before them) and each case reads it
    const ranked = top && (whole ? 'top' : `(${top.ranked}) AS ranked`);
    const rows = top ? `${where} AND ${top.column} IN (SELECT k FROM ${ranked})` : where;
    const grouped = (from: string, condition: string, firsts?: boolean) =>
      `SELECT ${[...dimensions, ...parts(firsts)].join(', ')} FROM ${from} WHERE ${condition} GROUP BY ${[...byDimensions, ...visit].join(', ')}`;
    // whole rows as they are and the others grouped, in each case (one of which holds)
    const wholeSql = (w: WholeRows) => {
      const caseSql = (c: WholeRowCase) => {
        const alone = c.alone(rows);
        const others = grouped(c.from, `${rows} AND ${w.within} AND NOT (${alone})`, c.firsts);
        return `SELECT ${[...dimensions, ...own(c.firsts)].join(', ')} FROM ${c.from} WHERE ${rows} AND ${alone} UNION ALL ${others}`;
      };
      const ctes = [...lists, ...(top ? [`top AS MATERIALIZED (${top.ranked})`] : []), w.with];
      return `WITH ${ctes.join(', ')} ${w.cases.map(caseSql).join(' UNION ALL ')}`;
    };
    const inner = whole ? wholeSql(whole) : grouped(reader.table, rows);
    const metricSql = (m: AnalyticsMetric) =>
      m === 'visitors' && isFirst ? `${overVisitsSql(d, m)} + ${d.countIf('f = 1')}` : overVisitsSql(d, m);
    const select = [...byDimensions, ...q.metrics.map((m, i) => `${metricSql(m)} AS ${metricAlias(i)}`)];
    return `SELECT ${select.join(', ')} FROM (${inner}) AS visits`;
  };
}

/** Bumped when the rollup's columns or meaning change: a store then rebuilds it from its events. */
export const ROLLUP_VERSION = 3;

/**
 * The rollup's rows made from events (`source`: the events table, or a batch
 * about to join it): one per UTC hour and key, its parts written as the visit
 * form writes them (visitPartsSql), plus the first and last instant.
 */
export function rollupRowsSql(d: Dialect, rollup: Rollup, source: string, hour: string): string {
  const parts = rollupSums.map((s) => `${d.sum(eventPartValues[s])} AS ${storedName(s)}`);
  const keys = [...rollup.keys, 'is_bot'];
  const time = (s: Span) =>
    s.views ? `CASE WHEN ${eventPartValues.pv} = 1 THEN ${d.timeMs} ELSE ${noView[s.aggregate]} END` : d.timeMs;
  const spans = rollupSpans(rollup).map((s) => `${s.aggregate}(${time(s)}) AS ${s.name}`);
  const select = [`${hour} AS time`, ...keys, ...parts, ...spans];
  return `SELECT ${select.join(', ')} FROM ${source} GROUP BY ${[hour, ...keys].join(', ')}`;
}

/** The columns a rollup's rows are keyed by, in the embedded store's order. */
export const rollupKeyColumns = (rollup: Rollup) => ['time', ...rollup.keys, 'is_bot'];

/** Every column of a rollup in the embedded store, in its order. */
export const rollupColumnNames = (rollup: Rollup) => [
  ...rollupKeyColumns(rollup),
  ...rollupSums.map(storedName),
  ...rollupSpans(rollup).map((s) => s.name),
];
