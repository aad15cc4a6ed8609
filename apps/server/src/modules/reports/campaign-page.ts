import type { AnalyticsFilter, Segment } from '@osm5/shared';
import type { EventStore } from '../../analytics-store/index.ts';
import type { PeriodBase } from './period-base.ts';

/** The visits with an event matching `filters` (one campaign's), within the user's `segment` when there is one. */
const segmentWithin = (segment: Segment | undefined, filters: AnalyticsFilter[]): Segment =>
  segment ? { filters: segment.filters, also: filters } : { filters };

export interface CampaignRow {
  source: string;
  campaign: string;
  visitors: number;
}

/** The campaign rows measured at once: a page of them, or a CSV's in turn. */
const MEASURED_AT_ONCE = 10;

/**
 * A page of the tagged sources and campaigns (utm_source, utm_campaign) of a
 * period's visits, most visitors first (then by name, so pages never overlap),
 * with how many there are. Each row adds what `measure` reads of the visits
 * that came through it: a segment, because the goal or the order is often
 * reached pages after the landing, and within the user's segment when there
 * is one. The sales tracker and a goal by source read their campaigns here.
 */
export async function campaignPage<T extends object>(
  events: EventStore,
  base: PeriodBase,
  paging: { page: number; pageSize: number },
  measure: (visits: Segment) => Promise<T>,
): Promise<{ items: (T & CampaignRow)[]; total: number }> {
  const tagged = await events.query({
    ...base,
    metrics: ['visitors'],
    dimensions: ['utm_source', 'utm_campaign'],
    filters: [...base.filters, { dimension: 'utm_source', op: 'neq', value: '' }],
    orderBy: [
      { key: 'visitors', direction: 'desc' },
      { key: 'utm_source', direction: 'asc' },
      { key: 'utm_campaign', direction: 'asc' },
    ],
    limit: paging.pageSize,
    offset: (paging.page - 1) * paging.pageSize,
    withTotal: true,
  });
  const items: (T & CampaignRow)[] = [];
  for (let i = 0; i < tagged.rows.length; i += MEASURED_AT_ONCE) {
    const slice = tagged.rows.slice(i, i + MEASURED_AT_ONCE);
    const measured = await Promise.all(
      slice.map(async (r) => {
        const source = String(r.utm_source ?? '');
        const campaign = String(r.utm_campaign ?? '');
        const figures = await measure(
          segmentWithin(base.segment, [
            { dimension: 'utm_source', op: 'eq', value: source },
            { dimension: 'utm_campaign', op: 'eq', value: campaign },
          ]),
        );
        return { ...figures, source, campaign, visitors: typeof r.visitors === 'number' ? r.visitors : 0 };
      }),
    );
    items.push(...measured);
  }
  return { items, total: tagged.total ?? items.length };
}
