import { offsetOf, type Page } from '@osm5/shared/schemas/tenancy';
import type { ItemRef, WorkspaceFeedQuery } from '@osm5/shared/schemas/workspaces';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, itemViews, links, stars, users } from '../../db/schema.ts';

export interface Scope {
  orgId: string;
  workspaceId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the item is one of the workspace's own, so that a view or a star never points at
 * another workspace's link or site. Conversations (`ai`) have no module yet: none exists.
 */
export async function itemInWorkspace(db: Database, scope: Scope, item: ItemRef): Promise<boolean> {
  if (item.itemType === 'workspace') return item.itemId === scope.workspaceId;
  if (item.itemType === 'ai' || !UUID.test(item.itemId)) return false;
  const table = item.itemType === 'surl' ? links : analyticsSites;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, item.itemId), eq(table.orgId, scope.orgId), eq(table.workspaceId, scope.workspaceId)))
    .limit(1);
  return row !== undefined;
}

/** One row per (user, item): opening it again moves it to the top. */
export async function recordView(db: Database, scope: Scope, userId: string, item: ItemRef): Promise<void> {
  await db
    .insert(itemViews)
    .values({ ...scope, userId, ...item })
    .onConflictDoUpdate({
      target: [itemViews.userId, itemViews.workspaceId, itemViews.itemType, itemViews.itemId],
      set: { viewedAt: new Date() },
    });
}

export async function listRecent(db: Database, scope: Scope, query: WorkspaceFeedQuery) {
  const where = and(
    eq(itemViews.orgId, scope.orgId),
    eq(itemViews.workspaceId, scope.workspaceId),
    query.itemType ? eq(itemViews.itemType, query.itemType) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(itemViews).where(where);
  const rows = await db
    .select({
      itemType: itemViews.itemType,
      itemId: itemViews.itemId,
      userId: itemViews.userId,
      userName: users.name,
      viewedAt: itemViews.viewedAt,
    })
    .from(itemViews)
    .innerJoin(users, eq(users.id, itemViews.userId))
    .where(where)
    .orderBy(desc(itemViews.viewedAt))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    items: rows.map((r) => ({ ...r, viewedAt: r.viewedAt.toISOString() })),
    total: count?.n ?? 0,
    ...query,
  };
}

export async function listStars(
  db: Database,
  scope: Scope,
  userId: string,
  query: WorkspaceFeedQuery,
): Promise<Page<ItemRef & { createdAt: string }>> {
  const where = and(
    eq(stars.orgId, scope.orgId),
    eq(stars.workspaceId, scope.workspaceId),
    eq(stars.userId, userId),
    query.itemType ? eq(stars.itemType, query.itemType) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(stars).where(where);
  const rows = await db
    .select({ itemType: stars.itemType, itemId: stars.itemId, createdAt: stars.createdAt })
    .from(stars)
    .where(where)
    .orderBy(desc(stars.createdAt))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: count?.n ?? 0,
    ...query,
  };
}

export async function addStar(db: Database, scope: Scope, userId: string, item: ItemRef): Promise<void> {
  await db
    .insert(stars)
    .values({ ...scope, userId, ...item })
    .onConflictDoNothing();
}

export async function removeStar(db: Database, scope: Scope, userId: string, item: ItemRef): Promise<boolean> {
  const rows = await db
    .delete(stars)
    .where(
      and(
        eq(stars.orgId, scope.orgId),
        eq(stars.workspaceId, scope.workspaceId),
        eq(stars.userId, userId),
        eq(stars.itemType, item.itemType),
        eq(stars.itemId, item.itemId),
      ),
    )
    .returning({ itemId: stars.itemId });
  return rows.length > 0;
}
