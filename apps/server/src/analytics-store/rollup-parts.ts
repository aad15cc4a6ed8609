import type { AnalyticsMetric, QueryDescription } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { type MillisRange, whereSql } from './query-builder.ts';
import { type Rollup, type RollupSum, readsViewsOnly, storedName, withoutViewsFilter } from './rollup.ts';
import type { RollupReader } from './rollup-reader.ts';

/**
 * The rows a read of a rollup takes and the stored parts it reads of them
 * (rollup-read.ts reads them): a rollup's own parts, or the page views of
 * visits; only the parts its metrics need.
 */

/** Which rows a read takes and which stored column (or constant) each part is read from. */
export interface StoredParts {
  where(d: Dialect, q: QueryDescription, range: MillisRange): string;
  sum(part: RollupSum): string;
  first: string;
  last: string;
  /** the whole sums' columns of the visits read and their durations (whole-sums.ts) */
  visits: 'w' | 'vw';
  duration: 'dur' | 'pdur';
}

/**
 * A rollup's own parts; viewsOfVisits reads the rows with page views, their
 * count as both events and page views (the only events left), nothing of the
 * other parts, and the page-view instants.
 */
export function storedParts(rollup: Rollup, reader: RollupReader): StoredParts {
  if (!rollup.viewsOnly) {
    const where = reader.viewsCounted && rollup.keys.includes('type') ? viewsCountedWhere : whereSql;
    return { where, sum: storedName, first: 't_min', last: 't_max', visits: 'w', duration: 'dur' };
  }
  return {
    where: (d, q, range) => {
      const views = withoutViewsFilter(q);
      if (!views) throw new Error('viewsOfVisits reads only descriptions filtered to page views');
      return `${whereSql(d, views, range)} AND ${storedName('pv')} > 0`;
    },
    sum: (part) => (part === 'n' || part === 'pv' ? storedName('pv') : '0'),
    first: 'p_min',
    last: 'p_max',
    visits: 'vw',
    duration: 'pdur',
  };
}

/** The rows of a description over a rollup keyed by type whose page views are counted (RollupReader.viewsCounted). */
function viewsCountedWhere(d: Dialect, q: QueryDescription, range: MillisRange): string {
  if (!readsViewsOnly(q)) return whereSql(d, q, range);
  const others = { ...q, filters: q.filters.filter((f) => f.dimension !== 'type') };
  return `${whereSql(d, others, range)} AND ${storedName('pv')} > 0`;
}

/** The parts each metric reads (over keys, over visits, over sums); a goal of kind order reads orders. */
const metricParts: Partial<Record<AnalyticsMetric, readonly RollupSum[]>> = {
  events: ['n'],
  pageviews: ['pv'],
  clicks: ['c'],
  unique_clicks: ['c'],
  revenue: ['rev'],
  value: ['val'],
  orders: ['o'],
  average_order_value: ['rev', 'o'],
  views_per_visit: ['pv'],
  bounce_rate: ['pv'],
  avg_vital: ['vs', 'vn'],
};
export const partsUsed = (q: QueryDescription) =>
  new Set<RollupSum>([
    ...q.metrics.flatMap((m) => metricParts[m] ?? []),
    ...(q.goal?.kind === 'order' ? ['o' as const] : []),
  ]);

/** Counts whose value over visits is the sum of their events' (overVisitsSql sums these parts). */
export const countParts: Partial<Record<AnalyticsMetric, RollupSum>> = {
  events: 'n',
  pageviews: 'pv',
  clicks: 'c',
  orders: 'o',
};
