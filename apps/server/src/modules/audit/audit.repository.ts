import { offsetOf, type Page } from '@osm5/shared/schemas/tenancy';
import type { AuditEntryView, AuditQuery } from '@osm5/shared/schemas/workspaces';
import { and, desc, eq, gte, like, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

export interface AuditFilter extends AuditQuery {
  targetType?: string;
  targetId?: string;
}

/** The organisation's log, newest first; always scoped to one organisation. */
export async function listAudit(db: Database, orgId: string, filter: AuditFilter): Promise<Page<AuditEntryView>> {
  const conditions: (SQL | undefined)[] = [
    eq(auditLog.orgId, orgId),
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.workspaceId ? eq(auditLog.workspaceId, filter.workspaceId) : undefined,
    filter.from ? gte(auditLog.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lte(auditLog.createdAt, new Date(filter.to)) : undefined,
    filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
  ];
  if (filter.action) {
    // `member.` selects a family of actions, `member.disable` one action
    conditions.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, filter.action),
    );
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorName: users.name,
      workspaceId: auditLog.workspaceId,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: count?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
}
