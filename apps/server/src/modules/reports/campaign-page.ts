import type { AnalyticsMetric, Goal, QueryRow } from '@osm5/shared';
import type { EventStore } from '../../analytics-store/index.ts';
import type { PeriodBase } from './period-base.ts';

export interface CampaignQuery {
  /** what each row measures (visitors always among them) */
  metrics: AnalyticsMetric[];
  goal?: Goal;
  /** the first order: one of the metrics */
  sort: { key: AnalyticsMetric; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

export interface CampaignRow {
  source: string;
  campaign: string;
  /** the row's metric values, by metric */
  values: QueryRow;
}

/**
 * A page of the tagged sources and campaigns (utm_source, utm_campaign) of a
 * period's visits, with how many there are, each with `metrics`, in one
 * grouped query. A visit's events carry the tags of the event that brought it
 * (the ingestion's sessions), so an order or a goal reached pages after the
 * landing counts under the campaign that brought the visit. Ordered by
 * `sort`, then by visitors, then by name, so pages never overlap. The sales
 * tracker and a goal by source read their campaigns here.
 */
export async function campaignPage(
  events: EventStore,
  base: PeriodBase,
  q: CampaignQuery,
): Promise<{ rows: CampaignRow[]; total: number }> {
  const metrics = [...new Set<AnalyticsMetric>(['visitors', ...q.metrics])];
  const result = await events.query({
    ...base,
    metrics,
    goal: q.goal,
    dimensions: ['utm_source', 'utm_campaign'],
    filters: [...base.filters, { dimension: 'utm_source', op: 'neq', value: '' }],
    orderBy: [
      q.sort,
      ...(q.sort.key === 'visitors' ? [] : [{ key: 'visitors' as const, direction: 'desc' as const }]),
      { key: 'utm_source', direction: 'asc' },
      { key: 'utm_campaign', direction: 'asc' },
    ],
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
    withTotal: true,
  });
  const rows = result.rows.map((values) => ({
    source: String(values.utm_source ?? ''),
    campaign: String(values.utm_campaign ?? ''),
    values,
  }));
  return { rows, total: result.total ?? rows.length };
}
