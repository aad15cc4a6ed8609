import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, uptimeIncidents } from '../../db/schema.ts';

/** The monitor settings of a site of this workspace, or undefined when the workspace holds no such site. */
export async function siteMonitor(db: Database, orgId: string, workspaceId: string, siteId: string) {
  const [row] = await db
    .select({
      domain: analyticsSites.domain,
      kind: analyticsSites.kind,
      enabled: analyticsSites.uptimeEnabled,
      intervalMinutes: analyticsSites.uptimeIntervalMinutes,
      url: analyticsSites.uptimeUrl,
    })
    .from(analyticsSites)
    .where(
      and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId), eq(analyticsSites.id, siteId)),
    );
  return row;
}

/** A page of a site's incidents, newest first, and how many it has. */
export async function incidentPage(db: Database, orgId: string, siteId: string, page: number, pageSize: number) {
  const where = and(eq(uptimeIncidents.orgId, orgId), eq(uptimeIncidents.siteId, siteId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(uptimeIncidents)
      .where(where)
      .orderBy(desc(uptimeIncidents.startedAt), desc(uptimeIncidents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(uptimeIncidents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
