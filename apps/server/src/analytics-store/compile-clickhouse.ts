import type { AnalyticsMetric, TimeGranularity } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { clickhouseString, sqlIdentifier, sqlInteger } from './sql-literal.ts';

/**
 * Written for ClickHouse 18.16 and current versions alike: no query
 * parameters, no DateTime64, no startsWith/formatDateTime reliance.
 */
const metrics: Record<AnalyticsMetric, string> = {
  events: 'count()',
  visitors: "uniqExactIf(visitor_id, visitor_id != '')",
  sessions: "uniqExactIf(session_id, session_id != '')",
  pageviews: "countIf(type IN ('pageview', 'screenview'))",
  clicks: "countIf(type = 'click')",
  revenue: 'sum(revenue)',
  value: 'sum(value)',
  // nan when no vital matched; the result reader turns it into null
  avg_vital: "avgIf(vital_value, type = 'vital')",
};

export function clickhouseDialect(database: string): Dialect {
  return {
    name: 'clickhouse',
    table: `${sqlIdentifier(database)}.events`,
    string: clickhouseString,
    // `time_s` (seconds) is in the sort key and prunes; `time` (milliseconds) makes the bounds exact.
    range: (fromMs, toMs) =>
      `time_s >= toDateTime(${sqlInteger(Math.floor(fromMs / 1000))}) AND time_s <= toDateTime(${sqlInteger(Math.floor((toMs - 1) / 1000))})` +
      ` AND time >= ${sqlInteger(fromMs)} AND time < ${sqlInteger(toMs)}`,
    timeBucket(granularity: TimeGranularity, timeZone: string) {
      const tz = clickhouseString(timeZone);
      switch (granularity) {
        case 'hour':
          return `concat(substring(toString(time_s, ${tz}), 1, 13), ':00')`;
        case 'day':
          return `toString(toDate(time_s, ${tz}))`;
        case 'week':
          return `toString(toMonday(time_s, ${tz}))`;
        case 'month':
          return `toString(toStartOfMonth(time_s, ${tz}))`;
      }
    },
    metric: (m) => metrics[m],
    contains: (column, value) => `position(${column}, ${clickhouseString(value)}) > 0`,
    // byte prefix, the same meaning as DuckDB's starts_with
    startsWith: (column, value) =>
      `substring(${column}, 1, ${sqlInteger(Buffer.byteLength(value, 'utf8'))}) = ${clickhouseString(value)}`,
    notBot: 'is_bot = 0',
    timeMs: 'time',
  };
}
