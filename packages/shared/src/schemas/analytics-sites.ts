import { z } from 'zod';
import { isIpOrCidr } from '../links/ip-match.ts';
import { nameField, singleLineText } from '../validation/fields.ts';
import { currencyField, subTimeZoneField, subTimeZoneInRegion, timeZoneRegionField } from './profile.ts';
import { periodInOrder, periodOrderError, timestamp, workspaceParamsSchema } from './tenancy.ts';

/**
 * Analytics sites (web) and apps (mobile) of a workspace: the
 * /d/sbox/{sBoxID}/analytics module, new/analytics, edit/analytics/{id},
 * view/analytics/{id}. One schema per request and response, used by the
 * routes, the web forms and the tests.
 */

export const siteKinds = ['web', 'mobile'] as const;
export type SiteKind = (typeof siteKinds)[number];

/**
 * not_verified: no event received yet (tracking inactive); active: receiving;
 * archived: paused by its editors, events dropped, reports readable;
 * disabled: paused by an admin, likewise.
 */
export const siteStatuses = ['not_verified', 'active', 'archived', 'disabled'] as const;
export type SiteStatus = (typeof siteStatuses)[number];

export const mobilePlatforms = ['ios', 'android', 'both'] as const;
export type MobilePlatform = (typeof mobilePlatforms)[number];

export const UPTIME_INTERVAL_MIN = 1;
export const UPTIME_INTERVAL_MAX = 60;
export const MAX_SITE_HOSTS = 50;
export const MAX_EXCLUDED = 100;
export const defaultSiteSearchParams = ['q', 's', 'search', 'query', 'keyword'];

const hostPattern = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(:\d{1,5})?$/;

/**
 * A host a site's pages are served from: `example.com`, `shop.example.com`,
 * `localhost:8080`, or `*.example.com` for every subdomain. A pasted URL is
 * read for its host, so "https://www.example.com/" becomes "www.example.com".
 */
export const siteHostField = z
  .string({ error: 'validation.site_domain_required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.site_domain_required' })
  .max(253, { error: 'validation.site_domain_invalid' })
  .transform((v) => v.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/[/?#].*$/, ''))
  .refine((v) => hostPattern.test(v), { error: 'validation.site_domain_invalid' });

/** Whether a page's host is one of a site's: its domain, its extra hosts, `*.` patterns for subdomains. */
export function hostAllowed(host: string, domain: string, allowedHosts: readonly string[]): boolean {
  const h = host.toLowerCase();
  for (const pattern of [domain, ...allowedHosts]) {
    if (pattern.startsWith('*.')) {
      const base = pattern.slice(2);
      if (h === base || h.endsWith(`.${base}`)) return true;
    } else if (h === pattern || h === `www.${pattern}` || `www.${h}` === pattern) return true;
  }
  return false;
}

/** A path to leave out: exact (`/admin`) or with `*` wildcards (`/admin/*`, `*.php`). */
export const excludedPathField = z
  .string()
  .trim()
  .min(1, { error: 'validation.excluded_path_invalid' })
  .max(500, { error: 'validation.excluded_path_invalid' })
  .refine((v) => v.startsWith('/') || v.startsWith('*'), { error: 'validation.excluded_path_invalid' });

/** Whether a path matches one of the excluded patterns (`*` stands for any run of characters). */
export function pathExcluded(path: string, patterns: readonly string[]): boolean {
  for (const p of patterns) {
    if (!p.includes('*')) {
      if (path === p) return true;
      continue;
    }
    const re = new RegExp(`^${p.split('*').map(escapeRegExp).join('.*')}$`);
    if (re.test(path)) return true;
  }
  return false;
}
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const excludedIpField = z.string().trim().refine(isIpOrCidr, { error: 'validation.excluded_ip_invalid' });

const searchParamField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.\-[\]]+$/, { error: 'validation.search_param_invalid' });

