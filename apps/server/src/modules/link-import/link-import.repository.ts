import type { ImportFormat } from '@osm5/shared/links/import-formats';
import { offsetOf, type PageQuery } from '@osm5/shared/schemas/tenancy';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ImportRowError, linkDomains, linkImports, links, users } from '../../db/schema.ts';

export interface Scope {
  orgId: string;
  workspaceId: string;
}

const inScope = (scope: Scope) =>
  and(eq(linkImports.orgId, scope.orgId), eq(linkImports.workspaceId, scope.workspaceId));

const columns = {
  id: linkImports.id,
  workspaceId: linkImports.workspaceId,
  format: linkImports.format,
  fileName: linkImports.fileName,
  status: linkImports.status,
  total: linkImports.total,
  processed: linkImports.processed,
  succeeded: linkImports.succeeded,
  failed: linkImports.failed,
  createdById: linkImports.createdBy,
  createdByName: users.name,
  createdAt: linkImports.createdAt,
  finishedAt: linkImports.finishedAt,
};

export type ImportRow = Awaited<ReturnType<typeof listImportRows>>['rows'][number];

export async function listImportRows(db: Database, scope: Scope, query: PageQuery) {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(linkImports).where(inScope(scope));
  const rows = await db
    .select(columns)
    .from(linkImports)
    .leftJoin(users, eq(users.id, linkImports.createdBy))
    .where(inScope(scope))
    .orderBy(desc(linkImports.createdAt), desc(linkImports.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total: count?.n ?? 0 };
}

export async function findImport(db: Database, scope: Scope, id: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(linkImports)
    .leftJoin(users, eq(users.id, linkImports.createdBy))
    .where(and(inScope(scope), eq(linkImports.id, id)));
  return row;
}

export async function importErrors(db: Database, scope: Scope, id: string): Promise<ImportRowError[] | undefined> {
  const [row] = await db
    .select({ errors: linkImports.errors })
    .from(linkImports)
    .where(and(inScope(scope), eq(linkImports.id, id)));
  return row?.errors;
}

export async function insertImport(
  db: Database,
  value: Scope & { format: ImportFormat; fileName: string; total: number; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(linkImports).values(value).returning({ id: linkImports.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export interface Progress {
  processed: number;
  succeeded: number;
  failed: number;
}

/** Writes the counters, appends the new row errors, and beats the heartbeat. */
export async function saveProgress(
  db: Database,
  id: string,
  progress: Progress,
  newErrors: ImportRowError[],
  status?: 'done' | 'failed' | 'interrupted',
): Promise<void> {
  await db
    .update(linkImports)
    .set({
      ...progress,
      ...(newErrors.length > 0 ? { errors: sql`${linkImports.errors} || ${JSON.stringify(newErrors)}::jsonb` } : {}),
      updatedAt: new Date(),
      ...(status ? { status, finishedAt: new Date() } : {}),
    })
    .where(eq(linkImports.id, id));
}

/**
 * Marks as interrupted the imports still `running` whose heartbeat is older
 * than `staleMs` (0: every one): their process stopped mid-way.
 */
export async function interruptStaleImports(db: Database, staleMs: number, scope?: Scope): Promise<void> {
  const cutoff = new Date(Date.now() - staleMs);
  await db
    .update(linkImports)
    .set({ status: 'interrupted', finishedAt: new Date() })
    .where(
      and(eq(linkImports.status, 'running'), lt(linkImports.updatedAt, cutoff), scope ? inScope(scope) : undefined),
    );
}

/** The host a link without a domain lands on: the workspace's default verified domain, else the short domain. */
export async function defaultDomainOf(db: Database, scope: Scope, shortDomain: string): Promise<string> {
  const [row] = await db
    .select({ hostname: linkDomains.hostname })
    .from(linkDomains)
    .where(
      and(
        eq(linkDomains.orgId, scope.orgId),
        eq(linkDomains.workspaceId, scope.workspaceId),
        eq(linkDomains.isDefault, true),
      ),
    );
  return row?.hostname ?? shortDomain;
}

/** The slugs already used on the domain, lower-cased: a slug is taken whatever its case. */
export async function slugsTaken(db: Database, domain: string, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db
    .select({ slug: links.slug })
    .from(links)
    .where(
      and(
        eq(links.domain, domain),
        inArray(
          sql`lower(${links.slug})`,
          slugs.map((s) => s.toLowerCase()),
        ),
      ),
    );
  return new Set(rows.map((r) => r.slug.toLowerCase()));
}
