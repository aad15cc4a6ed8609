import type { TimeGranularity } from '@osm5/shared';

/**
 * What differs between DuckDB and ClickHouse SQL. The shared builder
 * (query-builder.ts) and the metric definitions (metric-sql.ts) ask a dialect
 * for each fragment and never write a dialect-specific word themselves.
 */
export interface Dialect {
  name: 'duckdb' | 'clickhouse';
  /** the events table, qualified as needed */
  table: string;
  string(value: string): string;
  /** events with fromMs <= time < toMs, written so that the sort key can prune */
  range(fromMs: number, toMs: number): string;
  /** the local wall-clock label of the bucket (see time-buckets.ts in the shared package) */
  timeBucket(granularity: TimeGranularity, timeZone: string): string;
  contains(column: string, value: string): string;
  startsWith(column: string, value: string): string;
  notBot: string;
  /**
   * The users flow's steps: over the events meeting `where` (page views of
   * visits), each visit's paths in time order (ties by id), one row per visit
   * and step up to `steps`: step (1-based), page, next (the following page,
   * '' at the last step or the visit's end), ended (1 when the visit's last
   * page view is this step's), visits (the count of such rows).
   */
  flowStepsSql(where: string, steps: number): string;
  /** `time` as UTC milliseconds */
  timeMs: string;
  /** aggregates: each gives 0 over no rows (sums included), never NULL */
  countIf(condition: string): string;
  sum(expression: string): string;
  sumIf(expression: string, condition: string): string;
  distinctIf(expression: string, condition: string): string;
  /** `expression` of the row with the smallest (first) or largest (last) `order` among those meeting the condition; '' when none */
  firstIf(expression: string, order: string, condition: string): string;
  lastIf(expression: string, order: string, condition: string): string;
  /** the 75th percentile by nearest rank (the ceil(0.75·n)-th smallest); NULL or nan over no rows */
  p75If(expression: string, condition: string): string;
  /** columns the events table computes itself, which a subquery over it must name (ClickHouse's time_s) */
  computedColumns: string[];
  /** `SELECT columns, <one part> AS alias FROM table WHERE where`: one row per `separator`-separated part of `column` */
  splitRows(columns: string[], column: string, separator: string, alias: string, where: string): string;
  /** the `index`-th (1-based) `separator`-separated part of `expression` ('' past the last) */
  splitPart(expression: string, separator: string, index: number): string;
  /**
   * Whether the JSON object in `column` (written by JSON.stringify, flat) has
   * `key` (plain: [A-Za-z0-9_-]) equal to `value`: a string equal to it, or a
   * number or boolean written so. False for '' or any other JSON.
   */
  jsonFieldIs(column: string, key: string, value: string): string;
  /** a number written as text (JavaScript's String(n)) as a double */
  toNumber(expression: string): string;
  /** `SELECT columns FROM table WHERE where`, ordered by key then order, keeping the first n rows of each key */
  firstRowsPerKey(columns: string, where: string, key: string, order: string, n: number): string;
}
