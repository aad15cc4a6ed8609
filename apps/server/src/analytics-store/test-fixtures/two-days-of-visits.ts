import type { AnalyticsDimension, QueryDescriptionInput } from '@osm5/shared';
import type { EventInput } from '../event-row.ts';

const HOUR = 3_600_000;

/**
 * 40 visitors, 60 visits over the two days from `day` (hours 0 to 44): some
 * bounce, some span two hours (one over midnight), some order; visitors
 * u0…u19 come back a day later. Visit i is session `s{i}` of visitor
 * `u{i % 40}`, in country FR, DE or US (i % 3) on a mobile (odd i) or a desktop.
 */
export function twoDaysOfVisits(day: number): Partial<EventInput>[] {
  const events: Partial<EventInput>[] = [];
  for (let i = 0; i < 60; i++) {
    const t = day + ((i % 40) + (i >= 40 ? 24 : 0)) * HOUR + (i % 7) * 60_000;
    const visit = {
      session_id: `s${i}`,
      visitor_id: `u${i % 40}`,
      country: ['FR', 'DE', 'US'][i % 3],
      device_type: i % 2 ? 'mobile' : 'desktop',
    };
    events.push({ ...visit, time: t, path: `/p${i % 4}` });
    if (i % 3 !== 0) events.push({ ...visit, time: t + 58 * 60_000, path: `/p${(i + 1) % 4}` });
    if (i % 5 === 0) {
      events.push({ ...visit, time: t + 55 * 60_000, type: 'ecommerce', revenue: 12.5, path: '/checkout' });
    }
  }
  return events;
}

/** The month of those days, and a description of the visits of their item (tenant t, item s) in it. */
export const month = { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' };
export const visits = (dimensions: AnalyticsDimension[] = []): QueryDescriptionInput => ({
  scope: { tenantId: 't', itemId: 's' },
  range: month,
  metrics: ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration', 'views_per_visit', 'events'],
  dimensions,
  limit: 100,
});
/** The filter of page views (the pages report and its totals). */
export const views = [{ dimension: 'type' as const, op: 'in' as const, values: ['pageview', 'screenview'] }];
