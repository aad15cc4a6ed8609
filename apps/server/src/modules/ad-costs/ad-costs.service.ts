import { type AnalyticsFilter, bucketLabel } from '@osm5/shared';
import {
  type AdPerformance,
  type AdPerformanceRow,
  type CostImport,
  type CostSheetPreview,
  parseCostSheet,
} from '@osm5/shared/schemas/ad-costs';
import type { Page, PageQuery } from '@osm5/shared/schemas/tenancy';
import { AppError } from '../../errors.ts';
import { audited, type GoalDeps, siteOf } from '../analytics-goals/goal-site.ts';
import type { Actor } from '../audit/actor.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import {
  type CostImportRow,
  costTotals,
  deleteCostImport,
  insertCostImport,
  listCostImports,
} from './ad-costs.repository.ts';

/**
 * A site's ad costs: cost sheets imported as CSV (previewed with their
 * errors by row, saved only whole), and the ad performance report, which
 * joins their sums here with the engine's visits, orders and revenue per
 * source and campaign (two stores, no cross-database SQL).
 */
const DAY_MS = 86_400_000;
const PREVIEW_ROWS = 50;
/** the campaigns a report reads (each costs one query for its orders) */
const MAX_CAMPAIGNS = 200;

/** What the audit log says of an imported or removed sheet. */
const sheetDetails = (sheet: CostImportRow) => ({
  fileName: sheet.fileName,
  rowCount: sheet.rowCount,
  totalCost: sheet.totalCost,
});

function readSheet(csv: string) {
  const sheet = parseCostSheet(csv);
  if (sheet.sheetError) throw new AppError('VALIDATION_ERROR', { field: 'csv', message: sheet.sheetError });
  return sheet;
}

export async function previewCostSheet(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  csv: string,
): Promise<CostSheetPreview> {
  const site = await siteOf(deps, access, siteId);
  const sheet = readSheet(csv);
  return {
    rows: sheet.rows.slice(0, PREVIEW_ROWS),
    rowCount: sheet.rows.length,
    errors: sheet.errors,
    totalCost: sheet.rows.reduce((sum, r) => sum + r.cost, 0),
    currency: site.currency,
  };
}

const importView = (row: CostImportRow): CostImport => ({
  id: row.id,
  siteId: row.siteId,
  fileName: row.fileName,
  rowCount: row.rowCount,
  totalCost: row.totalCost,
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  createdAt: row.createdAt.toISOString(),
});

/** Saves a sheet whose every row reads; else names the first bad cell (the preview lists them all). */
export async function importCostSheet(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  body: { csv: string; fileName: string },
): Promise<CostImport> {
  const site = await siteOf(deps, access, siteId);
  const sheet = readSheet(body.csv);
  const [first] = sheet.errors;
  if (first) {
    throw new AppError('VALIDATION_ERROR', { field: `csv.${first.line}.${first.column}`, message: first.message });
  }
  const row = await deps.db.transaction(async (tx) => {
    const saved = await insertCostImport(tx, site, {
      fileName: body.fileName,
      createdBy: actor.userId,
      rows: sheet.rows,
    });
    await audited(tx, actor, site, 'ad_cost.import', saved.id, sheetDetails(saved));
    return saved;
  });
  return importView(row);
}

export async function listImports(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: PageQuery,
): Promise<Page<CostImport>> {
  const site = await siteOf(deps, access, siteId);
  const { rows, total } = await listCostImports(deps.db, site, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(importView), total, ...query };
}

export async function removeImport(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  importId: string,
) {
  const site = await siteOf(deps, access, siteId);
  await deps.db.transaction(async (tx) => {
    const gone = await deleteCostImport(tx, site, importId);
    if (!gone) throw new AppError('NOT_FOUND', { message: 'This cost sheet does not exist.' });
    await audited(tx, actor, site, 'ad_cost.delete', gone.id, sheetDetails(gone));
  });
}

const ratio = (a: number | null, b: number | null) => (a === null || b === null || b === 0 ? null : a / b);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

type Figures = Pick<AdPerformanceRow, 'visitors' | 'conversions' | 'revenue' | 'cost'>;
function withRatios<T extends Figures>(r: T): T & Pick<AdPerformanceRow, 'cpc' | 'cpa' | 'roas'> {
  return { ...r, cpc: ratio(r.cost, r.visitors), cpa: ratio(r.cost, r.conversions), roas: ratio(r.revenue, r.cost) };
}

