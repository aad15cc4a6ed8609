import type { AnalyticsDimension, AnalyticsFilter, AnalyticsMetric, Goal } from '../../analytics/query.ts';
import { type TimeGranularity, timeGranularities } from '../../analytics/time-buckets.ts';
import type { AiQueryInput } from '../plan.ts';
import { isTime } from './chart.ts';
import type { PagePlace } from './filters.ts';
import { DEFAULT_TOP, type Ranking } from './ranking.ts';

/**
 * Rules that turn what was read into a query:
 * - conversions need a goal: the named custom event ("signup event"), else
 *   the named page ("/thank-you"), else "signups" → the event `signup`, else
 *   orders (a visit that placed an order converted);
 * - a breakdown by a non-time dimension is ordered by its first metric
 *   (descending unless "least") and cut to the asked N, else DEFAULT_TOP;
 * - a series keeps every bucket (limit SERIES_LIMIT) in time order, and its
 *   step grows (hour → day → week → month) until the range fits.
 */
export const SERIES_LIMIT = 5000;

export function goalFor(eventName: string | undefined, path: string | undefined, signup: boolean): Goal {
  if (eventName) return { kind: 'event', name: eventName };
  if (path) return { kind: 'page', path };
  if (signup) return { kind: 'event', name: 'signup' };
  return { kind: 'order' };
}

/**
 * A page, viewed or the visits' entry or exit page (`dimension`): exact, or a
 * prefix ending in `*`; "except /admin" excludes an exact page. The engine
 * has no "not starting with", so an excluded prefix is left out (no filter)
 * rather than read backwards.
 */
export function pathFilter(path: string, negated = false, dimension: PagePlace = 'path'): AnalyticsFilter | undefined {
  const prefix = path.endsWith('*') && path.length > 1;
  if (negated) return prefix ? undefined : { dimension, op: 'neq', value: path };
  return prefix ? { dimension, op: 'starts_with', value: path.slice(0, -1) } : { dimension, op: 'eq', value: path };
}

/** The step a trend question gets from its range's length. */
export function stepFor(fromIso: string, toIso: string): TimeGranularity {
  const days = (Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000;
  if (days <= 2) return 'hour';
  if (days <= 92) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

const maxBucketsFor: Record<TimeGranularity, number> = { hour: 24 * 62, day: 1100, week: 600, month: 5000 };

/** A step coarse enough for the range (hourly over a year becomes weekly). */
export function fitStep(step: TimeGranularity, fromIso: string, toIso: string): TimeGranularity {
  const hours = (Date.parse(toIso) - Date.parse(fromIso)) / 3_600_000;
  const perBucket: Record<TimeGranularity, number> = { hour: 1, day: 24, week: 168, month: 720 };
  let i = timeGranularities.indexOf(step);
  while (i < timeGranularities.length - 1) {
    const g = timeGranularities[i] as TimeGranularity;
    if (hours / perBucket[g] <= maxBucketsFor[g]) break;
    i++;
  }
  return timeGranularities[i] as TimeGranularity;
}

/** Order and cut: rankings by the first metric, series in time order with all their buckets. */
export function shape(
  metrics: AnalyticsMetric[],
  dimensions: AnalyticsDimension[],
  ranking: Ranking,
): Pick<AiQueryInput, 'orderBy' | 'limit'> {
  if (dimensions.length === 0) return {};
  const metric = metrics[0] as AnalyticsMetric;
  if (dimensions.some(isTime)) {
    return ranking.limit
      ? { orderBy: [{ key: metric, direction: ranking.direction }], limit: ranking.limit }
      : { limit: SERIES_LIMIT };
  }
  return { orderBy: [{ key: metric, direction: ranking.direction }], limit: ranking.limit ?? DEFAULT_TOP };
}
