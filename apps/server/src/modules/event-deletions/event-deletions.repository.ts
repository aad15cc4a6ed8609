import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, eventDeletions, links } from '../../db/schema.ts';

export type EventDeletionRow = typeof eventDeletions.$inferSelect;
type Tx = Pick<Database, 'insert' | 'select'>;

/** Written in the transaction that deletes the item. */
export async function enqueueEventDeletion(tx: Tx, orgId: string, itemId: string): Promise<EventDeletionRow> {
  const [row] = await tx.insert(eventDeletions).values({ orgId, itemId }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/**
 * One removal per link and per analytics site of the workspace: written before
 * the workspace (and so its links and sites) is deleted.
 */
export async function enqueueWorkspaceEventDeletions(tx: Tx, orgId: string, workspaceId: string): Promise<number> {
  const items = [
    ...(await tx
      .select({ orgId: links.orgId, itemId: links.id })
      .from(links)
      .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId)))),
    ...(await tx
      .select({ orgId: analyticsSites.orgId, itemId: analyticsSites.id })
      .from(analyticsSites)
      .where(and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId)))),
  ];
  // in slices: one statement's parameters are bounded (65,535 in PostgreSQL)
  for (let i = 0; i < items.length; i += 1_000) await tx.insert(eventDeletions).values(items.slice(i, i + 1_000));
  return items.length;
}

/** The oldest pending removals (housekeeping across organisations: each names its own). */
export function pendingEventDeletions(db: Database, limit: number): Promise<EventDeletionRow[]> {
  return db.select().from(eventDeletions).orderBy(asc(eventDeletions.createdAt)).limit(limit);
}

export async function finishEventDeletion(db: Database, id: string): Promise<void> {
  await db.delete(eventDeletions).where(eq(eventDeletions.id, id));
}

export async function noteEventDeletionFailure(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(eventDeletions)
    .set({ attempts: sql`${eventDeletions.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(eventDeletions.id, id));
}
