import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiMessages, aiSessions, analyticsSites, links, workspaces } from '../../db/schema.ts';

/**
 * The relational side of the usage report, counted from the rows themselves
 * (never a counter): links made in the period by day and by workspace, links
 * and sites each workspace has, OSM5GPT questions. Every query is scoped by
 * the organisation.
 */
export interface Period {
  from: Date;
  to: Date;
}

const n = (v: unknown) => Number(v ?? 0);
const utcDay = (column: typeof links.createdAt | typeof aiMessages.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export function orgWorkspaces(db: Database, orgId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: workspaces.id, name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.orgId, orgId))
    .orderBy(asc(workspaces.name), asc(workspaces.id));
}

/** Links created in the period, by UTC day and workspace. */
export async function newLinksBy(
  db: Database,
  orgId: string,
  period: Period,
): Promise<{ day: string; workspaceId: string; n: number }[]> {
  const day = utcDay(links.createdAt);
  const rows = await db
    .select({ day, workspaceId: links.workspaceId, n: count() })
    .from(links)
    .where(and(eq(links.orgId, orgId), gte(links.createdAt, period.from), lt(links.createdAt, period.to)))
    .groupBy(day, links.workspaceId);
  return rows.map((r) => ({ day: r.day, workspaceId: r.workspaceId, n: n(r.n) }));
}

/** Questions asked to OSM5GPT Pro in the period (the user's messages), by UTC day and workspace. */
export async function aiQuestionsBy(
  db: Database,
  orgId: string,
  period: Period,
): Promise<{ day: string; workspaceId: string; n: number }[]> {
  const day = utcDay(aiMessages.createdAt);
  const rows = await db
    .select({ day, workspaceId: aiSessions.workspaceId, n: count() })
    .from(aiMessages)
    .innerJoin(aiSessions, eq(aiSessions.id, aiMessages.sessionId))
    .where(
      and(
        eq(aiMessages.orgId, orgId),
        eq(aiMessages.role, 'user'),
        gte(aiMessages.createdAt, period.from),
        lt(aiMessages.createdAt, period.to),
      ),
    )
    .groupBy(day, aiSessions.workspaceId);
  return rows.map((r) => ({ day: r.day, workspaceId: r.workspaceId, n: n(r.n) }));
}

/** Links and sites each workspace has now. */
export async function itemsByWorkspace(
  db: Database,
  orgId: string,
): Promise<{ links: Map<string, number>; sites: Map<string, number> }> {
  const [linkRows, siteRows] = await Promise.all([
    db
      .select({ workspaceId: links.workspaceId, n: count() })
      .from(links)
      .where(eq(links.orgId, orgId))
      .groupBy(links.workspaceId),
    db
      .select({ workspaceId: analyticsSites.workspaceId, n: count() })
      .from(analyticsSites)
      .where(eq(analyticsSites.orgId, orgId))
      .groupBy(analyticsSites.workspaceId),
  ]);
  return {
    links: new Map(linkRows.map((r) => [r.workspaceId, n(r.n)])),
    sites: new Map(siteRows.map((r) => [r.workspaceId, n(r.n)])),
  };
}
