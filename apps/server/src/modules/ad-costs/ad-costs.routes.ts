import { toCsv } from '@osm5/shared/links/csv';
import {
  type AdPerformance,
  adPerformanceQuerySchema,
  adPerformanceSchema,
  costImportListQuerySchema,
  costImportParamsSchema,
  costImportSchema,
  costSheetBodySchema,
  costSheetPreviewSchema,
  type SalesProduct,
  type SalesSource,
  salesPageQuerySchema,
  salesProductSchema,
  salesQuerySchema,
  salesReportSchema,
  salesSourceSchema,
  salesSourcesCsvQuerySchema,
  salesSourcesQuerySchema,
} from '@osm5/shared/schemas/ad-costs';
import { siteGoalParamsSchema } from '@osm5/shared/schemas/analytics-goals';
import { dataOf, okSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import type { GoalDeps } from '../analytics-goals/goal-site.ts';
import { adPerformance, importCostSheet, listImports, previewCostSheet, removeImport } from './ad-costs.service.ts';
import { MAX_PRODUCT_ROWS, MAX_SOURCE_ROWS, salesProducts, salesReport, salesSources } from './sales.service.ts';

/** A spreadsheet would run a cell starting with =, +, -, @ as a formula: such text is written as text. */
const safe = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
const cell = (v: number | null) => (v === null ? '' : String(v));

/** The ad performance rows as CSV, one column per figure, named as in the API. */
export function adPerformanceCsv(report: AdPerformance): string {
  const header = [
    'source',
    'campaign',
    'visitors',
    'sessions',
    'conversions',
    'revenue',
    'cost',
    'clicks',
    'impressions',
    'cpc',
    'cpa',
    'roas',
  ];
  const lines = report.rows.map((r) => [
    safe(r.source),
    safe(r.campaign),
    ...[r.visitors, r.sessions, r.conversions, r.revenue, r.cost, r.clicks, r.impressions, r.cpc, r.cpa, r.roas].map(
      cell,
    ),
  ]);
  return `\uFEFF${toCsv([header, ...lines])}`;
}

/** The sales tracker's rows by source and campaign as CSV. */
export function salesCsv(sources: SalesSource[]): string {
  const header = ['source', 'campaign', 'visitors', 'orders', 'revenue', 'conversion_rate', 'average_order_value'];
  const lines = sources.map((r) => [
    safe(r.source),
    safe(r.campaign),
    ...[r.visitors, r.orders, r.revenue, r.conversionRate, r.averageOrderValue].map(cell),
  ]);
  return `\uFEFF${toCsv([header, ...lines])}`;
}

/** Sales by product as CSV: every product (up to MAX_PRODUCT_ROWS), most revenue first. */
export function salesProductsCsv(products: SalesProduct[]): string {
  const header = ['product', 'orders', 'quantity', 'revenue'];
  const lines = products.map((p) => [safe(p.product), ...[p.orders, p.quantity, p.revenue].map(cell)]);
  return `\uFEFF${toCsv([header, ...lines])}`;
}

/**
 * A site's cost sheets (preview, import, list, delete) and the ad performance
 * report (visits, orders, revenue, cost, CPC, CPA, ROAS by campaign).
 * Reads need analytics:read, imports analytics:write.
 */
export const adCostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ad costs'];
  const site = '/api/orgs/:orgId/workspaces/:workspaceId/analytics/sites/:siteId';
  const read = { privilege: 'analytics:read' as const };
  const write = { privilege: 'analytics:write' as const };
  const deps = (): GoalDeps => ({ db: app.db.db, events: app.events });
  const params = siteGoalParamsSchema;

  app.post(
    `${site}/ad-costs/preview`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Read a cost sheet (CSV) without saving it: its first rows, its total and its errors by row',
        params,
        body: costSheetBodySchema,
        response: { 200: dataOf(costSheetPreviewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await previewCostSheet(deps(), workspaceOf(request), request.params.siteId, request.body.csv),
    }),
  );

  app.post(
    `${site}/ad-costs`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Import a cost sheet (every row must read; the first bad cell is named)',
        params,
        body: costSheetBodySchema,
        response: { 200: dataOf(costImportSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await importCostSheet(deps(), workspaceOf(request), actorOf(request), request.params.siteId, request.body),
    }),
  );

  app.get(
    `${site}/ad-costs`,
    {
      config: read,
      schema: {
        tags,
        summary: "The site's imported cost sheets, newest first",
        params,
        querystring: costImportListQuerySchema,
        response: { 200: pageOf(costImportSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listImports(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.delete(
    `${site}/ad-costs/:importId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a cost sheet and its rows',
        params: costImportParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeImport(
        deps(),
        workspaceOf(request),
        actorOf(request),
        request.params.siteId,
        request.params.importId,
      );
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.get(
    `${site}/ads`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Ad performance: visits, orders, revenue and, with a cost sheet, cost, CPC, CPA and ROAS by campaign',
        params,
        querystring: adPerformanceQuerySchema,
        response: { 200: dataOf(adPerformanceSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await adPerformance(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.get(
    `${site}/sales`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Sales tracker: orders, revenue, conversion rate and average order value, compared, and by day',
        params,
        querystring: salesQuerySchema,
        response: { 200: dataOf(salesReportSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await salesReport(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.get(
    `${site}/sales/products`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Sales by product: the orders holding each product, the items sold and their revenue, paged',
        params,
        querystring: salesPageQuerySchema,
        response: { 200: pageOf(salesProductSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await salesProducts(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.get(
    `${site}/sales/sources`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'Sales by tagged source and campaign: the orders of the visits that came through each, sorted by a figure (most revenue first by default), paged',
        params,
        querystring: salesSourcesQuerySchema,
        response: { 200: pageOf(salesSourceSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await salesSources(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.get(
    `${site}/sales/products.csv`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Sales by product as CSV (every product, most revenue first)',
        params,
        querystring: salesQuerySchema,
      },
    },
    async (request, reply) => {
      const query = { ...request.query, page: 1, pageSize: MAX_PRODUCT_ROWS };
      const products = await salesProducts(deps(), workspaceOf(request), request.params.siteId, query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sales-products.csv"')
        .send(salesProductsCsv(products.items));
    },
  );

  app.get(
    `${site}/sales.csv`,
    {
      config: read,
      schema: {
        tags,
        summary: `Sales by tagged source and campaign as CSV (the first ${MAX_SOURCE_ROWS} in the order asked)`,
        params,
        querystring: salesSourcesCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const query = { ...request.query, page: 1, pageSize: MAX_SOURCE_ROWS };
      const sources = await salesSources(deps(), workspaceOf(request), request.params.siteId, query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sales.csv"')
        .send(salesCsv(sources.items));
    },
  );

  app.get(
    `${site}/ads.csv`,
    { config: read, schema: { tags, summary: 'Ad performance as CSV', params, querystring: adPerformanceQuerySchema } },
    async (request, reply) => {
      const report = await adPerformance(deps(), workspaceOf(request), request.params.siteId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ads.csv"')
        .send(adPerformanceCsv(report));
    },
  );
};
