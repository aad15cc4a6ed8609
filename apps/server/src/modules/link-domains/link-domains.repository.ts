import { offsetOf, type PageQuery } from '@osm5/shared/schemas/tenancy';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linkDomains, links } from '../../db/schema.ts';

export interface Scope {
  orgId: string;
  workspaceId: string;
}

export type DomainRow = typeof linkDomains.$inferSelect;
type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const inScope = (scope: Scope) =>
  and(eq(linkDomains.orgId, scope.orgId), eq(linkDomains.workspaceId, scope.workspaceId));

export async function listDomainRows(db: Database, scope: Scope, query: PageQuery) {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(linkDomains).where(inScope(scope));
  const rows = await db
    .select()
    .from(linkDomains)
    .where(inScope(scope))
    .orderBy(asc(linkDomains.hostname))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return { rows, total: count?.n ?? 0 };
}

export async function findDomain(db: Database, scope: Scope, id: string): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(linkDomains)
    .where(and(inScope(scope), eq(linkDomains.id, id)));
  return row;
}

/** Any workspace's claim on a host name (they are unique across the instance). */
export async function findDomainByHostname(db: Database, hostname: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(linkDomains).where(eq(linkDomains.hostname, hostname));
  return row;
}

/** How many of the workspace's links answer on each host name. */
export async function linkCounts(db: Database, scope: Scope, hostnames: string[]): Promise<Map<string, number>> {
  if (hostnames.length === 0) return new Map();
  const rows = await db
    .select({ domain: links.domain, n: sql<number>`count(*)::int` })
    .from(links)
    .where(
      and(eq(links.orgId, scope.orgId), eq(links.workspaceId, scope.workspaceId), inArray(links.domain, hostnames)),
    )
    .groupBy(links.domain);
  return new Map(rows.map((r) => [r.domain, r.n]));
}

export async function insertDomain(
  tx: Tx,
  value: Scope & { hostname: string; verificationToken: string; createdBy: string },
): Promise<DomainRow> {
  const [row] = await tx.insert(linkDomains).values(value).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function markVerified(tx: Tx, scope: Scope, id: string, at: Date): Promise<void> {
  await tx
    .update(linkDomains)
    .set({ verifiedAt: at })
    .where(and(inScope(scope), eq(linkDomains.id, id)));
}

/** The workspace's default custom domain, if it has one. */
export async function findDefaultDomain(db: Database, scope: Scope): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(linkDomains)
    .where(and(inScope(scope), eq(linkDomains.isDefault, true)));
  return row;
}

/** No custom default: new links go to the product's short domain. */
export async function clearDefault(tx: Tx, scope: Scope): Promise<void> {
  await tx
    .update(linkDomains)
    .set({ isDefault: false })
    .where(and(inScope(scope), eq(linkDomains.isDefault, true)));
}

/** The workspace's one default: cleared everywhere first, so the partial unique index never sees two. */
export async function setDefault(tx: Tx, scope: Scope, id: string): Promise<void> {
  await clearDefault(tx, scope);
  await tx
    .update(linkDomains)
    .set({ isDefault: true })
    .where(and(inScope(scope), eq(linkDomains.id, id)));
}

export async function deleteDomainRow(tx: Tx, scope: Scope, id: string): Promise<void> {
  await tx.delete(linkDomains).where(and(inScope(scope), eq(linkDomains.id, id)));
}