/**
 * Visits per source and campaign from the engine, and their orders
 * (conversions of the order goal) and revenue (a visit's events carry the
 * tags of the landing that brought it, so an order placed pages later counts
 * under its campaign), joined with the imported costs of the same days
 * (the range's days in the site's zone): cost, CPC (cost / visits), CPA
 * (cost / orders) and ROAS (revenue / cost). Sources and campaigns match
 * without regard to case.
 */
export async function adPerformance(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: { from?: string | undefined; to?: string | undefined; by: 'campaign' | 'source_campaign' },
  now = Date.now(),
): Promise<AdPerformance> {
  const site = await siteOf(deps, access, siteId);
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const bySource = query.by === 'source_campaign';
  const base = { scope: { tenantId: site.orgId, itemId: site.id }, range, timeZone: site.timeZone };
  const campaignOnly: AnalyticsFilter = { dimension: 'utm_campaign', op: 'neq', value: '' };
  const [result, costs] = await Promise.all([
    deps.events.query({
      ...base,
      metrics: ['visitors', 'sessions', 'conversions', 'revenue'],
      goal: { kind: 'order' },
      dimensions: bySource ? ['utm_source', 'utm_campaign'] : ['utm_campaign'],
      filters: [campaignOnly],
      limit: MAX_CAMPAIGNS,
    }),
    costTotals(
      deps.db,
      site,
      bucketLabel(fromMs, site.timeZone, 'day'),
      bucketLabel(Math.max(fromMs, toMs - 1), site.timeZone, 'day'),
    ),
  ]);
  const keyOf = (source: string, campaign: string) =>
    `${bySource ? source.toLowerCase() : ''}\u0000${campaign.toLowerCase()}`;
  const spent = new Map<
    string,
    { source: string; campaign: string; cost: number; clicks: number | null; impressions: number | null }
  >();
  for (const c of costs) {
    const key = keyOf(c.source, c.campaign);
    const seen = spent.get(key);
    const add = (a: number | null, b: number | null) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
    spent.set(
      key,
      seen
        ? {
            ...seen,
            cost: seen.cost + c.cost,
            clicks: add(seen.clicks, c.clicks),
            impressions: add(seen.impressions, c.impressions),
          }
        : { ...c, source: bySource ? c.source : '' },
    );
  }
  const rows: AdPerformanceRow[] = [];
  for (const r of result.rows) {
    const source = bySource ? String(r.utm_source ?? '') : '';
    const campaign = String(r.utm_campaign ?? '');
    const key = keyOf(source, campaign);
    const c = spent.get(key);
    spent.delete(key);
    rows.push(
      withRatios({
        source,
        campaign,
        visitors: num(r.visitors),
        sessions: num(r.sessions),
        conversions: num(r.conversions),
        revenue: num(r.revenue),
        cost: c?.cost ?? null,
        clicks: c?.clicks ?? null,
        impressions: c?.impressions ?? null,
      }),
    );
  }
  // campaigns that cost money and brought no visit
  for (const c of spent.values()) {
    rows.push(withRatios({ ...c, visitors: 0, sessions: 0, conversions: 0, revenue: 0 }));
  }
  rows.sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0) || b.visitors - a.visitors || a.campaign.localeCompare(b.campaign));
  const hasCosts = costs.length > 0;
  const sum = (pick: (r: AdPerformanceRow) => number | null) =>
    rows.reduce<number | null>((s, r) => (pick(r) === null ? s : (s ?? 0) + (pick(r) ?? 0)), null);
  const totals = withRatios({
    // a visitor of two campaigns is one visitor: the engine's totals, not the rows' sums
    visitors: num(result.totals.visitors),
    sessions: num(result.totals.sessions),
    conversions: num(result.totals.conversions),
    revenue: num(result.totals.revenue),
    cost: hasCosts ? (sum((r) => r.cost) ?? 0) : null,
    clicks: sum((r) => r.clicks),
    impressions: sum((r) => r.impressions),
  });
  return { range, currency: site.currency, timeZone: site.timeZone, hasCosts, rows, totals };
}
