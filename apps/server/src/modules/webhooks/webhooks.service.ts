import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type {
  CreatedWebhook,
  WebhookCreateInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookUpdateInput,
} from '@osm5/shared/schemas/webhooks';
import { webhookCreateSchema, webhookUpdateSchema } from '@osm5/shared/schemas/webhooks';
import { AppError } from '../../errors.ts';
import { isPublicAddress } from '../../lib/guarded-lookup.ts';
import { seal } from '../../lib/secret-box.ts';
import type { Actor } from '../audit/actor.ts';
import { findWorkspace } from '../organizations/access.repository.ts';
import { attemptDelivery, type DispatchDeps, WEBHOOK_LEASE_MS, webhookPayload } from './webhook-dispatch.ts';
import { newWebhookSecret, webhookSecretPrefix } from './webhook-signature.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveryRows,
  listEndpointRows,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointListRow,
} from './webhooks.repository.ts';

/**
 * Webhook endpoints of an organisation and their delivery logs. The routes
 * check api_keys:manage in the organisation; every read and write here is
 * scoped by its id, so another organisation's endpoint is NOT_FOUND.
 */
export type WebhookDeps = DispatchDeps;

const notFound = () => new AppError('NOT_FOUND');

export function endpointView(row: WebhookEndpointListRow): WebhookEndpoint {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    workspace: row.workspaceId ? { id: row.workspaceId, name: row.workspaceName ?? '' } : null,
    events: row.events.filter((e) => e !== 'ping') as WebhookEndpoint['events'],
    secretPrefix: row.secretPrefix,
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    failureCount: row.failureCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

/**
 * Refuses, at once, an address the dispatcher would refuse anyway: a private,
 * loopback or link-local IP, or `localhost`. Names are checked again at each
 * send through the guarded lookup (they may resolve anywhere later).
 */
function assertReachable(deps: WebhookDeps, url: string): void {
  if (deps.lookup.allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const isPrivate = isIP(host) ? !isPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost');
  if (isPrivate) throw new AppError('VALIDATION_ERROR', { field: 'url', message: 'validation.webhook_private_url' });
}

async function assertWorkspace(deps: WebhookDeps, orgId: string, workspaceId: string | null): Promise<void> {
  if (workspaceId && !(await findWorkspace(deps.db, orgId, workspaceId))) {
    throw new AppError('VALIDATION_ERROR', { field: 'workspaceId', message: 'validation.invalid' });
  }
}

async function endpointOf(deps: WebhookDeps, orgId: string, id: string): Promise<WebhookEndpointListRow> {
  const row = await findEndpoint(deps.db, orgId, id);
  if (!row) throw notFound();
  return row;
}

export async function listWebhooks(
  deps: WebhookDeps,
  orgId: string,
  page: { page: number; pageSize: number },
): Promise<Page<WebhookEndpoint>> {
  const { rows, total } = await listEndpointRows(deps.db, orgId, page);
  return { items: rows.map(endpointView), total, page: page.page, pageSize: page.pageSize };
}

export async function getWebhook(deps: WebhookDeps, orgId: string, id: string): Promise<WebhookEndpoint> {
  return endpointView(await endpointOf(deps, orgId, id));
}

/** A new endpoint; the answer holds its secret, the only time it is sent. */
export async function createWebhook(
  deps: WebhookDeps,
  orgId: string,
  actor: Actor,
  input: WebhookCreateInput,
): Promise<CreatedWebhook> {
  const body = webhookCreateSchema.parse(input);
  assertReachable(deps, body.url);
  await assertWorkspace(deps, orgId, body.workspaceId);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(deps.db, {
    orgId,
    workspaceId: body.workspaceId,
    name: body.name,
    url: body.url,
    events: body.events,
    secretSealed: seal(await deps.sealingKey(), secret),
    secretPrefix: webhookSecretPrefix(secret),
    createdBy: actor.userId,
  });
  return { ...(await getWebhook(deps, orgId, row.id)), secret };
}

/** Renames, moves, resubscribes, or turns an endpoint off or back on (its failure count starts again). */
export async function updateWebhook(
  deps: WebhookDeps,
  orgId: string,
  id: string,
  input: WebhookUpdateInput,
): Promise<WebhookEndpoint> {
  const body = webhookUpdateSchema.parse(input);
  await endpointOf(deps, orgId, id);
  if (body.url) assertReachable(deps, body.url);
  await updateEndpoint(deps.db, orgId, id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.events !== undefined ? { events: body.events } : {}),
    ...(body.enabled === true ? { enabled: true, disabledReason: null, failureCount: 0 } : {}),
    ...(body.enabled === false ? { enabled: false, disabledReason: 'manual' as const } : {}),
  });
  return getWebhook(deps, orgId, id);
}

/** A new secret; the old one stops signing at once. */
export async function rollWebhookSecret(deps: WebhookDeps, orgId: string, id: string): Promise<CreatedWebhook> {
  await endpointOf(deps, orgId, id);
  const secret = newWebhookSecret();
  await updateEndpoint(deps.db, orgId, id, {
    secretSealed: seal(await deps.sealingKey(), secret),
    secretPrefix: webhookSecretPrefix(secret),
  });
  return { ...(await getWebhook(deps, orgId, id)), secret };
}

export async function deleteWebhook(deps: WebhookDeps, orgId: string, id: string): Promise<void> {
  await endpointOf(deps, orgId, id);
  await deleteEndpoint(deps.db, orgId, id);
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
