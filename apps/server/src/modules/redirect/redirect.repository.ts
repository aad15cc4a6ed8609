import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clickTotalBatches, linkDomains, links } from '../../db/schema/links.ts';

/*
 * The redirect server's only reads and writes. Not tenant-scoped on purpose:
 * a public request names a host and a slug, never an organisation; what it
 * finds is only ever answered as a redirect or a page, never as data.
 */

export async function findLinkRow(db: Database, domain: string, slug: string) {
  const rows = await db
    .select()
    .from(links)
    // any case finds the link: slugs are unique per domain whatever their case (links_domain_slug_lower_key)
    .where(and(eq(links.domain, domain), sql`lower(${links.slug}) = lower(${slug})`))
    .limit(1);
  return rows[0];
}

export async function findVerifiedDomain(db: Database, hostname: string) {
  const rows = await db
    .select({ id: linkDomains.id, orgId: linkDomains.orgId, workspaceId: linkDomains.workspaceId })
    .from(linkDomains)
    .where(and(eq(linkDomains.hostname, hostname), isNotNull(linkDomains.verifiedAt)))
    .limit(1);
  return rows[0];
}

/** Links a statement of addClicks updates at most: two parameters each, well under PostgreSQL's 65,535. */
const LINKS_A_STATEMENT = 5_000;

/**
 * Adds a batch of clicks to links.clicks, once: its id is written in the same
 * transaction, and a batch whose id is already there (an earlier attempt that
 * committed, its answer lost) adds nothing. Links in id order, so that two
 * instances' batches lock shared rows in one order. False: added before.
 */
export async function addClicks(db: Database, batchId: string, counts: ReadonlyMap<string, number>): Promise<boolean> {
  const rows = [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(clickTotalBatches)
      .values({ id: batchId })
      .onConflictDoNothing()
      .returning({ id: clickTotalBatches.id });
    if (fresh.length === 0) return false;
    for (let i = 0; i < rows.length; i += LINKS_A_STATEMENT) {
      const values = rows.slice(i, i + LINKS_A_STATEMENT).map(([id, n]) => sql`(${id}::uuid, ${n}::bigint)`);
      await tx.execute(
        sql`update ${links} set clicks = ${links.clicks} + c.n from (values ${sql.join(values, sql`, `)}) as c(id, n) where ${links.id} = c.id`,
      );
    }
    return true;
  });
}

/** Forgets the batches added before `before`: none is sent again that late. */
export async function pruneClickBatches(db: Database, before: Date): Promise<void> {
  await db.delete(clickTotalBatches).where(lt(clickTotalBatches.appliedAt, before));
}

/** Links with a click limit not reached yet, across every tenant (the start-up reconcile, click-reconcile.ts). */
export async function linksUnderClickLimit(db: Database) {
  return db
    .select({ id: links.id, orgId: links.orgId, clicks: links.clicks })
    .from(links)
    .where(and(isNotNull(links.maxClicks), lt(links.clicks, links.maxClicks)));
}

/** Raises a link's click total to `total`, never lowers it. */
export async function raiseClicks(db: Database, id: string, total: number): Promise<void> {
  await db
    .update(links)
    .set({ clicks: sql`greatest(${links.clicks}, ${total})` })
    .where(eq(links.id, id));
}
