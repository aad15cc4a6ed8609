import { timeGranularities } from './time-buckets.ts';

/**
 * What a report may group and filter by: the events' columns, the
 * dimensions computed or derived from them, a visit's entry and exit pages,
 * an order's products, and time buckets. The query description (query.ts)
 * re-exports them.
 */

/** Event columns a report may group or filter by (all strings in the store). */
export const columnDimensions = [
  'workspace_id',
  'item_id',
  'type',
  'path',
  /** the page's host (web): a site served from several hosts */
  'hostname',
  'title',
  'referrer',
  'referrer_host',
  'channel',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'country',
  'region',
  'city',
  /** where the city is, "lat,lon" rounded to 0.01° (DB-IP's city coordinates): the location map's dots */
  'city_point',
  'language',
  'timezone',
  'browser',
  'browser_version',
  'os',
  'os_version',
  'device_type',
  'device_model',
  /** the app's version (mobile) */
  'app_version',
  'screen',
  'network',
  'trigger',
  'event_name',
  'event_category',
  'event_action',
  'event_label',
  'currency',
  'vital_name',
  'search_term',
  'destination',
] as const;
export type ColumnDimension = (typeof columnDimensions)[number];

/** Dimensions computed from each event's own columns: `vital_rating` (vitals.ts: vitalRating). */
export const computedDimensions = ['vital_rating'] as const;
export type ComputedDimension = (typeof computedDimensions)[number];
export const isComputedDimension = (d: string): d is ComputedDimension =>
  (computedDimensions as readonly string[]).includes(d);

/**
 * Dimensions of a visit rather than of an event: the path of its first and of
 * its last page view (a visit without one reads ''). Asking for one groups by
 * visit first, like the visit metrics.
 */
export const visitDimensions = ['entry_page', 'exit_page'] as const;
export type VisitDimension = (typeof visitDimensions)[number];
export const isVisitDimension = (d: string): d is VisitDimension => (visitDimensions as readonly string[]).includes(d);

/**
 * Dimensions of an order's lines: `product` (the item's name, else its id)
 * and `product_sku` (its id). Asking for one reads order lines instead of
 * events, totals included: each order (an ecommerce event with items) is one
 * row per product it holds (lines of the same product merged), in which
 * `revenue` is the line's (price × quantity) and `quantity` its quantity, so
 * `orders` by product counts the orders holding it. Every filter and the
 * segment keep or drop the order as a whole.
 *
 * Filtered on, they keep the orders holding a line that passes the test
 * (`neq` and `not_in`: the events holding no line of those products, other
 * events included), and where a product dimension is asked for, only the
 * lines that pass: the product report filtered on a product is its row, the
 * channels report the orders holding it, their whole revenue.
 */
export const orderLineDimensions = ['product', 'product_sku'] as const;
export type OrderLineDimension = (typeof orderLineDimensions)[number];
export const isOrderLineDimension = (d: string): d is OrderLineDimension =>
  (orderLineDimensions as readonly string[]).includes(d);

/**
 * Dimensions the store derives for each event. `visitor_type` says whether
 * the event's visit is its visitor's first: `new` when the visitor has no
 * event before the visit's start in the lookback (the range's start minus
 * VISITOR_LOOKBACK_DAYS, same scope, bots as asked, filters ignored), else
 * `returning`; '' for an event without a visitor. A web visitor is a daily
 * salted hash, so a web visit is returning only within the same day (an app
 * with an install id keeps its visitor across days). It groups and filters
 * like a column (its value is the same for every event of a visit).
 */
export const derivedDimensions = ['visitor_type'] as const;
export type DerivedDimension = (typeof derivedDimensions)[number];
export const isDerivedDimension = (d: string): d is DerivedDimension =>
  (derivedDimensions as readonly string[]).includes(d);
export const visitorTypes = ['new', 'returning'] as const;
export const VISITOR_LOOKBACK_DAYS = 30;

/**
 * What a filter may test: a column, a derived dimension, a visit's entry or
 * exit page (the events of the visits whose page it is), or an order's
 * products (the orders holding one).
 */
export const filterDimensions = [
  ...columnDimensions,
  ...derivedDimensions,
  ...visitDimensions,
  ...orderLineDimensions,
] as const;
export type FilterDimension = (typeof filterDimensions)[number];
export const isFilterDimension = (d: string): d is FilterDimension =>
  (filterDimensions as readonly string[]).includes(d);

/** A dimension is one of the above or a time bucket (hour, day, week, month) in the query's time zone. */
export const analyticsDimensions = [
  ...columnDimensions,
  ...computedDimensions,
  ...visitDimensions,
  ...derivedDimensions,
  ...orderLineDimensions,
  ...timeGranularities,
] as const;
export type AnalyticsDimension = (typeof analyticsDimensions)[number];
