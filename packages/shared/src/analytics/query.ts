import { z } from 'zod';
import { type AnalyticsDimension, analyticsDimensions, filterDimensions } from './dimensions.ts';
import { isValidTimeZone, maxBuckets, type TimeGranularity, timeGranularities } from './time-buckets.ts';

export * from './dimensions.ts';

/**
 * The typed analytics query: what a report, the API and the AI planner ask the
 * event store for. It is never SQL; the server compiles it per dialect, and
 * every name in it comes from the fixed lists below and in dimensions.ts.
 */

/**
 * What a report can count. Event metrics are counted over the events that
 * pass the scope, range and filters; session metrics over the visits
 * (non-empty session ids) those events belong to, each visit counted once per
 * dimension value (so a visit's bounce or duration by country is exact, and
 * by page reads as "visits that saw this page").
 *
 * - events: every event; visitors / sessions (visits): distinct non-empty ids;
 *   pageviews: pageview + screenview; clicks: link clicks; unique_clicks:
 *   distinct visitors among clicks.
 * - revenue / value: sums; orders: ecommerce events; average_order_value:
 *   revenue / orders (null without orders); quantity: the items of the
 *   orders (a line without a quantity is one item).
 * - views_per_visit: pageviews / visits; bounce_rate: the share (0 to 1) of
 *   visits with a page view that had exactly one; visit_duration: the mean
 *   seconds from a visit's first event to its last (its engagement ping
 *   included); conversions: visits that reached the query's goal;
 *   conversion_rate: conversions / visits (0 to 1); conversion_revenue: the
 *   revenue of those visits (all their orders). Ratios are null when their
 *   denominator is 0.
 * - avg_vital / p75_vital: the mean and the 75th percentile (nearest rank) of
 *   `vital` values; filter by vital_name to read one vital.
 */
export const analyticsMetrics = [
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
  /** items sold: the quantities of the orders' lines */
  'quantity',
  'views_per_visit',
  'bounce_rate',
  'visit_duration',
  'conversions',
  'conversion_rate',
  'conversion_revenue',
  'avg_vital',
  'p75_vital',
] as const;
export type AnalyticsMetric = (typeof analyticsMetrics)[number];

/** Metrics computed per visit first, then over visits (the compiler groups by session for them). */
export const sessionMetrics = [
  'bounce_rate',
  'visit_duration',
  'conversions',
  'conversion_rate',
  'conversion_revenue',
] as const satisfies readonly AnalyticsMetric[];
/** Metrics that may be null: a ratio or a mean of nothing. */
export const nullableMetrics = [
  'average_order_value',
  'views_per_visit',
  'bounce_rate',
  'visit_duration',
  'conversion_rate',
  'avg_vital',
  'p75_vital',
] as const satisfies readonly AnalyticsMetric[];
export const isNullableMetric = (m: AnalyticsMetric) => (nullableMetrics as readonly string[]).includes(m);

const id = z.string().min(1).max(64);
const instant = z.iso.datetime({ offset: true });
const filterValue = z.string().max(1000);

export const analyticsFilterSchema = z.discriminatedUnion('op', [
  z.object({ dimension: z.enum(filterDimensions), op: z.enum(['eq', 'neq']), value: filterValue }),
  // An empty needle would match everything; say so by omitting the filter instead.
  z.object({ dimension: z.enum(filterDimensions), op: z.enum(['contains', 'starts_with']), value: filterValue.min(1) }),
  z.object({
    dimension: z.enum(filterDimensions),
    op: z.enum(['in', 'not_in']),
    values: z.array(filterValue).min(1).max(500),
  }),
]);
export type AnalyticsFilter = z.infer<typeof analyticsFilterSchema>;

export const timeRangeSchema = z
  .object({ from: instant, to: instant })
  .refine((r) => Date.parse(r.from) < Date.parse(r.to), { message: 'from must be before to', path: ['to'] });
/** Half-open: events with from <= time < to. */
export type TimeRange = z.infer<typeof timeRangeSchema>;

export const analyticsScopeSchema = z
  .object({
    tenantId: id,
    workspaceId: id.optional(),
    itemId: id.optional(),
    itemIds: z.array(id).min(1).max(1000).optional(),
  })
  .refine((s) => !(s.itemId && s.itemIds), { message: 'give itemId or itemIds, not both', path: ['itemIds'] });

