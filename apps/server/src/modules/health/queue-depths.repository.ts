import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, eventDeletions } from '../../db/schema.ts';
import { dueSitesCondition } from '../uptime/uptime.repository.ts';

/**
 * The instance's background work waiting to be done, across organisations
 * (an operator's figures, never shown to a tenant): removals of deleted items'
 * events not done yet, and uptime checks whose time has come.
 */
export async function queueDepths(db: Database, now: Date): Promise<{ eventDeletions: number; uptimeDue: number }> {
  const [deletions, due] = await Promise.all([
    db.select({ n: count() }).from(eventDeletions),
    db.select({ n: count() }).from(analyticsSites).where(dueSitesCondition(now)),
  ]);
  return { eventDeletions: deletions[0]?.n ?? 0, uptimeDue: due[0]?.n ?? 0 };
}
