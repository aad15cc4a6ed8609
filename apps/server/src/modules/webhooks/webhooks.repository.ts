import type { WebhookEventType } from '@osm5/shared/schemas/webhooks';
import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsGoals, webhookDeliveries, webhookEndpoints, webhookEvents, workspaces } from '../../db/schema.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookEventRow = typeof webhookEvents.$inferSelect;
export interface WebhookEndpointListRow extends WebhookEndpointRow {
  workspaceName: string | null;
}

const listColumns = { endpoint: webhookEndpoints, workspaceName: workspaces.name };
const flatten = (r: { endpoint: WebhookEndpointRow; workspaceName: string | null }): WebhookEndpointListRow => ({
  ...r.endpoint,
  workspaceName: r.workspaceName,
});

export async function listEndpointRows(
  db: Database,
  orgId: string,
  page: { page: number; pageSize: number },
): Promise<{ rows: WebhookEndpointListRow[]; total: number }> {
  const where = eq(webhookEndpoints.orgId, orgId);
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns)
      .from(webhookEndpoints)
      .leftJoin(workspaces, eq(workspaces.id, webhookEndpoints.workspaceId))
      .where(where)
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints).where(where),
  ]);
  return { rows: rows.map(flatten), total: count?.n ?? 0 };
}

export async function findEndpoint(db: Database, orgId: string, id: string): Promise<WebhookEndpointListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(webhookEndpoints)
    .leftJoin(workspaces, eq(workspaces.id, webhookEndpoints.workspaceId))
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
  return row ? flatten(row) : null;
}

export async function insertEndpoint(
  db: Pick<Database, 'insert'>,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateEndpoint(
  db: Pick<Database, 'update'>,
  orgId: string,
  id: string,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
}

export async function deleteEndpoint(db: Pick<Database, 'delete'>, orgId: string, id: string): Promise<void> {
  await db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
}

export async function listDeliveryRows(
  db: Database,
  orgId: string,
  endpointId: string,
  query: { page: number; pageSize: number; status: 'all' | WebhookDeliveryRow['status'] },
): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.orgId, orgId),
    eq(webhookDeliveries.endpointId, endpointId),
    query.status === 'all' ? undefined : eq(webhookDeliveries.status, query.status),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findDelivery(
  db: Database,
  orgId: string,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.orgId, orgId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row ?? null;
}

export async function insertDeliveries(
  db: Pick<Database, 'insert'>,
  values: (typeof webhookDeliveries.$inferInsert)[],
): Promise<WebhookDeliveryRow[]> {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

// ---- the dispatcher's reads and writes: housekeeping across organisations, each row naming its own ----

/** The oldest events not fanned out yet. */
export function pendingEvents(db: Database, limit: number): Promise<WebhookEventRow[]> {
  return db.select().from(webhookEvents).orderBy(asc(webhookEvents.createdAt)).limit(limit);
}

export async function deleteEvents(db: Pick<Database, 'delete'>, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(webhookEvents).where(inArray(webhookEvents.id, ids));
}

/** The enabled endpoints of these organisations (an event then picks those of its workspace and type). */
export function enabledEndpointsOf(db: Database, orgIds: string[]): Promise<WebhookEndpointRow[]> {
  if (orgIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.orgId, orgIds), eq(webhookEndpoints.enabled, true)));
}

/**
 * Claims due deliveries: moves their next attempt `leaseMs` on, so that a
 * second instance (or the next tick) does not send them meanwhile, and
 * returns them with their endpoint. An attempt that crashes is tried again
 * once the lease has passed.
 */
export async function claimDueDeliveries(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<{ delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow }[]> {
  const due: SQL | undefined = and(
    eq(webhookDeliveries.status, 'pending'),
    or(isNull(webhookDeliveries.nextAttemptAt), lte(webhookDeliveries.nextAttemptAt, now)),
  );
  // a disabled endpoint's deliveries wait, unclaimed, until it is turned on again
  const ids = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(due, eq(webhookEndpoints.enabled, true)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(inArray(webhookDeliveries.id, ids), due))
    .returning();
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(
      inArray(
        webhookEndpoints.id,
        claimed.map((d) => d.endpointId),
      ),
    );
  const byId = new Map(endpoints.map((e) => [e.id, e]));
  return claimed.flatMap((delivery) => {
    const endpoint = byId.get(delivery.endpointId);
    return endpoint ? [{ delivery, endpoint }] : [];
  });
}

export async function saveAttempt(
  db: Pick<Database, 'update'>,
  id: string,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

/** After an attempt: a success resets the endpoint's failures; a failure counts one more and returns the count. */
export async function noteEndpointOutcome(db: Database, endpointId: string, ok: boolean): Promise<number> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failureCount: ok ? 0 : sql`${webhookEndpoints.failureCount} + 1` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failureCount: webhookEndpoints.failureCount });
  return row?.failureCount ?? 0;
}

/** Turns an endpoint off after its failures; true only for the call that did it (one e-mail). */
export async function disableForFailures(db: Database, endpointId: string): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failures', updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The organisations with an enabled endpoint taking a batched event (its hot path gathers for these only). */
export async function orgsWantingEvent(db: Database, type: WebhookEventType): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orgId: webhookEndpoints.orgId })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`));
  return rows.map((r) => r.orgId);
}

/** The goals of these organisations' sites (the conversions gatherer keeps them in memory). */
export function goalsOfOrgs(db: Database, orgIds: string[]): Promise<(typeof analyticsGoals.$inferSelect)[]> {
  if (orgIds.length === 0) return Promise.resolve([]);
  return db.select().from(analyticsGoals).where(inArray(analyticsGoals.orgId, orgIds));
}
