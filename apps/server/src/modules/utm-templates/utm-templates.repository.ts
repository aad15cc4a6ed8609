import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type LinkUtm, utmTemplates } from '../../db/schema.ts';

export type UtmTemplateRow = typeof utmTemplates.$inferSelect;

export interface WorkspaceScope {
  orgId: string;
  workspaceId: string;
}

const inScope = (scope: WorkspaceScope) =>
  and(eq(utmTemplates.orgId, scope.orgId), eq(utmTemplates.workspaceId, scope.workspaceId));

export async function listUtmTemplateRows(
  db: Database,
  scope: WorkspaceScope,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<{ rows: UtmTemplateRow[]; total: number }> {
  const needle = query.search ? `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(inScope(scope), needle ? sql`lower(${utmTemplates.name}) like ${needle}` : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(utmTemplates)
      .where(where)
      .orderBy(asc(sql`lower(${utmTemplates.name})`), asc(utmTemplates.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(utmTemplates).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findUtmTemplate(db: Database, scope: WorkspaceScope, id: string): Promise<UtmTemplateRow | null> {
  const [row] = await db
    .select()
    .from(utmTemplates)
    .where(and(inScope(scope), eq(utmTemplates.id, id)));
  return row ?? null;
}

/** Another template of the workspace with the same name, compared without case. */
export async function utmTemplateNameTaken(
  db: Database,
  scope: WorkspaceScope,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: utmTemplates.id })
    .from(utmTemplates)
    .where(
      and(
        inScope(scope),
        sql`lower(${utmTemplates.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(utmTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertUtmTemplate(
  db: Database,
  values: WorkspaceScope & { name: string; params: LinkUtm; createdBy: string },
): Promise<UtmTemplateRow> {
  const [row] = await db.insert(utmTemplates).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateUtmTemplateRow(
  db: Database,
  scope: WorkspaceScope,
  id: string,
  values: { name: string; params: LinkUtm },
): Promise<UtmTemplateRow | null> {
  const [row] = await db
    .update(utmTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inScope(scope), eq(utmTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteUtmTemplateRow(db: Database, scope: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(utmTemplates)
    .where(and(inScope(scope), eq(utmTemplates.id, id)))
    .returning({ id: utmTemplates.id });
  return rows.length > 0;
}
