import { z } from 'zod';
import { isValidTimeZone } from '../analytics/time-buckets.ts';

/**
 * GET /analytics/dashboard: the headline numbers of a workspace's links (their
 * clicks) or sites and apps (their visitors), from the same engine as the
 * reports: today, the last 7 days against the 7 before, the 14 days' trend,
 * the top items, and a page of the items with their own numbers.
 */
export const dashboardItemTypes = ['surl', 'analytics'] as const;
export type DashboardItemType = (typeof dashboardItemTypes)[number];

/** The metric each kind of item is measured by on the dashboards. */
export const dashboardMetric = { surl: 'clicks', analytics: 'visitors' } as const satisfies Record<
  DashboardItemType,
  string
>;

/** Days in the trend: the last 7 and the 7 before, today last. */
export const DASHBOARD_DAYS = 14;
export const DASHBOARD_PAGE_SIZE_MAX = 50;
export const DASHBOARD_TOP = 5;

export const dashboardQuerySchema = z.object({
  type: z.enum(dashboardItemTypes),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DASHBOARD_PAGE_SIZE_MAX).default(10),
  /** the viewer's zone: "today" is their day */
  timeZone: z.string().max(64).refine(isValidTimeZone, { error: 'validation.time_zone_invalid' }).default('UTC'),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** Today, yesterday, the last 7 days (today included) and the 7 before them. */
const figuresSchema = z.object({
  today: z.number(),
  yesterday: z.number(),
  last7: z.number(),
  previous7: z.number(),
});
export type DashboardFigures = z.infer<typeof figuresSchema>;

const itemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  figures: figuresSchema,
  /** one value per day of `days` */
  trend: z.array(z.number()),
});
export type DashboardItem = z.infer<typeof itemSchema>;

export const dashboardSchema = z
  .object({
    type: z.enum(dashboardItemTypes),
    metric: z.enum(['clicks', 'visitors']),
    timeZone: z.string(),
    /** the local days of the trends, oldest first, today last (YYYY-MM-DD) */
    days: z.array(z.string()),
    /** every item of the workspace together */
    figures: figuresSchema,
    trend: z.array(z.number()),
    /** the items with the most over the last 7 days, at most 5 */
    top: z.array(z.object({ id: z.uuid(), name: z.string(), value: z.number() })),
    /** the workspace's items, newest first, a page of them */
    items: z.array(itemSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'AnalyticsDashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
