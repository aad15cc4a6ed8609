import type { DashboardItemType } from '@osm5/shared/schemas/analytics-dashboard';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, links } from '../../db/schema.ts';

interface NamedItem {
  id: string;
  name: string;
}

/** A link reads as its title, or its short address when it has none. */
const linkName = (row: { title: string; domain: string; slug: string }) => row.title || `${row.domain}/${row.slug}`;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** A page of the workspace's links or sites, newest first, and how many there are. */
export async function pageOfItems(
  db: Database,
  orgId: string,
  workspaceId: string,
  type: DashboardItemType,
  page: number,
  pageSize: number,
): Promise<{ items: NamedItem[]; total: number }> {
  const offset = (page - 1) * pageSize;
  if (type === 'surl') {
    const where = and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId));
    const [rows, [counted]] = await Promise.all([
      db
        .select({ id: links.id, title: links.title, domain: links.domain, slug: links.slug })
        .from(links)
        .where(where)
        .orderBy(desc(links.createdAt), desc(links.id))
        .limit(pageSize)
        .offset(offset),
      db.select({ n: count() }).from(links).where(where),
    ]);
    return { items: rows.map((r) => ({ id: r.id, name: linkName(r) })), total: counted?.n ?? 0 };
  }
  const where = and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: analyticsSites.id, name: analyticsSites.name })
      .from(analyticsSites)
      .where(where)
      .orderBy(desc(analyticsSites.createdAt), desc(analyticsSites.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(analyticsSites).where(where),
  ]);
  return { items: rows, total: counted?.n ?? 0 };
}

/** The names of those ids that are still links or sites of this workspace (events outlive deleted items). */
export async function itemNames(
  db: Database,
  orgId: string,
  workspaceId: string,
  type: DashboardItemType,
  ids: string[],
): Promise<Map<string, string>> {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return new Map();
  if (type === 'surl') {
    const rows = await db
      .select({ id: links.id, title: links.title, domain: links.domain, slug: links.slug })
      .from(links)
      .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId), inArray(links.id, wanted)));
    return new Map(rows.map((r) => [r.id, linkName(r)]));
  }
  const rows = await db
    .select({ id: analyticsSites.id, name: analyticsSites.name })
    .from(analyticsSites)
    .where(
      and(
        eq(analyticsSites.orgId, orgId),
        eq(analyticsSites.workspaceId, workspaceId),
        inArray(analyticsSites.id, wanted),
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}
