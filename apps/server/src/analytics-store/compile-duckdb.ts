import type { AnalyticsMetric, TimeGranularity } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';

/** `time` is a naive TIMESTAMP meaning UTC: make it an instant, then read the wall clock of the zone. */
const local = (timeZone: string) => `((time AT TIME ZONE 'UTC') AT TIME ZONE ${duckdbString(timeZone)})`;

const nonEmptyDistinct = (column: string) => `count(DISTINCT ${column}) FILTER (WHERE ${column} <> '')`;

const metrics: Record<AnalyticsMetric, string> = {
  events: 'count(*)',
  visitors: nonEmptyDistinct('visitor_id'),
  sessions: nonEmptyDistinct('session_id'),
  pageviews: "count(*) FILTER (WHERE type IN ('pageview', 'screenview'))",
  clicks: "count(*) FILTER (WHERE type = 'click')",
  // sum() of no rows is NULL in DuckDB and 0 in ClickHouse: say 0 in both.
  revenue: 'coalesce(sum(revenue), 0)',
  value: 'coalesce(sum(value), 0)',
  avg_vital: "avg(vital_value) FILTER (WHERE type = 'vital')",
};

export const duckdbDialect: Dialect = {
  name: 'duckdb',
  table: 'events',
  string: duckdbString,
  range: (fromMs, toMs) => `time >= epoch_ms(${sqlInteger(fromMs)}) AND time < epoch_ms(${sqlInteger(toMs)})`,
  timeBucket(granularity: TimeGranularity, timeZone: string) {
    const t = local(timeZone);
    switch (granularity) {
      case 'hour':
        return `strftime(${t}, '%Y-%m-%d %H:00')`;
      case 'day':
        return `strftime(${t}, '%Y-%m-%d')`;
      case 'week':
        return `strftime(date_trunc('week', ${t}), '%Y-%m-%d')`;
      case 'month':
        return `strftime(date_trunc('month', ${t}), '%Y-%m-%d')`;
    }
  },
  metric: (m) => metrics[m],
  contains: (column, value) => `strpos(${column}, ${duckdbString(value)}) > 0`,
  startsWith: (column, value) => `starts_with(${column}, ${duckdbString(value)})`,
  notBot: 'NOT is_bot',
  timeMs: 'epoch_ms(time)',
};
