import type { AnalyticsMetric } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { overVisitsSql, ratio } from './metric-sql.ts';
import { rollupSums } from './rollup.ts';

/**
 * The weighted form of the visit metrics (rollup-read.ts): where a read adds
 * the whole sums (whole-sums.ts), its inner rows are visits and sums of many
 * visits alike, each with its counts of visits (`w`), bounces (`bn`), visits
 * with page views (`vw`) and with a conversion (`gw`), and of visitors' firsts
 * (`f`); the outer query adds them.
 */

/** The whole sums' rows of whole rows only (whole-sums.ts: their last hour is their own), for a read of no span. */
export const unspanned = 'last = time';

/** The counts a visit adds to the outer sums besides its parts (whole-sums.ts has them for the whole rows it sums). */
export const weights = ['w', 'bn', 'vw', 'gw', 'dur'] as const;

/**
 * A visit row's counts (overSumsSql adds them): a visit with a session counts
 * once, and as a bounce, a visit with page views or a conversion when it is
 * one; its duration counts only then. `firsts`: the rows carry f.
 */
export const weighed = (firsts: boolean) => [
  ...rollupSums,
  "CASE WHEN sid <> '' THEN 1 ELSE 0 END AS w",
  "CASE WHEN sid <> '' AND pv = 1 THEN 1 ELSE 0 END AS bn",
  "CASE WHEN sid <> '' AND pv >= 1 THEN 1 ELSE 0 END AS vw",
  "CASE WHEN sid <> '' AND g > 0 THEN 1 ELSE 0 END AS gw",
  "CASE WHEN sid <> '' THEN dur ELSE 0 END AS dur",
  'v',
  `${firsts ? 'f' : '0'} AS f`,
];

/**
 * A visit metric over rows that are visits or whole sums (rollup-read's
 * weighted form): overVisitsSql with each count of visits read as a sum of
 * their counts, and visitors as the distinct ids plus the firsts counted.
 */
export function overSumsSql(d: Dialect, m: AnalyticsMetric): string {
  const visits = d.sum('w');
  switch (m) {
    case 'visitors':
      return `${d.distinctIf('v', "v <> ''")} + ${d.sum('f')}`;
    case 'sessions':
      return visits;
    case 'views_per_visit':
      return ratio(d.sum('pv'), visits);
    case 'bounce_rate':
      return ratio(d.sum('bn'), d.sum('vw'));
    case 'visit_duration':
      return `${ratio(d.sum('dur'), visits)} / 1000`;
    case 'conversions':
      return d.sum('gw');
    case 'conversion_rate':
      return ratio(d.sum('gw'), visits);
    case 'unique_clicks':
      throw new Error('unique clicks need every visit: no whole sums');
    default:
      // the parts summed alike over visits and sums: events, page views, clicks, orders, revenue, vitals…
      return overVisitsSql(d, m);
  }
}
