import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files, links } from '../../db/schema.ts';

/**
 * Deletes the QR logos uploaded before `before` that no link of their
 * organisation uses (`qrStyle.logoFileId`), and returns their storage keys.
 * Across organisations on purpose: it is housekeeping, and each file is
 * matched only with its own organisation's links.
 */
export async function deleteUnusedQrLogos(db: Database, before: Date): Promise<string[]> {
  const rows = await db
    .delete(files)
    .where(
      and(
        eq(files.kind, 'qr'),
        lt(files.createdAt, before),
        sql`not exists (select 1 from ${links} where ${links.orgId} = ${files.orgId} and ${links.qrStyle} ->> 'logoFileId' = ${files.id}::text)`,
      ),
    )
    .returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}
