import type { CostRow } from '@osm5/shared/schemas/ad-costs';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adCostImports, adCosts } from '../../db/schema.ts';
import type { SiteScope } from '../analytics-goals/analytics-goals.repository.ts';

export type CostImportRow = typeof adCostImports.$inferSelect;

const importsOf = (s: SiteScope) =>
  and(
    eq(adCostImports.orgId, s.orgId),
    eq(adCostImports.workspaceId, s.workspaceId),
    eq(adCostImports.siteId, s.siteId),
  );

/** One sheet and its rows, in one transaction. */
export async function insertCostImport(
  db: Database,
  scope: SiteScope,
  values: { fileName: string; createdBy: string; rows: CostRow[] },
): Promise<CostImportRow> {
  const days = values.rows.map((r) => r.date).sort();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adCostImports)
      .values({
        orgId: scope.orgId,
        workspaceId: scope.workspaceId,
        siteId: scope.siteId,
        fileName: values.fileName,
        rowCount: values.rows.length,
        totalCost: values.rows.reduce((sum, r) => sum + r.cost, 0),
        firstDay: days[0] ?? '',
        lastDay: days.at(-1) ?? '',
        createdBy: values.createdBy,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    for (let i = 0; i < values.rows.length; i += 500) {
      await tx.insert(adCosts).values(
        values.rows.slice(i, i + 500).map((r) => ({
          orgId: scope.orgId,
          siteId: scope.siteId,
          importId: row.id,
          day: r.date,
          source: r.source,
          campaign: r.campaign,
          cost: r.cost,
          clicks: r.clicks,
          impressions: r.impressions,
        })),
      );
    }
    return row;
  });
}

export async function listCostImports(
  db: Database,
  scope: SiteScope,
  page: { limit: number; offset: number },
): Promise<{ rows: CostImportRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(adCostImports)
      .where(importsOf(scope))
      .orderBy(desc(adCostImports.createdAt), desc(adCostImports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(adCostImports).where(importsOf(scope)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The sheet and, by cascade, its rows. */
/** Deletes a sheet (its rows go with it); returns it, or null when the site has no such sheet. */
export async function deleteCostImport(db: Database, scope: SiteScope, id: string): Promise<CostImportRow | null> {
  const [row] = await db
    .delete(adCostImports)
    .where(and(importsOf(scope), eq(adCostImports.id, id)))
    .returning();
  return row ?? null;
}

export interface CostTotal {
  source: string;
  campaign: string;
  cost: number;
  clicks: number | null;
  impressions: number | null;
}

/** The site's costs between two days (inclusive), summed by source and campaign. */
export async function costTotals(
  db: Database,
  scope: SiteScope,
  firstDay: string,
  lastDay: string,
): Promise<CostTotal[]> {
  const rows = await db
    .select({
      source: adCosts.source,
      campaign: adCosts.campaign,
      cost: sql<number>`sum(${adCosts.cost})::float8`,
      clicks: sql<number | null>`sum(${adCosts.clicks})::float8`,
      impressions: sql<number | null>`sum(${adCosts.impressions})::float8`,
    })
    .from(adCosts)
    .where(
      and(
        eq(adCosts.orgId, scope.orgId),
        eq(adCosts.siteId, scope.siteId),
        gte(adCosts.day, firstDay),
        lte(adCosts.day, lastDay),
      ),
    )
    .groupBy(adCosts.source, adCosts.campaign);
  return rows.map((r) => ({
    ...r,
    cost: Number(r.cost),
    clicks: r.clicks === null ? null : Number(r.clicks),
    impressions: r.impressions === null ? null : Number(r.impressions),
  }));
}
