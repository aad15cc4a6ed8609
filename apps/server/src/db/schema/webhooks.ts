import type { WebhookEventType } from '@osm5/shared/schemas/webhooks';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { orgRef, workspaces } from './tenancy.ts';

/**
 * Webhooks of an organisation (/settings/api_keys/webhooks). An endpoint
 * receives the events it subscribed to (of one workspace, or of every one when
 * `workspaceId` is null), each POSTed as JSON and signed with HMAC-SHA256 of
 * its secret. The secret is shown once and kept sealed (lib/secret-box.ts):
 * signing needs it back, so it cannot be a hash. `failureCount` counts the
 * failed attempts in a row; past a threshold the endpoint is disabled.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: uuid().references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    events: text().array().$type<WebhookEventType[]>().notNull(),
    secretSealed: text().notNull(),
    /** `whsec_` and the next 6 characters, to recognise the secret */
    secretPrefix: text().notNull(),
    enabled: boolean().notNull().default(true),
    /** why it is off: `manual`, or `failures` (disabled by the dispatcher) */
    disabledReason: text().$type<'manual' | 'failures'>(),
    failureCount: integer().notNull().default(0),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.orgId, t.createdAt)],
);

/**
 * The outbox: one row per event, written in the transaction of the change
 * (by recordAudit), fanned out to the matching endpoints by the dispatcher,
 * then deleted. So an event is sent if and only if its change committed.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    workspaceId: uuid(),
    type: text().$type<WebhookEventType>().notNull(),
    targetId: text(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/** One event sent (or to send) to one endpoint, with the outcome of its last attempt. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** the event's id: the same in a redelivery, so a receiver can drop duplicates */
    eventId: uuid().notNull(),
    eventType: text().$type<WebhookEventType>().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** when the next attempt is due; null once succeeded or given up */
    nextAttemptAt: timestamp({ withTimezone: true }),
    lastAttemptAt: timestamp({ withTimezone: true }),
    responseStatus: integer(),
    responseBody: text(),
    durationMs: integer(),
    error: text(),
    redeliveryOf: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // the retention prune
    index('webhook_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * Every attempt of a delivery, as it went (the delivery row keeps only the
 * last): kept for WEBHOOK_LOG_RETENTION_DAYS with its delivery, then pruned by
 * the dispatcher.
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    deliveryId: uuid()
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt */
    attempt: integer().notNull(),
    ok: boolean().notNull(),
    responseStatus: integer(),
    responseBody: text(),
    durationMs: integer(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
