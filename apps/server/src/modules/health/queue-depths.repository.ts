import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, eventDeletions, linkImports, webhookDeliveries, webhookEvents } from '../../db/schema.ts';
import { dueSitesCondition } from '../uptime/uptime.repository.ts';

export interface QueueDepths {
  /** removals of deleted items' events not done yet */
  eventDeletions: number;
  /** uptime checks whose time has come */
  uptimeDue: number;
  /** changes not fanned out to the webhook endpoints yet */
  webhookEvents: number;
  /** webhook deliveries waiting for their first attempt or a retry */
  webhookDeliveries: number;
  /** bulk link imports in progress */
  linkImports: number;
}

/**
 * The instance's background work waiting to be done, across organisations
 * (an operator's figures, never shown to a tenant), counted at each scrape.
 */
export async function queueDepths(db: Database, now: Date): Promise<QueueDepths> {
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [deletions, due, events, deliveries, imports] = await Promise.all([
    db.select({ n: count() }).from(eventDeletions),
    db.select({ n: count() }).from(analyticsSites).where(dueSitesCondition(now)),
    db.select({ n: count() }).from(webhookEvents),
    db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending')),
    db.select({ n: count() }).from(linkImports).where(eq(linkImports.status, 'running')),
  ]);
  return {
    eventDeletions: n(deletions),
    uptimeDue: n(due),
    webhookEvents: n(events),
    webhookDeliveries: n(deliveries),
    linkImports: n(imports),
  };
}
