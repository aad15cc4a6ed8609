import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { links, profilePages } from '../../db/schema.ts';

export type ProfilePageRow = typeof profilePages.$inferSelect;
export type ProfilePageValues = Pick<
  typeof profilePages.$inferInsert,
  'handle' | 'title' | 'bio' | 'theme' | 'buttons' | 'socials' | 'status'
>;

export interface WorkspaceScope {
  orgId: string;
  workspaceId: string;
}

const inScope = (scope: WorkspaceScope) =>
  and(eq(profilePages.orgId, scope.orgId), eq(profilePages.workspaceId, scope.workspaceId));

export async function listProfilePageRows(
  db: Database,
  scope: WorkspaceScope,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ rows: ProfilePageRow[]; total: number }> {
  const like = query.search ? containsPattern(query.search.toLowerCase()) : null;
  const where = and(
    inScope(scope),
    like
      ? or(sql`lower(${profilePages.handle}) like ${like}`, sql`lower(${profilePages.title}) like ${like}`)
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(profilePages)
      .where(where)
      .orderBy(desc(profilePages.updatedAt), desc(profilePages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(profilePages).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findProfilePage(db: Database, scope: WorkspaceScope, id: string): Promise<ProfilePageRow | null> {
  const [row] = await db
    .select()
    .from(profilePages)
    .where(and(inScope(scope), eq(profilePages.id, id)));
  return row ?? null;
}

export async function findProfilePageByHandle(db: Database, handle: string): Promise<ProfilePageRow | null> {
  const [row] = await db.select().from(profilePages).where(eq(profilePages.handle, handle.toLowerCase()));
  return row ?? null;
}

/** Handles are unique across the instance, whichever organisation holds them. */
export async function handleTaken(db: Database, handle: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profilePages.id })
    .from(profilePages)
    .where(and(eq(profilePages.handle, handle), exceptId ? ne(profilePages.id, exceptId) : undefined))
    .limit(1);
  return !!row;
}

export async function insertProfilePage(
  db: Database,
  values: WorkspaceScope & ProfilePageValues & { createdBy: string },
): Promise<ProfilePageRow> {
  const [row] = await db
    .insert(profilePages)
    .values({ ...values, updatedBy: values.createdBy })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateProfilePageRow(
  db: Database,
  scope: WorkspaceScope,
  id: string,
  values: Partial<ProfilePageValues> & { avatarFileId?: string | null; updatedBy: string },
): Promise<ProfilePageRow | null> {
  const [row] = await db
    .update(profilePages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inScope(scope), eq(profilePages.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteProfilePageRow(db: Database, scope: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(profilePages)
    .where(and(inScope(scope), eq(profilePages.id, id)))
    .returning({ id: profilePages.id });
  return rows.length > 0;
}

export interface ButtonLinkRow {
  id: string;
  domain: string;
  slug: string;
  title: string;
  status: 'active' | 'inactive';
}

/** The links of one workspace among `ids` (buttons may only open links of the page's own workspace). */
export async function workspaceLinks(db: Database, scope: WorkspaceScope, ids: string[]): Promise<ButtonLinkRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: links.id, domain: links.domain, slug: links.slug, title: links.title, status: links.status })
    .from(links)
    .where(and(eq(links.orgId, scope.orgId), eq(links.workspaceId, scope.workspaceId), inArray(links.id, ids)));
}
