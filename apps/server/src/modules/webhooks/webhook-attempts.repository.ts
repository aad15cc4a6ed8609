import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema.ts';

export type WebhookAttemptRow = typeof webhookDeliveryAttempts.$inferSelect;

export async function insertAttempt(
  db: Pick<Database, 'insert'>,
  values: typeof webhookDeliveryAttempts.$inferInsert,
): Promise<void> {
  await db.insert(webhookDeliveryAttempts).values(values);
}

/** A delivery's attempts, first first; scoped by the organisation (the caller found the delivery in it). */
export async function listAttemptRows(
  db: Database,
  orgId: string,
  deliveryId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: WebhookAttemptRow[]; total: number }> {
  const where = and(eq(webhookDeliveryAttempts.orgId, orgId), eq(webhookDeliveryAttempts.deliveryId, deliveryId));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveryAttempts)
      .where(where)
      .orderBy(asc(webhookDeliveryAttempts.attempt), asc(webhookDeliveryAttempts.createdAt))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveryAttempts).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Housekeeping across organisations: deletes up to `limit` settled deliveries
 * made before `before` (their attempts go with them); pending ones stay until
 * settled. Returns how many went.
 */
export async function pruneDeliveries(db: Database, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(lt(webhookDeliveries.createdAt, before), ne(webhookDeliveries.status, 'pending')))
    .limit(limit);
  const gone = await db
    .delete(webhookDeliveries)
    .where(inArray(webhookDeliveries.id, old))
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
