import { isIP } from 'node:net';
import type { AuditAction } from '@osm5/shared/audit-actions';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type {
  CreatedWebhook,
  WebhookCreateInput,
  WebhookEndpoint,
  WebhookUpdateInput,
} from '@osm5/shared/schemas/webhooks';
import { webhookCreateSchema, webhookUpdateSchema } from '@osm5/shared/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { isPublicAddress } from '../../lib/guarded-lookup.ts';
import { seal } from '../../lib/secret-box.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findWorkspace } from '../organizations/access.repository.ts';
import type { DispatchDeps } from './webhook-dispatch.ts';
import { newWebhookSecret, webhookSecretPrefix } from './webhook-signature.ts';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpointRows,
  updateEndpoint,
  type WebhookEndpointListRow,
  type WebhookEndpointRow,
} from './webhooks.repository.ts';

/**
 * Webhook endpoints of an organisation (their logs: webhook-deliveries.service.ts). The routes
 * check api_keys:manage in the organisation; every read and write here is
 * scoped by its id, so another organisation's endpoint is NOT_FOUND.
 */
export interface WebhookDeps extends DispatchDeps {
  /** the gatherers of batched events (link.clicked, goal.converted): told at once when their endpoints may have changed */
  batches?: { refresh(): Promise<void> }[];
}

/** This instance gathers clicks and conversions for a new subscriber at once (others read them again within a window). */
async function subscriptionsChanged(deps: WebhookDeps): Promise<void> {
  await Promise.all((deps.batches ?? []).map((b) => b.refresh()));
}

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

export async function endpointOf(deps: WebhookDeps, orgId: string, id: string): Promise<WebhookEndpointListRow> {
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

/** The audit entry of a change to an endpoint (written in the change's transaction). */
function audited(
  tx: Pick<Database, 'insert'>,
  actor: Actor,
  endpoint: Pick<WebhookEndpointRow, 'id' | 'orgId' | 'workspaceId' | 'name'>,
  action: AuditAction,
  details: Record<string, unknown> = {},
): Promise<void> {
  return recordAudit(tx, {
    orgId: endpoint.orgId,
    workspaceId: endpoint.workspaceId,
    ...auditBy(actor),
    action,
    targetType: 'webhook',
    targetId: endpoint.id,
    details: { name: endpoint.name, ...details },
  });
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
  const sealed = seal(await deps.sealingKey(), secret);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEndpoint(tx, {
      orgId,
      workspaceId: body.workspaceId,
      name: body.name,
      url: body.url,
      events: body.events,
      secretSealed: sealed,
      secretPrefix: webhookSecretPrefix(secret),
      createdBy: actor.userId,
    });
    await audited(tx, actor, inserted, 'webhook.create', { url: body.url, events: body.events });
    return inserted;
  });
  await subscriptionsChanged(deps);
  return { ...(await getWebhook(deps, orgId, row.id)), secret };
}

/** Which audit action an update is: turning on or off says so; anything else is an update. */
function updateAction(body: ReturnType<typeof webhookUpdateSchema.parse>, current: WebhookEndpointRow): AuditAction {
  const onlyToggle = body.name === undefined && body.url === undefined && body.events === undefined;
  if (onlyToggle && body.enabled === true && !current.enabled) return 'webhook.enable';
  if (onlyToggle && body.enabled === false && current.enabled) return 'webhook.disable';
  return 'webhook.update';
}

/** Renames, moves, resubscribes, or turns an endpoint off or back on (its failure count starts again). */
export async function updateWebhook(
  deps: WebhookDeps,
  orgId: string,
  actor: Actor,
  id: string,
  input: WebhookUpdateInput,
): Promise<WebhookEndpoint> {
  const body = webhookUpdateSchema.parse(input);
  const current = await endpointOf(deps, orgId, id);
  if (body.url) assertReachable(deps, body.url);
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.url !== undefined ? { url: body.url } : {}),
    ...(body.events !== undefined ? { events: body.events } : {}),
    ...(body.enabled === true ? { enabled: true, disabledReason: null, failureCount: 0 } : {}),
    ...(body.enabled === false ? { enabled: false, disabledReason: 'manual' as const } : {}),
  };
  await deps.db.transaction(async (tx) => {
    await updateEndpoint(tx, orgId, id, changes);
    const changedFields = (['name', 'url', 'events', 'enabled'] as const).filter(
      (k) => body[k] !== undefined && JSON.stringify(body[k]) !== JSON.stringify(current[k]),
    );
    await audited(tx, actor, { ...current, name: body.name ?? current.name }, updateAction(body, current), {
      changedFields,
    });
  });
  await subscriptionsChanged(deps);
  return getWebhook(deps, orgId, id);
}

/** A new secret; the old one stops signing at once. */
export async function rollWebhookSecret(
  deps: WebhookDeps,
  orgId: string,
  actor: Actor,
  id: string,
): Promise<CreatedWebhook> {
  const current = await endpointOf(deps, orgId, id);
  const secret = newWebhookSecret();
  const sealed = seal(await deps.sealingKey(), secret);
  await deps.db.transaction(async (tx) => {
    await updateEndpoint(tx, orgId, id, { secretSealed: sealed, secretPrefix: webhookSecretPrefix(secret) });
    await audited(tx, actor, current, 'webhook.secret_roll', { secretPrefix: webhookSecretPrefix(secret) });
  });
  return { ...(await getWebhook(deps, orgId, id)), secret };
}

export async function deleteWebhook(deps: WebhookDeps, orgId: string, actor: Actor, id: string): Promise<void> {
  const current = await endpointOf(deps, orgId, id);
  await deps.db.transaction(async (tx) => {
    await deleteEndpoint(tx, orgId, id);
    await audited(tx, actor, current, 'webhook.delete', { url: current.url });
  });
  await subscriptionsChanged(deps);
}
