import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, links, users, workspaceMembers, workspaces } from '../../db/schema.ts';

export async function insertWorkspace(
  db: Database,
  values: {
    orgId: string;
    name: string;
    description: string;
    visibility: 'private' | 'public';
    ownerId: string;
  },
): Promise<string> {
  const [row] = await db.insert(workspaces).values(values).returning({ id: workspaces.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateWorkspace(
  db: Database,
  orgId: string,
  workspaceId: string,
  values: Partial<{
    name: string;
    description: string;
    visibility: 'private' | 'public';
    enabled: boolean;
    isDefault: boolean;
  }>,
): Promise<void> {
  await db
    .update(workspaces)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(workspaces.orgId, orgId), eq(workspaces.id, workspaceId)));
}

/** The partial unique index allows one default: clear the old one before setting the new. */
export async function setDefaultWorkspace(db: Database, orgId: string, workspaceId: string): Promise<void> {
  await db
    .update(workspaces)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(workspaces.orgId, orgId), eq(workspaces.isDefault, true)));
  await updateWorkspace(db, orgId, workspaceId, { isDefault: true });
}

export async function deleteWorkspace(db: Database, orgId: string, workspaceId: string): Promise<void> {
  await db.delete(workspaces).where(and(eq(workspaces.orgId, orgId), eq(workspaces.id, workspaceId)));
}

export async function workspaceExtras(
  db: Database,
  orgId: string,
  workspaceId: string,
  ownerId: string | null,
): Promise<{ ownerName: string | null; memberCount: number }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.workspaceId, workspaceId)));
  const [owner] = ownerId ? await db.select({ name: users.name }).from(users).where(eq(users.id, ownerId)) : [];
  return { ownerName: owner?.name ?? null, memberCount: count?.n ?? 0 };
}

/** How many short links and analytics sites/apps a workspace holds. */
export async function workspaceItemCounts(
  db: Database,
  orgId: string,
  workspaceId: string,
): Promise<{ links: number; sites: number }> {
  const count = sql<number>`count(*)::int`;
  const [[linkRow], [siteRow]] = await Promise.all([
    db
      .select({ n: count })
      .from(links)
      .where(and(eq(links.orgId, orgId), eq(links.workspaceId, workspaceId))),
    db
      .select({ n: count })
      .from(analyticsSites)
      .where(and(eq(analyticsSites.orgId, orgId), eq(analyticsSites.workspaceId, workspaceId))),
  ]);
  return { links: linkRow?.n ?? 0, sites: siteRow?.n ?? 0 };
}
