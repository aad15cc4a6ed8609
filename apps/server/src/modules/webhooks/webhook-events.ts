import type { AuditAction } from '@osm5/shared/audit-actions';
import type { SubscribableWebhookEvent } from '@osm5/shared/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';

/**
 * Which recorded changes are webhook events. The audit entry of a change is
 * written in the change's own transaction, and so is its outbox row: an event
 * goes out if and only if its change committed (an import's links included).
 */
const eventOfAction: Partial<Record<AuditAction, SubscribableWebhookEvent>> = {
  'surl.create': 'link.created',
  'surl.update': 'link.updated',
  'surl.activate': 'link.updated',
  'surl.deactivate': 'link.updated',
  'surl.delete': 'link.deleted',
  'site.create': 'site.created',
  'site.update': 'site.updated',
  'site.archive': 'site.updated',
  'site.unarchive': 'site.updated',
  'site.disable': 'site.updated',
  'site.enable': 'site.updated',
  'site.delete': 'site.deleted',
};

/** The parts of an audit entry an event is made of. */
export interface AuditFacts {
  orgId?: string | null;
  workspaceId?: string | null;
  action: AuditAction;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** The outbox row of an audited change, or null when the change is no webhook event. */
export function webhookEventOf(entry: AuditFacts): typeof webhookEvents.$inferInsert | null {
  const type = eventOfAction[entry.action];
  if (!type || !entry.orgId) return null;
  return {
    orgId: entry.orgId,
    workspaceId: entry.workspaceId ?? null,
    type,
    targetId: entry.targetId ?? null,
    // the audited action says which change it was (an activation is one kind of link.updated)
    data: { action: entry.action, ...(entry.details ?? {}) },
  };
}

/** Notes an event that is no audited change (an uptime incident) in the outbox, for the dispatcher to send. */
export async function recordWebhookEvent(
  db: Pick<Database, 'insert'>,
  event: typeof webhookEvents.$inferInsert,
): Promise<void> {
  await db.insert(webhookEvents).values(event);
}
