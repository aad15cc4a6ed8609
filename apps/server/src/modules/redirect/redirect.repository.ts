import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { linkDomains, links } from '../../db/schema/links.ts';

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

/** One UPDATE per link for a whole flush interval of clicks. */
export async function addClicks(db: Database, counts: ReadonlyMap<string, number>): Promise<void> {
  for (const [id, n] of counts) {
    await db
      .update(links)
      .set({ clicks: sql`${links.clicks} + ${n}` })
      .where(eq(links.id, id));
  }
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
