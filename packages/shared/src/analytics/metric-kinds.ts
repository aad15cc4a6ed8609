import type { AnalyticsMetric } from './query.ts';

/**
 * How a metric's values read: counts are whole numbers, rates shares of 0 to 1,
 * money amounts in the site's currency, durations seconds, decimals means with
 * fractions, and vitals a web vital's milliseconds (CLS has no unit). An
 * event's `value` is the number a site attached to it, not money: orders
 * carry the revenue.
 */
export type MetricKind = 'count' | 'rate' | 'money' | 'duration' | 'decimal' | 'vital';

const kinds: Record<AnalyticsMetric, MetricKind> = {
  events: 'count',
  visitors: 'count',
  sessions: 'count',
  pageviews: 'count',
  clicks: 'count',
  unique_clicks: 'count',
  revenue: 'money',
  value: 'decimal',
  orders: 'count',
  average_order_value: 'money',
  quantity: 'count',
  views_per_visit: 'decimal',
  bounce_rate: 'rate',
  visit_duration: 'duration',
  conversions: 'count',
  conversion_rate: 'rate',
  conversion_revenue: 'money',
  avg_vital: 'vital',
  p75_vital: 'vital',
};

/** The kind of a metric's values; a name that is no metric reads as a count. */
export const metricKind = (metric: string): MetricKind => kinds[metric as AnalyticsMetric] ?? 'count';