export const compareSchema = z.discriminatedUnion('type', [
  /** the range of the same length that ends where the main range starts */
  z.object({ type: z.literal('previous') }),
  z.object({ type: z.literal('range'), from: instant, to: instant }),
]);

/** A custom event property's key as a goal may test it: the plain keys a JSON path names without quoting. */
export const goalPropertyKeyPattern = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What counts as a conversion: a visit that saw a page (an exact path, or a
 * prefix such as `/blog/*`), sent a custom event of a name (and, when given,
 * with a property of that value: a string property equal to it, or a number
 * or boolean written so, `3` or `true`), or placed an order (of at least
 * `minRevenue`, when given).
 */
export const goalSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page'),
    // exact, or a prefix ending in `*`
    path: filterValue.min(1).refine((p) => !p.slice(0, -1).includes('*'), { message: 'a `*` may only end the path' }),
  }),
  z.object({
    kind: z.literal('event'),
    name: filterValue.min(1),
    property: z.object({ key: z.string().regex(goalPropertyKeyPattern), value: z.string().min(1).max(500) }).optional(),
  }),
  z.object({ kind: z.literal('order'), minRevenue: z.number().finite().min(0).max(1e12).optional() }),
]);
export type Goal = z.infer<typeof goalSchema>;

/**
 * A segment keeps whole visits: those with at least one event matching all its
 * filters (e.g. "visits that reached /pricing from France"), while plain
 * filters keep single events. `also` narrows it to the visits with an event
 * matching all of its filters too, not necessarily the same event: a segment
 * within another (the sales tracker's visits of one campaign within the
 * user's segment).
 */
const segmentFilters = z.array(analyticsFilterSchema).min(1).max(20);
export const segmentSchema = z.object({ filters: segmentFilters, also: segmentFilters.optional() });
export type Segment = z.infer<typeof segmentSchema>;

export const orderBySchema = z.object({
  key: z.enum([...analyticsMetrics, ...analyticsDimensions]),
  direction: z.enum(['asc', 'desc']).default('desc'),
});

/** The shortest each bucket can be (a DST day is 23 hours), to bound a series before running it. */
const minBucketMs: Record<TimeGranularity, number> = {
  hour: 30 * 60_000,
  day: 23 * 3_600_000,
  week: 7 * 23 * 3_600_000,
  month: 28 * 23 * 3_600_000,
};

const unique = <T>(list: readonly T[]) => new Set(list).size === list.length;

/**
 * Everything a query asks but its scope: the reports API takes these from the
 * client and sets the scope itself (the organisation and the item it checked).
 */
export const queryFields = {
  range: timeRangeSchema,
  timeZone: z.string().refine(isValidTimeZone, { message: 'unknown time zone' }).default('UTC'),
  metrics: z.array(z.enum(analyticsMetrics)).min(1).max(analyticsMetrics.length).refine(unique, 'duplicate metric'),
  dimensions: z.array(z.enum(analyticsDimensions)).max(3).refine(unique, 'duplicate dimension').default([]),
  filters: z.array(analyticsFilterSchema).max(20).default([]),
  orderBy: z.array(orderBySchema).max(4).optional(),
  limit: z.number().int().min(1).max(10_000).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  compare: compareSchema.optional(),
  /** bots are recorded (clicks) but left out of reports unless asked for */
  includeBots: z.boolean().default(false),
  goal: goalSchema.optional(),
  segment: segmentSchema.optional(),
  /** also count the rows before limit and offset (`total`), for a table's "1–25 of 312"; one more query when asked */
  withTotal: z.boolean().default(false),
};

type QueryFieldsOutput = z.output<z.ZodObject<typeof queryFields>>;

