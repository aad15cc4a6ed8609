import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites } from '../../db/schema.ts';

/*
 * Ingestion's only reads and writes. Not tenant-scoped on purpose: a tracker
 * names a site id, never an organisation; the row found carries its own
 * organisation and workspace, which go into every stored event, and nothing
 * of it is ever answered as data.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What ingestion reads of a site: its owners, status and tracking settings. */
export async function findSiteForIngestion(db: Database, siteId: string) {
  // any other id is no site; asking PostgreSQL would only fail on the uuid cast
  if (!uuidPattern.test(siteId)) return undefined;
  const [row] = await db
    .select({
      id: analyticsSites.id,
      orgId: analyticsSites.orgId,
      workspaceId: analyticsSites.workspaceId,
      kind: analyticsSites.kind,
      status: analyticsSites.status,
      currency: analyticsSites.currency,
      subTimeZone: analyticsSites.subTimeZone,
      domain: analyticsSites.domain,
      allowedHosts: analyticsSites.allowedHosts,
      excludedIps: analyticsSites.excludedIps,
      excludedPaths: analyticsSites.excludedPaths,
      trackQueryStrings: analyticsSites.trackQueryStrings,
      siteSearchParams: analyticsSites.siteSearchParams,
      respectDnt: analyticsSites.respectDnt,
    })
    .from(analyticsSites)
    .where(eq(analyticsSites.id, siteId.toLowerCase()))
    .limit(1);
  return row;
}
export type IngestionSiteRow = NonNullable<Awaited<ReturnType<typeof findSiteForIngestion>>>;

/**
 * The first event of a site: not_verified becomes active, once. Guarded by the
 * status, so a second instance (or a replayed call) changes nothing; true when
 * this call made the change.
 */
export async function markSiteReceiving(db: Database, siteId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(analyticsSites)
    .set({
      status: 'active',
      firstEventAt: sql`coalesce(${analyticsSites.firstEventAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(analyticsSites.id, siteId), eq(analyticsSites.status, 'not_verified')))
    .returning({ id: analyticsSites.id });
  return rows.length > 0;
}
