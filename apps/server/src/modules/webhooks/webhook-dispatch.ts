import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_RETRY_DELAYS_S,
  WEBHOOK_TIMEOUT_MS,
  type WebhookEventType,
} from '@osm5/shared/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { unseal } from '../../lib/secret-box.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { siteOwners } from '../uptime/uptime.repository.ts';
import { insertAttempt, pruneDeliveries } from './webhook-attempts.repository.ts';
import { postWebhook } from './webhook-http.ts';
import { signWebhook } from './webhook-signature.ts';
import {
  claimDueDeliveries,
  deleteEvents,
  disableForFailures,
  enabledEndpointsOf,
  insertDeliveries,
  noteEndpointOutcome,
  pendingEvents,
  saveAttempt,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookEventRow,
} from './webhooks.repository.ts';

export interface DispatchDeps {
  db: Database;
  mailer: Mailer;
  /** the key endpoint secrets are sealed with */
  sealingKey: () => Promise<string>;
  publicUrl: string;
  /** the guarded lookup's options (uptime's DNS servers; private addresses only when allowed) */
  lookup: { dnsServers: readonly string[]; allowPrivate: boolean };
  logger: { warn(obj: object, msg: string): void };
}

const EVENTS_PER_PASS = 500;
const DELIVERIES_PER_PASS = 50;
/** an attempt still running after this is taken to have crashed, and is tried again */
export const WEBHOOK_LEASE_MS = WEBHOOK_TIMEOUT_MS * 3;

/** The JSON body every endpoint receives. */
export function webhookPayload(
  event: { id: string; type: WebhookEventType; createdAt: Date; orgId: string; workspaceId: string | null },
  data: Record<string, unknown>,
): Record<string, unknown> {
  return {
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    organizationId: event.orgId,
    workspaceId: event.workspaceId,
    data,
  };
}

const wants = (endpoint: WebhookEndpointRow, event: WebhookEventRow) =>
  endpoint.orgId === event.orgId &&
  endpoint.events.includes(event.type) &&
  (endpoint.workspaceId === null || endpoint.workspaceId === event.workspaceId);

/** Turns outbox events into one pending delivery per endpoint that wants them; returns the deliveries made. */
export async function fanOut(deps: DispatchDeps): Promise<number> {
  const events = await pendingEvents(deps.db, EVENTS_PER_PASS);
  if (events.length === 0) return 0;
  const endpoints = await enabledEndpointsOf(deps.db, [...new Set(events.map((e) => e.orgId))]);
  const rows = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => wants(endpoint, event))
      .map((endpoint) => ({
        orgId: event.orgId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        // a batch (link.clicked) is about no single object: its data is all there is
        payload: webhookPayload(event, event.targetId === null ? event.data : { id: event.targetId, ...event.data }),
      })),
  );
  await deps.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await insertDeliveries(tx, rows.slice(i, i + 500));
    await deleteEvents(
      tx,
      events.map((e) => e.id),
    );
  });
  return rows.length;
}

/** When the attempt after `attempts` failed ones is due, or null once every retry is spent. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = WEBHOOK_RETRY_DELAYS_S[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1_000);
}

/** One attempt of one delivery: sent, signed, its outcome saved, and the endpoint's failures counted. */
export async function attemptDelivery(
  deps: DispatchDeps,
  delivery: WebhookDeliveryRow,
  endpoint: WebhookEndpointRow,
  now: Date,
): Promise<void> {
  const body = JSON.stringify(delivery.payload);
  const secret = unseal(await deps.sealingKey(), endpoint.secretSealed);
  const outcome = await postWebhook(
    endpoint.url,
    body,
    {
      'osm5-signature': signWebhook(secret, body, Math.floor(now.getTime() / 1_000)),
      'osm5-event': delivery.eventType,
      'osm5-delivery': delivery.id,
    },
    { ...deps.lookup, timeoutMs: WEBHOOK_TIMEOUT_MS },
  );
  const attempts = delivery.attempts + 1;
  const retryAt = outcome.ok ? null : nextAttemptAfter(attempts, now);
  const answer = {
    responseStatus: outcome.status,
    responseBody: outcome.body,
    durationMs: outcome.ms,
    error: outcome.error,
  };
  await deps.db.transaction(async (tx) => {
    await saveAttempt(tx, delivery.id, {
      attempts,
      status: outcome.ok ? 'succeeded' : retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt,
      lastAttemptAt: now,
      ...answer,
    });
    // the log of every attempt (the delivery row keeps only the last)
    await insertAttempt(tx, {
      orgId: delivery.orgId,
      deliveryId: delivery.id,
      attempt: attempts,
      ok: outcome.ok,
      createdAt: now,
      ...answer,
    });
  });
  const failures = await noteEndpointOutcome(deps.db, endpoint.id, outcome.ok);
  if (!outcome.ok && failures >= WEBHOOK_DISABLE_AFTER_FAILURES && (await turnOff(deps, endpoint, failures))) {
    await tellOwners(deps, endpoint, failures);
  }
}

/** Disables an endpoint after its failures, with the audit entry (no actor: the dispatcher did it); true only once. */
function turnOff(deps: DispatchDeps, endpoint: WebhookEndpointRow, failures: number): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await disableForFailures(tx, endpoint.id))) return false;
    await recordAudit(tx, {
      orgId: endpoint.orgId,
      workspaceId: endpoint.workspaceId,
      action: 'webhook.disable',
      targetType: 'webhook',
      targetId: endpoint.id,
      details: { name: endpoint.name, reason: 'failures', failures },
    });
    return true;
  });
}

const DAY_MS = 86_400_000;
const PRUNE_PER_PASS = 5_000;

/** Deletes the settled deliveries (and their attempts) older than the log keeps; returns how many went. */
export async function pruneWebhookLog(deps: Pick<DispatchDeps, 'db'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const n = await pruneDeliveries(deps.db, before, PRUNE_PER_PASS);
    total += n;
    if (n < PRUNE_PER_PASS) return total;
  }
}

async function tellOwners(deps: DispatchDeps, endpoint: WebhookEndpointRow, failures: number): Promise<void> {
  const link = `${deps.publicUrl}/settings/api_keys/webhooks`;
  for (const person of await siteOwners(deps.db, endpoint.orgId, endpoint.createdBy)) {
    await deps.mailer.send({
      to: person.email,
      locale: person.locale,
      template: 'webhook_disabled',
      data: { name: person.name, endpointName: endpoint.name, url: endpoint.url, failures, link },
    });
  }
}

/**
 * One pass: the new events fanned out, then the due deliveries sent (those of
 * a disabled endpoint wait until it is turned on again). Returns how many
 * were attempted. Instances may run it together: claims do not overlap.
 */
export async function runDueWebhooks(deps: DispatchDeps, now = new Date()): Promise<number> {
  await fanOut(deps);
  const due = await claimDueDeliveries(deps.db, now, WEBHOOK_LEASE_MS, DELIVERIES_PER_PASS);
  const results = await Promise.allSettled(
    due.map(({ delivery, endpoint }) => attemptDelivery(deps, delivery, endpoint, now)),
  );
  for (const [i, r] of results.entries()) {
    if (r.status === 'rejected')
      deps.logger.warn({ err: r.reason, deliveryId: due[i]?.delivery.id }, 'webhook attempt not recorded');
  }
  return results.length;
}