/** The rules across fields, shared by the full description and the reports API's body. */
export function checkQueryFields(q: QueryFieldsOutput, ctx: z.RefinementCtx): void {
  const times = q.dimensions.filter((d) => (timeGranularities as readonly string[]).includes(d));
  if (times.length > 1) ctx.addIssue({ code: 'custom', message: 'at most one time bucket', path: ['dimensions'] });
  const bucket = times[0] as TimeGranularity | undefined;
  if (bucket) {
    const ranges = [q.range, ...(q.compare?.type === 'range' ? [q.compare] : [])];
    for (const r of ranges) {
      // +2: a range may touch a partial bucket at each end
      if ((Date.parse(r.to) - Date.parse(r.from)) / minBucketMs[bucket] + 2 > maxBuckets) {
        ctx.addIssue({
          code: 'custom',
          message: `too many ${bucket} buckets: choose a longer granularity`,
          path: ['dimensions'],
        });
      }
    }
  }
  for (const [i, o] of (q.orderBy ?? []).entries()) {
    const known = (q.metrics as readonly string[]).includes(o.key) || (q.dimensions as string[]).includes(o.key);
    if (!known)
      ctx.addIssue({
        code: 'custom',
        message: 'orderBy must name a requested metric or dimension',
        path: ['orderBy', i, 'key'],
      });
  }
  const wantsGoal = q.metrics.some((m) => m === 'conversions' || m === 'conversion_rate' || m === 'conversion_revenue');
  if (wantsGoal && !q.goal) ctx.addIssue({ code: 'custom', message: 'conversions need a goal', path: ['goal'] });
  const perVisit = q.metrics.some((m) => (sessionMetrics as readonly string[]).includes(m));
  if (perVisit && q.metrics.includes('p75_vital')) {
    // a percentile needs every value: it cannot be rebuilt from per-visit partial sums
    ctx.addIssue({ code: 'custom', message: 'p75_vital cannot be asked with visit metrics', path: ['metrics'] });
  }
  if (q.compare?.type === 'range' && Date.parse(q.compare.from) >= Date.parse(q.compare.to)) {
    ctx.addIssue({ code: 'custom', message: 'from must be before to', path: ['compare', 'to'] });
  }
}

export const queryDescriptionSchema = z
  .object({ scope: analyticsScopeSchema, ...queryFields })
  .superRefine(checkQueryFields);

export type QueryDescription = z.output<typeof queryDescriptionSchema>;
export type QueryDescriptionInput = z.input<typeof queryDescriptionSchema>;

export type MetricValues = Partial<Record<AnalyticsMetric, number | null>>;
/** One result row: the dimension values (strings) and the metric values (numbers, null for an undefined mean). */
export type QueryRow = Record<string, string | number | null>;

export interface QueryColumn {
  name: AnalyticsMetric | AnalyticsDimension;
  kind: 'dimension' | 'metric';
}

export interface QueryResult {
  columns: QueryColumn[];
  /**
   * Ordered by orderBy (default: the time bucket ascending when there is one,
   * else the first metric descending), ties broken by the dimensions ascending.
   * A series whose only dimension is a time bucket lists every bucket of the
   * range, the empty ones with zero metrics.
   */
  rows: QueryRow[];
  /** The metrics over the whole range and filters, ignoring dimensions, limit and offset. */
  totals: MetricValues;
  /** With `withTotal`: how many rows the query has before limit and offset (the groups of its dimensions). */
  total?: number;
  /** The same query over the comparison range. */
  compare?: { range: TimeRange; rows: QueryRow[]; totals: MetricValues };
}

/**
 * The page-to-page flow of visits: each visit's page views in time order (its
 * events that pass the scope, range, filters and segment; ties by event id),
 * the first `steps` of them. At each step the `pagesPerStep` pages most visits
 * were on keep their path; the others are merged as `null` ("other pages").
 */
export const flowFields = {
  range: timeRangeSchema,
  filters: z.array(analyticsFilterSchema).max(20).default([]),
  segment: segmentSchema.optional(),
  includeBots: z.boolean().default(false),
  steps: z.number().int().min(2).max(10).default(5),
  pagesPerStep: z.number().int().min(1).max(50).default(8),
};
export const flowDescriptionSchema = z.object({ scope: analyticsScopeSchema, ...flowFields });
export type FlowDescription = z.output<typeof flowDescriptionSchema>;
export type FlowDescriptionInput = z.input<typeof flowDescriptionSchema>;

/** A page at a step; null stands for the pages beyond the step's top `pagesPerStep`. */
export type FlowPage = string | null;
export interface FlowResult {
  steps: number;
  /** visits with at least one page view */
  visits: number;
  /** visits on each page at each step (step 1 = the entry pages), most first */
  nodes: { step: number; page: FlowPage; visits: number }[];
  /** visits that went from `from` at `step` to `to` at `step + 1` */
  links: { step: number; from: FlowPage; to: FlowPage; visits: number }[];
  /** visits whose last page view was `page`, at `step` */
  dropOffs: { step: number; page: FlowPage; visits: number }[];
}
