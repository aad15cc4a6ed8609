import type { AnalyticsFilter } from '@osm5/shared';
import { untrackedEventTypes } from '@osm5/shared/schemas/usage';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Period } from './usage.repository.ts';

/**
 * Tracked events, read from the event store through the query engine (never a
 * counter bumped per event): every event of the organisation in the period but
 * bots, uptime checks and engagement pings (shared/schemas/usage.ts says why).
 */
const tracked: AnalyticsFilter[] = [{ dimension: 'type', op: 'not_in', values: [...untrackedEventTypes] }];

export interface TrackedCounts {
  events: number;
  clicks: number;
}

const range = (p: Period) => ({ from: p.from.toISOString(), to: p.to.toISOString() });
const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0));

export async function countTrackedEvents(events: EventStore, orgId: string, period: Period): Promise<number> {
  const result = await events.query({
    scope: { tenantId: orgId },
    range: range(period),
    metrics: ['events'],
    filters: tracked,
  });
  return num(result.totals.events);
}

/** The period's tracked events and clicks by UTC day (`YYYY-MM-DD`) or by workspace id, and in total. */
export async function trackedEventsBy(
  events: EventStore,
  orgId: string,
  period: Period,
  by: 'day' | 'workspace_id',
): Promise<{ rows: Map<string, TrackedCounts>; totals: TrackedCounts }> {
  const result = await events.query({
    scope: { tenantId: orgId },
    range: range(period),
    timeZone: 'UTC',
    metrics: ['events', 'clicks'],
    dimensions: [by],
    filters: tracked,
    limit: 10_000,
  });
  const rows = new Map<string, TrackedCounts>();
  for (const row of result.rows) {
    rows.set(String(row[by]), { events: num(row.events), clicks: num(row.clicks) });
  }
  return { rows, totals: { events: num(result.totals.events), clicks: num(result.totals.clicks) } };
}
