import { z } from 'zod';
import { billingCurrencies, limitKeys, planIds } from '../billing/plans.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, timestamp } from './tenancy.ts';

/**
 * The usage report (/settings/useage_report): what an organisation used of
 * each plan limit this period, by day and by workspace. The period is the
 * calendar month in UTC, the same month the monthly limits count in.
 *
 * Tracked events are the events the event store keeps for the organisation:
 * link clicks (QR and profile visits included) and web and app events (page
 * and screen views, custom events, outbound links, downloads, site searches,
 * web vitals, orders). Not counted: bots (they are stored for the record but
 * never counted), events dropped at ingestion (excluded addresses, paths or
 * hosts, Do-Not-Track), uptime checks (the product's own) and engagement
 * pings (the time and scroll depth of a page view already counted).
 */

/** Event types that are not tracked events (see above). */
export const untrackedEventTypes = ['uptime_check', 'engagement'] as const;

export const usageMonthField = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.usage_month' })
  .optional();

export const usageQuerySchema = z.object({
  /** YYYY-MM; the current month when absent */
  month: usageMonthField,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type UsageQuery = z.input<typeof usageQuerySchema>;

export const usageCsvQuerySchema = z.object({
  month: usageMonthField,
  by: z.enum(['day', 'workspace']).default('day'),
});

export const usageLimitSchema = z.object({
  key: z.enum(limitKeys),
  used: z.number().int().nonnegative(),
  /** null: unlimited */
  limit: z.number().int().nullable(),
  /** monthly limits count the period; the others count what exists now */
  counts: z.enum(['period', 'now']),
});
export type UsageLimit = z.infer<typeof usageLimitSchema>;

export const usageFiguresSchema = z.object({
  trackedEvents: z.number().int().nonnegative(),
  /** the link clicks among the tracked events */
  clicks: z.number().int().nonnegative(),
  newLinks: z.number().int().nonnegative(),
  /** questions asked to OSM5GPT Pro (Lite conversations are not kept, so not counted) */
  aiMessages: z.number().int().nonnegative(),
});
export type UsageFigures = z.infer<typeof usageFiguresSchema>;

export const usageDaySchema = usageFiguresSchema.extend({ date: z.string() });
export type UsageDay = z.infer<typeof usageDaySchema>;

export const usageWorkspaceSchema = usageFiguresSchema.extend({
  workspaceId: z.uuid(),
  name: z.string(),
  /** links and sites the workspace has now */
  links: z.number().int().nonnegative(),
  sites: z.number().int().nonnegative(),
});
export type UsageWorkspace = z.infer<typeof usageWorkspaceSchema>;

/**
 * Tracked events past the plan's limit in the month: with a budget that has a
 * cap and "allow" at the cap they are let through and billed as extra-events
 * packs (the add-on's size and price) on a usage invoice of the month;
 * otherwise none pass (PLAN_LIMIT).
 */
export const usageOverageSchema = z.object({
  /** tracked events past the limit */
  events: z.number().int().nonnegative(),
  /** extra-events packs billed for the month */
  packs: z.number().int().nonnegative(),
  /** tracked events in one pack */
  packEvents: z.number().int().positive(),
  /** what the packs cost, in minor units of `currency` */
  amount: z.number().int().nonnegative(),
  currency: z.enum(billingCurrencies),
  /** the budget lets events pass the limit now */
  allowed: z.boolean(),
});
export type UsageOverage = z.infer<typeof usageOverageSchema>;

export const usageReportSchema = z.object({
  month: z.string(),
  from: timestamp,
  to: timestamp,
  timeZone: z.literal('UTC'),
  /** the month is still running */
  current: z.boolean(),
  plan: z.enum(planIds),
  limits: z.array(usageLimitSchema),
  totals: usageFiguresSchema,
  overage: usageOverageSchema,
  /** every day of the month, up to today in the current one */
  byDay: z.array(usageDaySchema),
  /** the organisation's workspaces by name, a page at a time */
  byWorkspace: z.object({
    items: z.array(usageWorkspaceSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  }),
});
export type UsageReport = z.infer<typeof usageReportSchema>;
