import { z } from 'zod';
import type { AnalyticsMetric } from '../analytics/query.ts';
import { parseCsv } from '../links/csv.ts';
import { singleLineText } from '../validation/fields.ts';
import { siteGoalParamsSchema } from './analytics-goals.ts';
import { selectionQueryFields } from './json-filters.ts';
import { pageQuerySchema, periodInOrder, periodOrderError, timestamp } from './tenancy.ts';

/**
 * Ad cost sheets: what a site's campaigns cost, imported as CSV (date,
 * source, campaign, cost, optional clicks and impressions; in the site's
 * currency), joined by the ad performance report with the visits, orders and
 * revenue the engine counts per source and campaign.
 */

export const COST_SHEET_MAX_ROWS = 5000;
/** a sheet is sent as text in JSON: about 1 MB */
export const COST_SHEET_MAX_CHARS = 1_000_000;
export const costSheetColumns = ['date', 'source', 'campaign', 'cost', 'clicks', 'impressions'] as const;
export type CostSheetColumn = (typeof costSheetColumns)[number];
const requiredColumns: readonly CostSheetColumn[] = ['date', 'source', 'campaign', 'cost'];

export interface CostRow {
  line: number;
  date: string;
  source: string;
  campaign: string;
  cost: number;
  clicks: number | null;
  impressions: number | null;
}

export interface CostRowError {
  line: number;
  column: CostSheetColumn | 'row';
  message: string;
}

export interface ParsedCostSheet {
  rows: CostRow[];
  errors: CostRowError[];
  /** set when the sheet cannot be read at all (no header, a missing column, too many rows) */
  sheetError?: string;
}

const isDay = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** A spreadsheet's number: `1234.5`, `1 234,5`, `1,234.50`. */
export function sheetNumber(raw: string): number | null {
  let v = raw.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (v === '') return null;
  if (v.includes(',') && v.includes('.')) v = v.replace(/,/g, '');
  else if (v.includes(','))
    v = /,\d{3}$/.test(v) && v.split(',').length > 2 ? v.replace(/,/g, '') : v.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(v)) return Number.NaN;
  return Number(v);
}

/** Reads a cost sheet: its header names the columns (any order, any case), each data row is checked. */
export function parseCostSheet(text: string): ParsedCostSheet {
  const records = parseCsv(text);
  const [header, ...data] = records;
  if (!header) return { rows: [], errors: [], sheetError: 'validation.cost_sheet_empty' };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const index = Object.fromEntries(costSheetColumns.map((c) => [c, names.indexOf(c)])) as Record<
    CostSheetColumn,
    number
  >;
  if (requiredColumns.some((c) => index[c] < 0)) {
    return { rows: [], errors: [], sheetError: 'validation.cost_sheet_columns' };
  }
  if (data.length === 0) return { rows: [], errors: [], sheetError: 'validation.cost_sheet_empty' };
  if (data.length > COST_SHEET_MAX_ROWS) return { rows: [], errors: [], sheetError: 'validation.cost_sheet_too_long' };
  const rows: CostRow[] = [];
  const errors: CostRowError[] = [];
  for (const record of data) {
    const cell = (c: CostSheetColumn) => (index[c] < 0 ? '' : (record.cells[index[c]] ?? '').trim());
    const problems: CostRowError[] = [];
    const fail = (column: CostSheetColumn, message: string) => problems.push({ line: record.line, column, message });
    const date = cell('date');
    if (!isDay(date)) fail('date', 'validation.cost_date_invalid');
    const source = cell('source');
    if (source === '' || source.length > 200) fail('source', 'validation.cost_source_required');
    const campaign = cell('campaign');
    if (campaign === '' || campaign.length > 200) fail('campaign', 'validation.cost_campaign_required');
    const cost = sheetNumber(cell('cost'));
    if (cost === null || Number.isNaN(cost) || cost < 0 || cost > 1e12) fail('cost', 'validation.cost_amount_invalid');
    const count = (c: 'clicks' | 'impressions') => {
      const n = sheetNumber(cell(c));
      if (n === null) return null;
      if (Number.isNaN(n) || n < 0 || !Number.isInteger(n) || n > 1e12) fail(c, 'validation.cost_count_invalid');
      return n;
    };
    const clicks = count('clicks');
    const impressions = count('impressions');
    if (problems.length > 0) errors.push(...problems);
    else rows.push({ line: record.line, date, source, campaign, cost: cost ?? 0, clicks, impressions });
  }
  return { rows, errors };
}

export const costSheetBodySchema = z.object({
  csv: z
    .string({ error: 'validation.cost_sheet_empty' })
    .min(1, { error: 'validation.cost_sheet_empty' })
    .max(COST_SHEET_MAX_CHARS, { error: 'validation.cost_sheet_too_long' }),
  fileName: singleLineText().trim().max(255).default(''),
});

export const costImportParamsSchema = siteGoalParamsSchema.extend({ importId: z.uuid() });
export const costImportListQuerySchema = pageQuerySchema;

const rowSchema = z.object({
  line: z.number().int(),
  date: z.string(),
  source: z.string(),
  campaign: z.string(),
  cost: z.number(),
  clicks: z.number().nullable(),
  impressions: z.number().nullable(),
});

