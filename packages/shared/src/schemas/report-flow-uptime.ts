import { z } from 'zod';
import { flowFields } from '../analytics/query.ts';
import { isValidTimeZone } from '../analytics/time-buckets.ts';
import { pageQuerySchema, periodInOrder, periodOrderError, timestamp } from './tenancy.ts';

/**
 * The reports that read more than one query description: the users flow of a
 * site (POST analytics/flow) and the uptime of a site (GET analytics/uptime and
 * analytics/uptime/incidents), each for one item the server checks.
 */
export const flowItemSchema = z.object({ type: z.literal('analytics'), id: z.uuid() });

/** POST analytics/flow: the flow's description without its scope. */
export const flowBodySchema = z.object({ item: flowItemSchema, ...flowFields });
export type FlowBody = z.input<typeof flowBodySchema>;

const flowPage = z.string().nullable();
export const flowResultSchema = z
  .object({
    steps: z.number().int(),
    visits: z.number().int(),
    nodes: z.array(z.object({ step: z.number().int(), page: flowPage, visits: z.number().int() })),
    links: z.array(z.object({ step: z.number().int(), from: flowPage, to: flowPage, visits: z.number().int() })),
    dropOffs: z.array(z.object({ step: z.number().int(), page: flowPage, visits: z.number().int() })),
  })
  .meta({ id: 'UsersFlow' });

/** Whose monitor: a site's (siteId) or a short link's destination's (linkId), one of them. */
const monitoredItem = { siteId: z.uuid().optional(), linkId: z.uuid().optional() };
const oneItem = (q: { siteId?: string; linkId?: string }) => (q.siteId === undefined) !== (q.linkId === undefined);
const oneItemIssue = { error: 'validation.report_not_for_item', path: ['siteId'] };

/** A site's or link's uptime over a range: the default is the last 30 days, counted in days of its time zone. */
export const uptimeQuerySchema = z
  .object({
    ...monitoredItem,
    from: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    timeZone: z.string().refine(isValidTimeZone, { message: 'validation.invalid_time_zone' }).optional(),
  })
  .refine(periodInOrder, periodOrderError)
  .refine(oneItem, oneItemIssue);

/** Checks of a day or of the range: uptime is the share (0 to 1) of checks that were up, null without checks. */
const uptimeFigures = {
  checks: z.number().int().nonnegative(),
  failures: z.number().int().nonnegative(),
  uptime: z.number().nullable(),
  /** the response times of the checks that were up, in milliseconds; null without any */
  avgMs: z.number().nullable(),
  p75Ms: z.number().nullable(),
};
export const uptimeDaySchema = z.object({ day: z.string(), ...uptimeFigures });
export type UptimeDay = z.infer<typeof uptimeDaySchema>;

export const uptimeSummarySchema = z
  .object({
    ...uptimeFigures,
    /** every day of the range, empty ones included */
    days: z.array(uptimeDaySchema),
    timeZone: z.string(),
    range: z.object({ from: timestamp, to: timestamp }),
    /** the monitor as the site has it now */
    monitor: z.object({
      /** a web site and a link's destination have one; a mobile app has no address to check */
      available: z.boolean(),
      enabled: z.boolean(),
      intervalMinutes: z.number().int(),
      /** the address checked ('' for an app) */
      url: z.string(),
    }),
    /** an outage going on now, if any */
    openIncident: z.boolean(),
  })
  .meta({ id: 'UptimeSummary' });
export type UptimeSummary = z.infer<typeof uptimeSummarySchema>;

export const incidentsQuerySchema = pageQuerySchema.extend(monitoredItem).refine(oneItem, oneItemIssue);

/** PUT analytics/uptime/link-monitor: watch a short link's main destination, or stop. */
export const linkMonitorBodySchema = z.object({
  linkId: z.uuid(),
  enabled: z.boolean(),
  intervalMinutes: z
    .number({ error: 'validation.uptime_interval' })
    .int({ error: 'validation.uptime_interval' })
    .min(1, { error: 'validation.uptime_interval' })
    .max(60, { error: 'validation.uptime_interval' })
    .default(5),
});
export type LinkMonitorBody = z.input<typeof linkMonitorBodySchema>;

export const linkMonitorSchema = z
  .object({ linkId: z.uuid(), enabled: z.boolean(), intervalMinutes: z.number().int(), url: z.string() })
  .meta({ id: 'LinkMonitor' });
export type LinkMonitor = z.infer<typeof linkMonitorSchema>;

export const incidentSchema = z
  .object({
    id: z.uuid(),
    startedAt: timestamp,
    /** null while the outage goes on */
    endedAt: timestamp.nullable(),
    /** seconds from start to end (to now while it goes on) */
    durationSeconds: z.number().int().nonnegative(),
    cause: z.string(),
  })
  .meta({ id: 'UptimeIncident' });
export type Incident = z.infer<typeof incidentSchema>;
