import type { siteListQuerySchema } from '@osm5/shared/schemas/analytics-sites';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { analyticsSites, itemViews, stars, users } from '../../db/schema.ts';

export type SiteRow = typeof analyticsSites.$inferSelect;
export type SiteInsert = typeof analyticsSites.$inferInsert;
export type SiteChanges = Partial<
  Omit<SiteInsert, 'id' | 'orgId' | 'workspaceId' | 'kind' | 'createdBy' | 'createdAt'>
>;
type SiteListFilter = Omit<z.output<typeof siteListQuerySchema>, 'page' | 'pageSize' | 'sort'>;

export interface SiteWithExtras {
  site: SiteRow;
  starred: boolean;
  createdByName: string | null;
  updatedByName: string | null;
}

const creator = alias(users, 'site_creator');
const updater = alias(users, 'site_updater');

/** The viewer's star on a site: the workspace star endpoints' `analytics` items, keyed by site id. */
const starredBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${stars} where ${stars.userId} = ${userId} and ${stars.workspaceId} = ${analyticsSites.workspaceId} and ${stars.itemType} = 'analytics' and ${stars.itemId} = ${analyticsSites.id}::text)`;

const withExtras = (db: Database, userId: string) =>
  db
    .select({
      site: analyticsSites,
      starred: starredBy(userId),
      createdByName: creator.name,
      updatedByName: updater.name,
    })
    .from(analyticsSites)
    .leftJoin(creator, eq(creator.id, analyticsSites.createdBy))
    .leftJoin(updater, eq(updater.id, analyticsSites.updatedBy));

const inWorkspace = (orgId: string, workspaceId: string) =>
  and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId));

export async function findSite(
  db: Database,
  orgId: string,
  workspaceId: string,
  siteId: string,
  userId: string,
): Promise<SiteWithExtras | undefined> {
  const [row] = await withExtras(db, userId).where(and(inWorkspace(orgId, workspaceId), eq(analyticsSites.id, siteId)));
  return row;
}

export async function insertSite(db: Pick<Database, 'insert'>, values: SiteInsert): Promise<SiteRow> {
  const [row] = await db.insert(analyticsSites).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateSite(
  db: Pick<Database, 'update'>,
  orgId: string,
  siteId: string,
  values: SiteChanges,
): Promise<SiteRow> {
  const [row] = await db
    .update(analyticsSites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.id, siteId)))
    .returning();
  if (!row) throw new Error('update returned nothing');
  return row;
}

/** The site and the stars and views that point at it (incidents go by cascade). */
export async function deleteSiteRows(
  db: Pick<Database, 'delete'>,
  orgId: string,
  workspaceId: string,
  siteId: string,
): Promise<void> {
  await db
    .delete(stars)
    .where(
      and(
        eq(stars.orgId, orgId),
        eq(stars.workspaceId, workspaceId),
        eq(stars.itemType, 'analytics'),
        eq(stars.itemId, siteId),
      ),
    );
  await db
    .delete(itemViews)
    .where(
      and(
        eq(itemViews.orgId, orgId),
        eq(itemViews.workspaceId, workspaceId),
        eq(itemViews.itemType, 'analytics'),
        eq(itemViews.itemId, siteId),
      ),
    );
  await db.delete(analyticsSites).where(and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.id, siteId)));
}

function listConditions(orgId: string, workspaceId: string, userId: string, f: SiteListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inWorkspace(orgId, workspaceId)];
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(
      sql`(${analyticsSites.name} ilike ${pattern} or coalesce(${analyticsSites.domain}, '') ilike ${pattern} or coalesce(${analyticsSites.bundleId}, '') ilike ${pattern})`,
    );
  }
  if (f.kind) conditions.push(eq(analyticsSites.kind, f.kind));
  if (f.status) conditions.push(eq(analyticsSites.status, f.status));
  if (f.starred !== undefined) conditions.push(f.starred ? starredBy(userId) : sql`not ${starredBy(userId)}`);
  return and(...conditions);
}

export const siteSortOrder = {
  created_desc: [desc(analyticsSites.createdAt), desc(analyticsSites.id)],
  created_asc: [asc(analyticsSites.createdAt), asc(analyticsSites.id)],
  updated_desc: [desc(analyticsSites.updatedAt), desc(analyticsSites.id)],
  name_asc: [asc(sql`lower(${analyticsSites.name})`), desc(analyticsSites.createdAt), desc(analyticsSites.id)],
} as const;

export async function listSiteRows(
  db: Database,
  orgId: string,
  workspaceId: string,
  userId: string,
  query: SiteListFilter & { sort: keyof typeof siteSortOrder; offset: number; limit: number },
): Promise<{ rows: SiteWithExtras[]; total: number }> {
  const where = listConditions(orgId, workspaceId, userId, query);
  const [rows, [count]] = await Promise.all([
    withExtras(db, userId)
      .where(where)
      .orderBy(...siteSortOrder[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(analyticsSites).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function siteSummaryRows(
  db: Database,
  orgId: string,
  workspaceId: string,
  userId: string,
): Promise<{ status: string; kind: string; n: number; starred: number }[]> {
  return db
    .select({
      status: analyticsSites.status,
      kind: analyticsSites.kind,
      n: sql<number>`count(*)::int`,
      starred: sql<number>`count(*) filter (where ${starredBy(userId)})::int`,
    })
    .from(analyticsSites)
    .where(inWorkspace(orgId, workspaceId))
    .groupBy(analyticsSites.status, analyticsSites.kind);
}

/** Ids of every site of the workspace (the storage page counts their events). */
export async function workspaceSiteIds(db: Database, orgId: string, workspaceId: string): Promise<string[]> {
  const rows = await db.select({ id: analyticsSites.id }).from(analyticsSites).where(inWorkspace(orgId, workspaceId));
  return rows.map((r) => r.id);
}