export const costSheetPreviewSchema = z
  .object({
    /** the first rows, to show before saving */
    rows: z.array(rowSchema),
    rowCount: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), column: z.string(), message: z.string() })),
    totalCost: z.number(),
    currency: z.string(),
  })
  .meta({ id: 'AdCostSheetPreview' });
export type CostSheetPreview = z.infer<typeof costSheetPreviewSchema>;

export const costImportSchema = z
  .object({
    id: z.uuid(),
    siteId: z.uuid(),
    fileName: z.string(),
    rowCount: z.number().int(),
    totalCost: z.number(),
    firstDay: z.string(),
    lastDay: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'AdCostImport' });
export type CostImport = z.infer<typeof costImportSchema>;

export const adPerformanceQuerySchema = z.object({
  from: timestamp.optional(),
  to: timestamp.optional(),
  /** by campaign, or by source and campaign */
  by: z.enum(['campaign', 'source_campaign']).default('source_campaign'),
});

const money = z.number().nullable();
export const adPerformanceRowSchema = z.object({
  source: z.string(),
  campaign: z.string(),
  visitors: z.number(),
  sessions: z.number(),
  conversions: z.number(),
  revenue: z.number(),
  /** null when no cost sheet covers this source and campaign */
  cost: money,
  clicks: z.number().nullable(),
  impressions: z.number().nullable(),
  /** cost per visit */
  cpc: money,
  /** cost per conversion (order) */
  cpa: money,
  /** revenue / cost */
  roas: money,
});
export type AdPerformanceRow = z.infer<typeof adPerformanceRowSchema>;

export const adPerformanceSchema = z
  .object({
    range: z.object({ from: timestamp, to: timestamp }),
    currency: z.string(),
    timeZone: z.string(),
    hasCosts: z.boolean(),
    rows: z.array(adPerformanceRowSchema),
    totals: adPerformanceRowSchema.omit({ source: true, campaign: true }),
  })
  .meta({ id: 'AdPerformance' });
export type AdPerformance = z.infer<typeof adPerformanceSchema>;

/**
 * The sales tracker: orders, revenue, conversion rate and average order value,
 * by day, by tagged source and campaign and by product; with the reports' filters (JSON:
 * the orders' own, as every report's filters keep events) and segment (whole
 * visits).
 */
const salesFields = { from: timestamp.optional(), to: timestamp.optional(), ...selectionQueryFields };
export const salesQuerySchema = z.object(salesFields).refine(periodInOrder, periodOrderError);

const salesFigures = z.object({
  visitors: z.number(),
  orders: z.number(),
  revenue: z.number(),
  /** visits with an order / visits (0 to 1) */
  conversionRate: z.number().nullable(),
  averageOrderValue: z.number().nullable(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** The engine's metric each sales figure is (query.ts): what the server asks and what a figure reads as. */
export const salesFigureMetrics = {
  visitors: 'visitors',
  orders: 'orders',
  revenue: 'revenue',
  conversionRate: 'conversion_rate',
  averageOrderValue: 'average_order_value',
} as const satisfies Record<keyof SalesFigures, AnalyticsMetric>;
export const salesFigureKeys = Object.keys(salesFigureMetrics) as [keyof SalesFigures, ...(keyof SalesFigures)[]];

export const salesReportSchema = z
  .object({
    range: z.object({ from: timestamp, to: timestamp }),
    currency: z.string(),
    timeZone: z.string(),
    totals: salesFigures,
    previous: salesFigures,
    /** by day (by hour for two days or less) */
    trend: z.array(z.object({ bucket: z.string(), orders: z.number(), revenue: z.number() })),
  })
  .meta({ id: 'SalesReport' });
export type SalesReport = z.infer<typeof salesReportSchema>;

/** A page of the sales tracker's products (most revenue first). */
export const salesPageQuerySchema = z
  .object({ ...salesFields, ...pageQuerySchema.shape })
  .refine(periodInOrder, periodOrderError);
export type SalesPageQuery = z.infer<typeof salesPageQuerySchema>;

/** The order of the sales by source and campaign: by one figure (most revenue first by default), then by name. */
const sourceOrderFields = {
  sort: z.enum(salesFigureKeys, { error: 'validation.report_sort' }).default('revenue'),
  direction: z.enum(['asc', 'desc']).default('desc'),
};
/** A page of the sales by source and campaign. */
export const salesSourcesQuerySchema = z
  .object({ ...salesFields, ...pageQuerySchema.shape, ...sourceOrderFields })
  .refine(periodInOrder, periodOrderError);
export type SalesSourcesQuery = z.infer<typeof salesSourcesQuerySchema>;
/** The sales by source and campaign as CSV: the first rows in that order. */
export const salesSourcesCsvQuerySchema = z
  .object({ ...salesFields, ...sourceOrderFields })
  .refine(periodInOrder, periodOrderError);

/** The visits that came through one tagged source and campaign, and their orders. */
export const salesSourceSchema = salesFigures
  .extend({ source: z.string(), campaign: z.string() })
  .meta({ id: 'SalesSource' });
export type SalesSource = z.infer<typeof salesSourceSchema>;

/** One product (its name, else its id): the orders that held it, the items sold and their revenue. */
export const salesProductSchema = z
  .object({ product: z.string(), orders: z.number(), quantity: z.number(), revenue: z.number() })
  .meta({ id: 'SalesProduct' });
export type SalesProduct = z.infer<typeof salesProductSchema>;
