import type { QueryRow } from '@osm5/shared';
import {
  type SalesFigures,
  type SalesPageQuery,
  type SalesProduct,
  type SalesReport,
  type SalesSource,
  type SalesSourcesQuery,
  salesFigureKeys,
  salesFigureMetrics,
  type salesQuerySchema,
} from '@osm5/shared/schemas/ad-costs';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { findGoalSite } from '../analytics-goals/analytics-goals.repository.ts';
import type { GoalDeps } from '../analytics-goals/goal-site.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { campaignPage } from '../reports/campaign-page.ts';
import { periodBase } from '../reports/period-base.ts';

/** The products a CSV holds at most (the engine's largest page), most revenue first. */
export const MAX_PRODUCT_ROWS = 10_000;
/** The sources a CSV holds at most, in the table's order (the engine's largest page). */
export const MAX_SOURCE_ROWS = 10_000;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** The figures of one query's totals or row: orders are ecommerce events, the rate is visits that ordered. */
const figures = (values: Partial<QueryRow>): SalesFigures => {
  const value = (key: keyof SalesFigures) => {
    const v = values[salesFigureMetrics[key]];
    return typeof v === 'number' ? v : null;
  };
  return {
    visitors: value('visitors') ?? 0,
    orders: value('orders') ?? 0,
    revenue: value('revenue') ?? 0,
    conversionRate: value('conversionRate'),
    averageOrderValue: value('averageOrderValue'),
  };
};

type SalesQuery = z.output<typeof salesQuerySchema>;

/** The site (404 when it is not the workspace's) and what every query of the tracker reads (period-base.ts). */
async function salesSite(deps: GoalDeps, access: WorkspaceAccess, siteId: string, query: SalesQuery, now: number) {
  const scope = { orgId: access.workspace.orgId, workspaceId: access.workspace.id };
  const found = await findGoalSite(deps.db, scope, siteId);
  if (!found) throw new AppError('NOT_FOUND', { message: 'This site does not exist.' });
  return { site: found, ...periodBase({ ...found, orgId: scope.orgId }, query, now) };
}

/**
 * Sales by product: one page of the products the site's orders held over the
 * range (the engine's order lines), most revenue first, with how many there are.
 */
export async function salesProducts(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: SalesPageQuery,
  now = Date.now(),
): Promise<Page<SalesProduct>> {
  const { page, pageSize } = query;
  const { base } = await salesSite(deps, access, siteId, query, now);
  const result = await deps.events.query({
    ...base,
    metrics: ['revenue', 'orders', 'quantity'],
    dimensions: ['product'],
    orderBy: [
      { key: 'revenue', direction: 'desc' },
      { key: 'orders', direction: 'desc' },
    ],
    limit: pageSize,
    offset: (page - 1) * pageSize,
    withTotal: true,
  });
  const items = result.rows.map((r) => ({
    product: String(r.product ?? ''),
    orders: num(r.orders),
    quantity: num(r.quantity),
    revenue: num(r.revenue),
  }));
  return { items, total: result.total ?? items.length, page, pageSize };
}

const salesMetrics = salesFigureKeys.map((key) => salesFigureMetrics[key]);

/**
 * Sales by source and campaign: one page of the tagged sources and campaigns
 * of the range's visits, each with the orders of the visits that came through
 * it (campaign-page.ts), in the order asked (most revenue first by default),
 * with how many there are.
 */
export async function salesSources(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: SalesSourcesQuery,
  now = Date.now(),
): Promise<Page<SalesSource>> {
  const { page, pageSize } = query;
  const { base } = await salesSite(deps, access, siteId, query, now);
  const { rows, total } = await campaignPage(deps.events, base, {
    metrics: salesMetrics,
    goal: { kind: 'order' },
    sort: { key: salesFigureMetrics[query.sort], direction: query.direction },
    page,
    pageSize,
  });
  const items = rows.map((r) => ({ ...figures(r.values), source: r.source, campaign: r.campaign }));
  return { items, total, page, pageSize };
}

/**
 * The sales tracker of a site over a range (the last 30 days by default),
 * compared with the range before: orders, revenue, conversion rate (visits
 * with an order) and average order value, and by day. All from the engine's
 * descriptions.
 */
export async function salesReport(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: SalesQuery,
  now = Date.now(),
): Promise<SalesReport> {
  const { site, base, bucket } = await salesSite(deps, access, siteId, query, now);
  const [overall, trend] = await Promise.all([
    deps.events.query({ ...base, metrics: [...salesMetrics], goal: { kind: 'order' }, compare: { type: 'previous' } }),
    deps.events.query({ ...base, metrics: ['orders', 'revenue'], dimensions: [bucket] }),
  ]);
  return {
    range: base.range,
    currency: site.currency,
    timeZone: site.timeZone,
    totals: figures(overall.totals),
    previous: figures(overall.compare?.totals ?? {}),
    trend: trend.rows.map((r) => ({ bucket: String(r[bucket]), orders: num(r.orders), revenue: num(r.revenue) })),
  };
}
