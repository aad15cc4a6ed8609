import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linkIncidents, linkMonitors, links } from '../../db/schema.ts';

/** Checks may start this much early (as a site's). */
const SLACK_SECONDS = 5;

export interface DueLink {
  linkId: string;
  orgId: string;
  workspaceId: string;
  createdBy: string | null;
}

/** Claims the link monitors whose check is due by stamping them in one UPDATE (as claimDueSites). */
export async function claimDueLinks(db: Database, now: Date, limit: number): Promise<DueLink[]> {
  const due = db
    .select({ id: linkMonitors.linkId })
    .from(linkMonitors)
    .where(
      and(
        eq(linkMonitors.enabled, true),
        or(
          isNull(linkMonitors.checkedAt),
          sql`${linkMonitors.checkedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${linkMonitors.intervalMinutes}) + make_interval(secs => ${SLACK_SECONDS})`,
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(linkMonitors).set({ checkedAt: now }).where(sql`${linkMonitors.linkId} IN ${due}`).returning({
    linkId: linkMonitors.linkId,
    orgId: linkMonitors.orgId,
    workspaceId: linkMonitors.workspaceId,
    createdBy: linkMonitors.createdBy,
  });
}

/** The link as the monitor needs it: its main destination and its name. */
export async function linkOf(db: Database, orgId: string, workspaceId: string, linkId: string) {
  const [row] = await db
    .select({
      id: links.id,
      kind: links.kind,
      rules: links.rules,
      title: links.title,
      slug: links.slug,
      status: links.status,
    })
    .from(links)
    .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId), eq(links.id, linkId)));
  return row;
}

export async function linkMonitorOf(db: Database, orgId: string, linkId: string) {
  const [row] = await db
    .select()
    .from(linkMonitors)
    .where(and(eq(linkMonitors.orgId, orgId), eq(linkMonitors.linkId, linkId)));
  return row;
}

/** Turns a link's monitor on or off (the first time creates it). */
export async function saveLinkMonitor(
  db: Database,
  row: {
    linkId: string;
    orgId: string;
    workspaceId: string;
    enabled: boolean;
    intervalMinutes: number;
    userId: string;
  },
) {
  const [saved] = await db
    .insert(linkMonitors)
    .values({
      linkId: row.linkId,
      orgId: row.orgId,
      workspaceId: row.workspaceId,
      enabled: row.enabled,
      intervalMinutes: row.intervalMinutes,
      createdBy: row.userId,
    })
    .onConflictDoUpdate({
      target: linkMonitors.linkId,
      set: { enabled: row.enabled, intervalMinutes: row.intervalMinutes, updatedAt: new Date() },
    })
    .returning();
  if (!saved) throw new Error('upsert returned nothing');
  return saved;
}

export async function openLinkIncidentOf(db: Database, orgId: string, linkId: string) {
  const [row] = await db
    .select()
    .from(linkIncidents)
    .where(and(eq(linkIncidents.orgId, orgId), eq(linkIncidents.linkId, linkId), isNull(linkIncidents.endedAt)))
    .limit(1);
  return row;
}

export async function openLinkIncident(db: Database, orgId: string, linkId: string, at: Date, cause: string) {
  const [row] = await db.insert(linkIncidents).values({ orgId, linkId, startedAt: at, cause }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function closeLinkIncident(db: Database, id: string, at: Date): Promise<void> {
  await db.update(linkIncidents).set({ endedAt: at }).where(eq(linkIncidents.id, id));
}

/** A page of a link's incidents, newest first, and how many it has. */
export async function linkIncidentPage(db: Database, orgId: string, linkId: string, page: number, pageSize: number) {
  const where = and(eq(linkIncidents.orgId, orgId), eq(linkIncidents.linkId, linkId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(linkIncidents)
      .where(where)
      .orderBy(desc(linkIncidents.startedAt), desc(linkIncidents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(linkIncidents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
