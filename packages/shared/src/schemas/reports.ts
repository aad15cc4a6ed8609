import { z } from 'zod';
import { checkQueryFields, queryFields } from '../analytics/query.ts';
import { reportAppTypes, reportCatalogue } from '../analytics/report-catalogue.ts';
import { singleLineText } from '../validation/fields.ts';
import { selectionQueryFields } from './json-filters.ts';
import { periodInOrder, periodOrderError, timestamp, workspaceParamsSchema } from './tenancy.ts';

/**
 * The reports API: a query description for one item of the workspace (a
 * short link or a site/app), scoped by the server to the organisation and the
 * item it checked, and the catalogue's reports by route.
 */
export const reportItemSchema = z.object({ type: z.enum(reportAppTypes), id: z.uuid() });
export type ReportItem = z.infer<typeof reportItemSchema>;

/** POST /analytics/query (and query.csv): the description without its scope; the time zone defaults to the item's. */
export const reportQueryBodySchema = z
  .object({ item: reportItemSchema, ...queryFields, timeZone: queryFields.timeZone.optional() })
  .superRefine((q, ctx) => checkQueryFields({ ...q, timeZone: q.timeZone ?? 'UTC' }, ctx));
export type ReportQueryBody = z.input<typeof reportQueryBodySchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
const metricValues = z.record(z.string(), z.number().nullable());

export const queryResultSchema = z
  .object({
    columns: z.array(z.object({ name: z.string(), kind: z.enum(['dimension', 'metric']) })),
    rows: z.array(z.record(z.string(), cell)),
    totals: metricValues,
    /** the rows before paging, when asked (GET /analytics/report asks) */
    total: z.number().int().nonnegative().optional(),
    compare: z
      .object({
        range: z.object({ from: timestamp, to: timestamp }),
        rows: z.array(z.record(z.string(), cell)),
        totals: metricValues,
      })
      .optional(),
    /** the time zone the days and hours were counted in */
    timeZone: z.string(),
    /** a site's currency (ISO 4217), the one its money metrics are in; a link has none */
    currency: z.string().optional(),
  })
  .meta({ id: 'AnalyticsQueryResult' });
export type ReportQueryResult = z.infer<typeof queryResultSchema>;

export const reportRoutes = reportCatalogue.map((e) => e.route) as [string, ...string[]];

/**
 * GET /analytics/report: one catalogue entry over a range (default: the last
 * 30 days), with an optional comparison, page and extra filters (JSON).
 */
export const reportGetQuerySchema = z
  .object({
    route: z.enum(reportRoutes, { error: 'validation.report_unknown' }),
    type: z.enum(reportAppTypes),
    id: z.uuid(),
    from: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    compare: z.enum(['none', 'previous']).default('none'),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(50),
    sort: singleLineText().max(40).optional(),
    direction: z.enum(['asc', 'desc']).default('desc'),
    ...selectionQueryFields,
  })
  .refine(periodInOrder, periodOrderError);

export const reportsParamsSchema = workspaceParamsSchema;
