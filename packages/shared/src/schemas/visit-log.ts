import { z } from 'zod';
import { visitorTypes } from '../analytics/query.ts';
import { reportAppTypes } from '../analytics/report-catalogue.ts';
import { singleLineText } from '../validation/fields.ts';
import { jsonFiltersParam } from './json-filters.ts';
import { periodInOrder, periodOrderError, timestamp, workspaceParamsSchema } from './tenancy.ts';

/**
 * The visitor log and the visitor profiles of one link or site: visits and
 * visitors one by one (GET /analytics/visits, /analytics/visitors and
 * /analytics/visitors/{visitorId}). The period defaults to the last 30 days;
 * filters (JSON, as for /analytics/report) pick whole visits: a visit is
 * listed when one of its events passes them all.
 */
const filtersParam = jsonFiltersParam('validation.report_filters');

const instant = z.iso.datetime({ offset: true, error: 'validation.invalid_date' });

const visitListFields = {
  type: z.enum(reportAppTypes),
  id: z.uuid(),
  from: instant.optional(),
  to: instant.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  filters: filtersParam,
};

export const visitLogQuerySchema = z.object(visitListFields).refine(periodInOrder, periodOrderError);
export type VisitLogQueryParams = z.input<typeof visitLogQuerySchema>;

export const visitorSorts = ['visits', 'last_seen'] as const;
export const visitorsQuerySchema = z
  .object({ ...visitListFields, sort: z.enum(visitorSorts).default('visits') })
  .refine(periodInOrder, periodOrderError);
export type VisitorsQueryParams = z.input<typeof visitorsQuerySchema>;

/** A visitor id is a hash (web), an install id (app) or a link's visitor hash. */
export const visitorParamsSchema = workspaceParamsSchema.extend({ visitorId: singleLineText().min(1).max(128) });

const loggedEventSchema = z.object({
  time: timestamp,
  type: z.string(),
  path: z.string(),
  title: z.string(),
  eventName: z.string(),
  destination: z.string(),
  revenue: z.number(),
  value: z.number(),
});

export const loggedVisitSchema = z
  .object({
    id: z.string(),
    visitorId: z.string(),
    visitorType: z.enum(['', ...visitorTypes]),
    start: timestamp,
    end: timestamp,
    durationSeconds: z.number(),
    events: z.number().int(),
    pageviews: z.number().int(),
    clicks: z.number().int(),
    revenue: z.number(),
    currency: z.string(),
    /** a site's first and last page viewed; a link's first and last destination clicked ('' = its default) */
    entryPage: z.string(),
    exitPage: z.string(),
    referrerHost: z.string(),
    channel: z.string(),
    utmSource: z.string(),
    utmMedium: z.string(),
    utmCampaign: z.string(),
    country: z.string(),
    city: z.string(),
    deviceType: z.string(),
    os: z.string(),
    browser: z.string(),
    /** its events in order (the first 200 of a longer visit) */
    timeline: z.array(loggedEventSchema),
  })
  .meta({ id: 'LoggedVisit' });
export type LoggedVisitView = z.infer<typeof loggedVisitSchema>;

const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  range: z.object({ from: timestamp, to: timestamp }),
  /** the zone a link's visit's day is counted in */
  timeZone: z.string(),
  /** a site's currency (ISO 4217), the one a visitor's revenue is summed in; a link has none */
  currency: z.string().optional(),
};

export const visitLogSchema = z.object({ visits: z.array(loggedVisitSchema), ...pageFields }).meta({ id: 'VisitLog' });
export type VisitLog = z.infer<typeof visitLogSchema>;

export const visitorSummarySchema = z
  .object({
    visitorId: z.string(),
    firstSeen: timestamp,
    lastSeen: timestamp,
    visits: z.number().int(),
    pageviews: z.number().int(),
    events: z.number().int(),
    revenue: z.number(),
    country: z.string(),
    city: z.string(),
    deviceType: z.string(),
    os: z.string(),
    browser: z.string(),
  })
  .meta({ id: 'VisitorSummary' });
export type VisitorSummaryView = z.infer<typeof visitorSummarySchema>;

export const visitorsSchema = z
  .object({ visitors: z.array(visitorSummarySchema), ...pageFields })
  .meta({ id: 'VisitorList' });
export type VisitorList = z.infer<typeof visitorsSchema>;

export const visitorProfileSchema = z
  .object({ visitor: visitorSummarySchema, visits: z.array(loggedVisitSchema), ...pageFields })
  .meta({ id: 'VisitorProfile' });
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;
