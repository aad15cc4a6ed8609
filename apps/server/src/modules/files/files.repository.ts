import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from '../../db/schema.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Database, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findFile(db: Database, orgId: string, fileId: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.orgId, orgId), eq(files.id, fileId)));
  return row ?? null;
}

export async function deleteFile(db: Database, orgId: string, fileId: string): Promise<void> {
  await db.delete(files).where(and(eq(files.orgId, orgId), eq(files.id, fileId)));
}

/** Number and bytes of a workspace's files, for its usage page. */
export async function workspaceFileUsage(
  db: Database,
  orgId: string,
  workspaceId: string,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${files.byteSize}), 0)::text` })
    .from(files)
    .where(and(eq(files.orgId, orgId), eq(files.workspaceId, workspaceId)));
  return { files: row?.n ?? 0, bytes: Number(row?.bytes ?? 0) };
}
