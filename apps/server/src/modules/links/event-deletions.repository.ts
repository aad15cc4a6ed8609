import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventDeletions } from '../../db/schema.ts';

export type EventDeletionRow = typeof eventDeletions.$inferSelect;
type Tx = Pick<Database, 'insert'>;

/** Written in the transaction that deletes the item. */
export async function enqueueEventDeletion(tx: Tx, orgId: string, itemId: string): Promise<EventDeletionRow> {
  const [row] = await tx.insert(eventDeletions).values({ orgId, itemId }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
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
