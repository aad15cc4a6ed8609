import { randomUUID } from 'node:crypto';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { WebhookAttempt, WebhookDelivery } from '@osm5/shared/schemas/webhooks';
import { AppError } from '../../errors.ts';
import { listAttemptRows, type WebhookAttemptRow } from './webhook-attempts.repository.ts';
import { attemptDelivery, WEBHOOK_LEASE_MS, webhookPayload } from './webhook-dispatch.ts';
import {
  findDelivery,
  insertDeliveries,
  listDeliveryRows,
  type WebhookDeliveryRow,
  type WebhookEndpointListRow,
} from './webhooks.repository.ts';
import { endpointOf, type WebhookDeps } from './webhooks.service.ts';

/**
 * An endpoint's delivery log: its deliveries, every attempt of each, and the
 * deliveries sent by hand (a test ping, a redelivery). Every read is scoped by
 * the organisation and the endpoint: another organisation's is NOT_FOUND.
 */

const notFound = () => new AppError('NOT_FOUND');

export function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    error: row.error,
    redeliveryOf: row.redeliveryOf,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDeliveries(
  deps: WebhookDeps,
  orgId: string,
  endpointId: string,
  query: { page: number; pageSize: number; status: 'all' | WebhookDelivery['status'] },
): Promise<Page<WebhookDelivery>> {
  await endpointOf(deps, orgId, endpointId);
  const { rows, total } = await listDeliveryRows(deps.db, orgId, endpointId, query);
  return { items: rows.map(deliveryView), total, page: query.page, pageSize: query.pageSize };
}

/** Sends one delivery now (it then retries like any other) and answers with its first outcome. */
async function sendNow(
  deps: WebhookDeps,
  endpoint: WebhookEndpointListRow,
  values: Parameters<typeof insertDeliveries>[1][number],
): Promise<WebhookDelivery> {
  if (!endpoint.enabled) {
    throw new AppError('CONFLICT', { message: 'Turn the webhook on before sending to it.' });
  }
  const now = new Date();
  // inserted as claimed (its next attempt a lease away), so the dispatcher's timer does not send it too
  const [delivery] = await insertDeliveries(deps.db, [
    { ...values, nextAttemptAt: new Date(now.getTime() + WEBHOOK_LEASE_MS) },
  ]);
  if (!delivery) throw new Error('insert returned nothing');
  await attemptDelivery(deps, delivery, endpoint, now);
  const saved = await findDelivery(deps.db, endpoint.orgId, endpoint.id, delivery.id);
  if (!saved) throw notFound();
  return deliveryView(saved);
}

/** "Send test": a `ping` event to this endpoint alone. */
export async function sendTestWebhook(deps: WebhookDeps, orgId: string, id: string): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(deps, orgId, id);
  const eventId = randomUUID();
  const payload = webhookPayload(
    { id: eventId, type: 'ping', createdAt: new Date(), orgId, workspaceId: endpoint.workspaceId },
    { endpointId: endpoint.id, message: 'A test event from OSM5.' },
  );
  return sendNow(deps, endpoint, { orgId, endpointId: endpoint.id, eventId, eventType: 'ping', payload });
}

/** Sends a delivery's event again (the same event id and body), as a new delivery of the log. */
export async function redeliverWebhook(
  deps: WebhookDeps,
  orgId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(deps, orgId, endpointId);
  const original = await findDelivery(deps.db, orgId, endpointId, deliveryId);
  if (!original) throw notFound();
  return sendNow(deps, endpoint, {
    orgId,
    endpointId,
    eventId: original.eventId,
    eventType: original.eventType,
    payload: original.payload,
    redeliveryOf: original.id,
  });
}

const attemptView = (row: WebhookAttemptRow): WebhookAttempt => ({
  id: row.id,
  attempt: row.attempt,
  ok: row.ok,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  durationMs: row.durationMs,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
});

/** Every attempt of one delivery, the first first. */
export async function listAttempts(
  deps: WebhookDeps,
  orgId: string,
  endpointId: string,
  deliveryId: string,
  query: { page: number; pageSize: number },
): Promise<Page<WebhookAttempt>> {
  await endpointOf(deps, orgId, endpointId);
  if (!(await findDelivery(deps.db, orgId, endpointId, deliveryId))) throw notFound();
  const { rows, total } = await listAttemptRows(deps.db, orgId, deliveryId, query);
  return { items: rows.map(attemptView), total, page: query.page, pageSize: query.pageSize };
}
