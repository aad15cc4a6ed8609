import type { AnalyticsMetric, TimeGranularity } from '@osm5/shared';

/**
 * What differs between DuckDB and ClickHouse SQL. The shared builder
 * (query-builder.ts) asks a dialect for each fragment and never writes a
 * dialect-specific word itself.
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
  metric(metric: AnalyticsMetric): string;
  contains(column: string, value: string): string;
  startsWith(column: string, value: string): string;
  notBot: string;
  /** `time` as UTC milliseconds */
  timeMs: string;
}
