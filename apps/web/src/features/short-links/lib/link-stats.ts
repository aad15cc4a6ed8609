import type { LinkStats } from '@osm5/shared/schemas/links';

/** The report's ranked lists, in the order the page shows them. */
export const breakdowns = ['countries', 'devices', 'browsers', 'os', 'referrers', 'languages', 'triggers'] as const;
export type Breakdown = (typeof breakdowns)[number];
export type RankedRow = LinkStats['countries'][number];

/**
 * A series bucket as the axis shows it: "2026-03-01" a day (or a week's first
 * day), "2026-03" a month, anything longer an hour.
 */
export const bucketLabel = (bucket: string, granularity: LinkStats['granularity'], language: string): string => {
  const date =
    /^\d{4}-\d{2}$/.test(bucket) || granularity === 'month'
      ? new Date(`${bucket.slice(0, 7)}-01T00:00:00`)
      : /^\d{4}-\d{2}-\d{2}$/.test(bucket)
        ? new Date(`${bucket}T00:00:00`)
        : new Date(bucket.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return bucket;
  const options: Intl.DateTimeFormatOptions =
    granularity === 'month'
      ? { month: 'short', year: 'numeric' }
      : granularity === 'hour'
        ? { month: 'short', day: 'numeric', hour: 'numeric' }
        : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(language, options).format(date);
};
