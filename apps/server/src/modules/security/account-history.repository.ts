import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** The user's own security events; scoped by subjectUserId, never by anything the caller sends. */
export async function findAccountEvents(
  db: Database,
  subjectUserId: string,
  filter: { action?: string; limit: number; offset: number },
) {
  const where = and(
    eq(auditLog.subjectUserId, subjectUserId),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        ip: auditLog.ip,
        userAgent: auditLog.userAgent,
        details: auditLog.details,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
