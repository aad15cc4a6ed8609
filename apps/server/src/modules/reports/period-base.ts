import type { AnalyticsFilter, Segment } from '@osm5/shared';

const DAY_MS = 86_400_000;

/** The segment of a report page's list of filters (none when empty). */
export const segmentOf = (filters: AnalyticsFilter[]): Segment | undefined =>
  filters.length > 0 ? { filters } : undefined;

/** What a report with its own API is asked: the period's ends (both optional) and the user's filters and segment. */
export interface PeriodQuery {
  from?: string | undefined;
  to?: string | undefined;
  filters: AnalyticsFilter[];
  segment: AnalyticsFilter[];
}

/**
 * What every query of a report with its own API (the sales tracker, the
 * goals) reads: the item's events over the range asked (the last 30 days by
 * default), with the user's filters and segment; and the bucket of its trend
 * (hours for two days or less, else days).
 */
export function periodBase(item: { orgId: string; id: string; timeZone: string }, query: PeriodQuery, now: number) {
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const base = {
    scope: { tenantId: item.orgId, itemId: item.id },
    range: { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
    timeZone: item.timeZone,
    filters: query.filters,
    segment: segmentOf(query.segment),
  };
  const bucket = toMs - fromMs <= 2 * DAY_MS ? ('hour' as const) : ('day' as const);
  return { base, bucket };
}

export type PeriodBase = ReturnType<typeof periodBase>['base'];
