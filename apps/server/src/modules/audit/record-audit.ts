import type { AuditAction } from '@osm5/shared/audit-actions';
import type { Database } from '../../db/client.ts';
import { auditLog, webhookEvents } from '../../db/schema.ts';
import { webhookEventOf } from '../webhooks/webhook-events.ts';

export interface AuditEntry {
  /** set for organisation events (/settings/ulog) */
  orgId?: string | null;
  workspaceId?: string | null;
  actorId?: string | null;
  /** set for a user's own security events (/settings/account_history) */
  subjectUserId?: string | null;
  /** dotted verb, e.g. `auth.sign_in`, `workspace.update`, `member.disable`: one of the shared list */
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Appends one entry to the audit log. Call it inside the transaction of the
 * change it records, so that a change and its record land together or not at all.
 * A change that is a webhook event (webhooks/webhook-events.ts) also lands in
 * the webhook outbox, in the same transaction.
 */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    orgId: entry.orgId ?? null,
    workspaceId: entry.workspaceId ?? null,
    actorId: entry.actorId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    userAgent: entry.userAgent ?? null,
  });
  const event = webhookEventOf(entry);
  if (event) await db.insert(webhookEvents).values(event);
}