export const bundleIdField = z
  .string({ error: 'validation.bundle_id_required' })
  .trim()
  .min(1, { error: 'validation.bundle_id_required' })
  .max(255, { error: 'validation.bundle_id_invalid' })
  .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)+$/, { error: 'validation.bundle_id_invalid' });

export const uptimeSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  intervalMinutes: z
    .number({ error: 'validation.uptime_interval' })
    .int({ error: 'validation.uptime_interval' })
    .min(UPTIME_INTERVAL_MIN, { error: 'validation.uptime_interval' })
    .max(UPTIME_INTERVAL_MAX, { error: 'validation.uptime_interval' })
    .default(5),
  /** the address checked; the site's home page when absent */
  url: z
    .url({ protocol: /^https?$/, error: 'validation.url_invalid' })
    .max(2048)
    .optional(),
});
export type UptimeSettings = z.infer<typeof uptimeSettingsSchema>;

const common = {
  name: nameField,
  currency: currencyField,
  timeZone: timeZoneRegionField,
  subTimeZone: subTimeZoneField,
};

export const webSiteBodySchema = z
  .object({
    kind: z.literal('web'),
    ...common,
    domain: siteHostField,
    allowedHosts: z.array(siteHostField).max(MAX_SITE_HOSTS).default([]),
    excludedIps: z.array(excludedIpField).max(MAX_EXCLUDED).default([]),
    excludedPaths: z.array(excludedPathField).max(MAX_EXCLUDED).default([]),
    /** keep the query string of page URLs (off: `/p?id=1` and `/p?id=2` are one page) */
    trackQueryStrings: z.boolean().default(false),
    /** query parameters that carry a site search term */
    siteSearchParams: z.array(searchParamField).max(20).default(defaultSiteSearchParams),
    /** ignore visitors whose browser sends Do-Not-Track */
    respectDnt: z.boolean().default(false),
    uptime: uptimeSettingsSchema.default({ enabled: false, intervalMinutes: 5 }),
  })
  .refine(...subTimeZoneInRegion);

export const mobileAppBodySchema = z
  .object({
    kind: z.literal('mobile'),
    ...common,
    platform: z.enum(mobilePlatforms, { error: 'validation.platform_required' }),
    bundleId: bundleIdField,
  })
  .refine(...subTimeZoneInRegion);

/** POST /sites (create) and PUT /sites/:siteId (replace); the kind of a site never changes. */
export const siteBodySchema = z.discriminatedUnion('kind', [webSiteBodySchema, mobileAppBodySchema]);
export type SiteBody = z.input<typeof siteBodySchema>;
export type SiteBodyParsed = z.output<typeof siteBodySchema>;

const userRefSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const siteSchema = z
  .object({
    id: z.uuid(),
    workspaceId: z.uuid(),
    kind: z.enum(siteKinds),
    name: z.string(),
    status: z.enum(siteStatuses),
    currency: z.string(),
    timeZone: z.string(),
    subTimeZone: z.string(),
    /** web */
    domain: z.string().nullable(),
    allowedHosts: z.array(z.string()),
    excludedIps: z.array(z.string()),
    excludedPaths: z.array(z.string()),
    trackQueryStrings: z.boolean(),
    siteSearchParams: z.array(z.string()),
    respectDnt: z.boolean(),
    uptime: uptimeSettingsSchema.nullable(),
    /** mobile */
    platform: z.enum(mobilePlatforms).nullable(),
    bundleId: z.string().nullable(),
    starred: z.boolean(),
    /** when the first event arrived (the install page's live check) */
    firstEventAt: timestamp.nullable(),
    createdBy: userRefSchema,
    updatedBy: userRefSchema,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'AnalyticsSite' });
export type Site = z.infer<typeof siteSchema>;

