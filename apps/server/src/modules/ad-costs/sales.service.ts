import { type AnalyticsFilter, type MetricValues, segmentOf, segmentWithin } from '@osm5/shared';
import type {
  SalesFigures,
  SalesProduct,
  SalesProductsQuery,
  SalesReport,
  salesQuerySchema,
} from '@osm5/shared/schemas/ad-costs';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { findGoalSite } from '../analytics-goals/analytics-goals.repository.ts';
import type { GoalDeps } from '../analytics-goals/goal-site.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';

const DAY_MS = 86_400_000;
const MAX_SOURCES = 20;
/** The products a CSV holds at most (the engine's largest page), most revenue first. */
export const MAX_PRODUCT_ROWS = 10_000;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** The figures of one query's totals: orders are ecommerce events, the rate is visits that ordered. */
const figures = (t: MetricValues): SalesFigures => ({
  visitors: num(t.visitors),
  orders: num(t.orders),
  revenue: num(t.revenue),
  conversionRate: t.conversion_rate ?? null,
  averageOrderValue: t.average_order_value ?? null,
});

type SalesQuery = z.output<typeof salesQuerySchema>;

/**
 * The site (404 when it is not the workspace's), the range asked (the last 30
 * days by default) and what every query of the tracker reads: the site's
 * events in that range, with the user's filters and segment.
 */
async function salesSite(deps: GoalDeps, access: WorkspaceAccess, siteId: string, query: SalesQuery, now: number) {
  const scope = { orgId: access.workspace.orgId, workspaceId: access.workspace.id };
  const found = await findGoalSite(deps.db, scope, siteId);
  if (!found) throw new AppError('NOT_FOUND', { message: 'This site does not exist.' });
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const base = {
    scope: { tenantId: scope.orgId, itemId: found.id },
    range,
    timeZone: found.timeZone,
    filters: query.filters,
    segment: segmentOf(query.segment),
  };
  return { site: found, base, fromMs, toMs };
}

/**
 * Sales by product: one page of the products the site's orders held over the
 * range (the engine's order lines), most revenue first, with how many there are.
 */
export async function salesProducts(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: SalesProductsQuery,
  now = Date.now(),
): Promise<{ items: SalesProduct[]; total: number; page: number; pageSize: number }> {
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

/**
 * The sales tracker of a site over a range (the last 30 days by default),
 * compared with the range before: orders, revenue, conversion rate (visits
 * with an order) and average order value, by day, and for the visits that
 * came through each tagged source and campaign (a segment: the order is
 * placed pages after the landing), within the user's segment when there is
 * one. All from the engine's descriptions.
 */
export async function salesReport(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: SalesQuery,
  now = Date.now(),
): Promise<SalesReport> {
  const { site, base, fromMs, toMs } = await salesSite(deps, access, siteId, query, now);
  const bucket = toMs - fromMs <= 2 * DAY_MS ? ('hour' as const) : ('day' as const);
  const metrics = ['visitors', 'orders', 'revenue', 'conversion_rate', 'average_order_value'] as const;
  const [overall, trend, tagged] = await Promise.all([
    deps.events.query({ ...base, metrics: [...metrics], goal: { kind: 'order' }, compare: { type: 'previous' } }),
    deps.events.query({ ...base, metrics: ['orders', 'revenue'], dimensions: [bucket] }),
    deps.events.query({
      ...base,
      metrics: ['visitors'],
      dimensions: ['utm_source', 'utm_campaign'],
      filters: [...base.filters, { dimension: 'utm_source', op: 'neq', value: '' }],
      limit: MAX_SOURCES,
    }),
  ]);
  const sources = await Promise.all(
    tagged.rows.map(async (r) => {
      const source = String(r.utm_source ?? '');
      const campaign = String(r.utm_campaign ?? '');
      const filters: AnalyticsFilter[] = [
        { dimension: 'utm_source', op: 'eq', value: source },
        { dimension: 'utm_campaign', op: 'eq', value: campaign },
      ];
      const result = await deps.events.query({
        ...base,
        metrics: [...metrics],
        goal: { kind: 'order' },
        segment: segmentWithin(base.segment, filters),
      });
      return { source, campaign, ...figures(result.totals), visitors: num(r.visitors) };
    }),
  );
  sources.sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || b.visitors - a.visitors);
  return {
    range: base.range,
    currency: site.currency,
    timeZone: site.timeZone,
    totals: figures(overall.totals),
    previous: figures(overall.compare?.totals ?? {}),
    trend: trend.rows.map((r) => ({ bucket: String(r[bucket]), orders: num(r.orders), revenue: num(r.revenue) })),
    sources,
  };
}
