import {
  type AnalyticsDimension,
  type AnalyticsMetric,
  bucketLabel,
  isVisitDimension,
  type QueryDescription,
} from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { eventPartValues, viewTypes } from './metric-sql.ts';
import { isTimeDimension, type MillisRange } from './query-builder.ts';

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
export function withoutViewsFilter(q: QueryDescription): QueryDescription | undefined {
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

export const HOUR = 3_600_000;

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