/** A site in the module's list: with today's visitors and a 14-day sparkline from the event store. */
export const siteListItemSchema = siteSchema
  .extend({
    visitorsToday: z.number().int().nonnegative(),
    /** visitors per day, oldest first, the last being today (in the site's time zone) */
    sparkline: z.array(z.number().int().nonnegative()),
  })
  .meta({ id: 'AnalyticsSiteListItem' });
export type SiteListItem = z.infer<typeof siteListItemSchema>;

export const siteSorts = ['created_desc', 'created_asc', 'updated_desc', 'name_asc'] as const;

export const siteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLineText().trim().max(200).optional(),
  kind: z.enum(siteKinds).optional(),
  status: z.enum(siteStatuses).optional(),
  starred: z.stringbool().optional(),
  sort: z.enum(siteSorts).default('created_desc'),
});
export type SiteListQuery = z.input<typeof siteListQuerySchema>;

export const siteParamsSchema = workspaceParamsSchema.extend({ siteId: z.uuid() });

/**
 * Status changes a user asks for: archive and unarchive (analytics:write),
 * disable and enable (an admin: workspaces:update). Unarchiving or enabling
 * goes back to `active` once an event has arrived, else `not_verified`.
 */
export const siteStatusActions = ['archive', 'unarchive', 'disable', 'enable'] as const;
export type SiteStatusAction = (typeof siteStatusActions)[number];
export const siteStatusBodySchema = z.object({ action: z.enum(siteStatusActions, { error: 'validation.invalid' }) });

/** The install page's live check: whether an event has arrived, and the latest ones. */
export const siteInstallCheckSchema = z
  .object({
    status: z.enum(siteStatuses),
    receiving: z.boolean(),
    firstEventAt: timestamp.nullable(),
    /** events stored in the last 30 minutes */
    recentEvents: z.number().int().nonnegative(),
  })
  .meta({ id: 'AnalyticsSiteInstallCheck' });
export type SiteInstallCheck = z.infer<typeof siteInstallCheckSchema>;

/** Counts for the module's home and storage pages. */
export const siteSummarySchema = z
  .object({
    total: z.number().int().nonnegative(),
    byStatus: z.record(z.enum(siteStatuses), z.number().int().nonnegative()),
    byKind: z.record(z.enum(siteKinds), z.number().int().nonnegative()),
    starred: z.number().int().nonnegative(),
    /** events stored for the workspace's sites (the storage page) */
    events: z.number().int().nonnegative(),
  })
  .meta({ id: 'AnalyticsSiteSummary' });
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** GET /sites/:siteId/stats: without a range, the last 7 days in the site's time zone. */
export const siteStatsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
    to: z.iso.datetime({ offset: true, error: 'validation.invalid_date' }).optional(),
  })
  .refine(periodInOrder, periodOrderError);

const countedValues = z.array(z.object({ value: z.string(), count: z.number().int().nonnegative() }));

/**
 * The site's own overview on its view page (the detailed reports come with the
 * report engine): totals, a daily series and the top lists, bots left out.
 */
export const siteStatsSchema = z
  .object({
    range: z.object({ from: timestamp, to: timestamp }),
    timeZone: z.string(),
    totals: z.object({
      visitors: z.number().int().nonnegative(),
      visits: z.number().int().nonnegative(),
      pageviews: z.number().int().nonnegative(),
      events: z.number().int().nonnegative(),
      revenue: z.number().nonnegative(),
    }),
    series: z.array(
      z.object({
        bucket: z.string(),
        visitors: z.number().int().nonnegative(),
        pageviews: z.number().int().nonnegative(),
      }),
    ),
    /** events by type (pageview, custom, outbound, download, …) */
    types: countedValues,
    pages: countedValues,
    referrers: countedValues,
    countries: countedValues,
    devices: countedValues,
    /** custom events by name */
    customEvents: countedValues,
  })
  .meta({ id: 'AnalyticsSiteStats' });
export type SiteStats = z.infer<typeof siteStatsSchema>;
