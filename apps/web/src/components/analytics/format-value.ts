import { metricKind } from '@osm5/shared/analytics/metric-kinds';
import type { AnalyticsMetric } from '@osm5/shared/analytics/query';

/** What a missing value (a ratio or mean of nothing) reads as. */
export const NO_VALUE = '–';

/** Counts: a chart's axis steps by whole numbers for them. */
export const isCount = (metric: string) => metricKind(metric) === 'count';

/** Seconds as m:ss (h:mm:ss past an hour), digits in the language's numbering. */
export const formatDuration = (seconds: number, language: string): string => {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const n = (v: number, pad: number) =>
    new Intl.NumberFormat(language, { minimumIntegerDigits: pad, useGrouping: false }).format(v);
  return h > 0 ? `${n(h, 1)}:${n(m, 2)}:${n(s, 2)}` : `${n(m, 1)}:${n(s, 2)}`;
};

/** An amount in a currency (a site's) with that currency's decimals (€40.00, ¥1,235), or up to two where none is known. */
export const formatAmount = (value: number, currency: string | undefined, language: string) =>
  currency
    ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(value)
    : new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/**
 * One metric's value as the tables and cards show it: counts, % for ratios,
 * m:ss for durations, money in the currency of the result (a site's), – for null.
 */
export const formatMetric = (
  metric: AnalyticsMetric | string,
  value: number | null | undefined,
  language: string,
  currency?: string,
) => {
  if (value === null || value === undefined || Number.isNaN(value)) return NO_VALUE;
  switch (metricKind(metric)) {
    case 'rate':
      return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    case 'duration':
      return formatDuration(value, language);
    case 'money':
      return formatAmount(value, currency, language);
    case 'decimal':
    case 'vital':
      return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
    case 'count':
      return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
  }
};

/**
 * A metric's value on a chart's axis, short enough for its narrow margin:
 * compact (1.5K, €12K, 3.4M) where a table writes it whole, rates and
 * durations as in the tables.
 */
export const formatAxisValue = (metric: string, value: number, language: string, currency?: string) => {
  const kind = metricKind(metric);
  if (kind === 'rate' || kind === 'duration') return formatMetric(metric, value, language);
  const money = kind === 'money' && currency ? { style: 'currency' as const, currency } : {};
  return new Intl.NumberFormat(language, {
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
    ...money,
  }).format(value);
};

/** The change from the previous period as a signed percentage, or undefined when there is nothing to compare. */
export const changeOf = (current: number | null | undefined, previous: number | null | undefined) => {
  if (current === null || current === undefined || previous === null || previous === undefined) return undefined;
  if (previous === 0) return current === 0 ? 0 : undefined;
  return (current - previous) / previous;
};

export const formatChange = (change: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    change,
  );

/** A time bucket (`2026-11-25`, `2026-11-25 14:00`) as a short local date, hour or month. */
export const formatBucket = (bucket: string, dimension: string, language: string): string => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(bucket) ? new Date(`${bucket}T00:00:00`) : new Date(bucket.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return bucket;
  const options: Intl.DateTimeFormatOptions =
    dimension === 'month'
      ? { month: 'short', year: 'numeric' }
      : dimension === 'hour'
        ? { month: 'short', day: 'numeric', hour: 'numeric' }
        : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(date);
};
