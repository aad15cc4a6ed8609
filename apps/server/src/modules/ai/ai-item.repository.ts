import type { AiApp } from '@osm5/shared/ai/plan';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, links, memberships } from '../../db/schema.ts';

/** The item an OSM5GPT conversation is about: a link (app surl) or a site/app (app analytics). */
export interface AiItem {
  app: AiApp;
  id: string;
  orgId: string;
  workspaceId: string;
  /** the link's title or short URL, the site's name */
  name: string;
  timeZone: string;
  /** the site's currency (links have none) */
  currency: string | undefined;
}

export interface ItemScope {
  orgId: string;
  workspaceId: string;
}

const linkColumns = {
  id: links.id,
  orgId: links.orgId,
  workspaceId: links.workspaceId,
  title: links.title,
  domain: links.domain,
  slug: links.slug,
  timeZone: links.timeZone,
};
const siteColumns = {
  id: analyticsSites.id,
  orgId: analyticsSites.orgId,
  workspaceId: analyticsSites.workspaceId,
  name: analyticsSites.name,
  timeZone: analyticsSites.subTimeZone,
  currency: analyticsSites.currency,
};

type LinkRow = {
  id: string;
  orgId: string;
  workspaceId: string;
  title: string;
  domain: string;
  slug: string;
  timeZone: string;
};
type SiteRow = { id: string; orgId: string; workspaceId: string; name: string; timeZone: string; currency: string };

const fromLink = (r: LinkRow): AiItem => ({
  app: 'surl',
  id: r.id,
  orgId: r.orgId,
  workspaceId: r.workspaceId,
  name: r.title || `${r.domain}/${r.slug}`,
  timeZone: r.timeZone,
  currency: undefined,
});
const fromSite = (r: SiteRow): AiItem => ({
  app: 'analytics',
  id: r.id,
  orgId: r.orgId,
  workspaceId: r.workspaceId,
  name: r.name,
  timeZone: r.timeZone,
  currency: r.currency,
});

/** A link or site of this workspace, or undefined (another workspace's or organisation's is not found). */
export async function findItem(db: Database, scope: ItemScope, app: AiApp, id: string): Promise<AiItem | undefined> {
  if (app === 'surl') {
    const [row] = await db
      .select(linkColumns)
      .from(links)
      .where(and(eq(links.orgId, scope.orgId), eq(links.workspaceId, scope.workspaceId), eq(links.id, id)));
    return row && fromLink(row);
  }
  const [row] = await db
    .select(siteColumns)
    .from(analyticsSites)
    .where(
      and(
        eq(analyticsSites.orgId, scope.orgId),
        eq(analyticsSites.workspaceId, scope.workspaceId),
        eq(analyticsSites.id, id),
      ),
    );
  return row && fromSite(row);
}

/**
 * A link or site by its id alone, for POST /api/ai/plan (which names no
 * organisation): the caller's access to its workspace is checked next.
 */
export async function findItemAnywhere(db: Database, app: AiApp, id: string): Promise<AiItem | undefined> {
  if (app === 'surl') {
    const [row] = await db.select(linkColumns).from(links).where(eq(links.id, id));
    return row && fromLink(row);
  }
  const [row] = await db.select(siteColumns).from(analyticsSites).where(eq(analyticsSites.id, id));
  return row && fromSite(row);
}

/** The names of the workspace's links and sites among `ids` (a list's item names in one query each). */
export async function itemNames(db: Database, scope: ItemScope, ids: { linkIds: string[]; siteIds: string[] }) {
  const names = new Map<string, string>();
  if (ids.linkIds.length > 0) {
    const rows = await db
      .select(linkColumns)
      .from(links)
      .where(and(eq(links.orgId, scope.orgId), inArray(links.id, ids.linkIds)));
    for (const r of rows) names.set(r.id, fromLink(r).name);
  }
  if (ids.siteIds.length > 0) {
    const rows = await db
      .select(siteColumns)
      .from(analyticsSites)
      .where(and(eq(analyticsSites.orgId, scope.orgId), inArray(analyticsSites.id, ids.siteIds)));
    for (const r of rows) names.set(r.id, r.name);
  }
  return names;
}

/** The organisations the user is an active member of. */
export async function activeOrgIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ orgId: memberships.orgId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.status, 'active')));
  return rows.map((r) => r.orgId);
}
