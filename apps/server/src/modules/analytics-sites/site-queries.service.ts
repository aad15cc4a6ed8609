import {
  type AnalyticsFilter,
  bucketLabel,
  type ColumnDimension,
  type QueryDescriptionInput,
  startOfZonedDay,
} from '@osm5/shared';
import {
  type SiteInstallCheck,
  type SiteListItem,
  type SiteStats,
  type SiteSummary,
  siteKinds,
  type siteListQuerySchema,
  type siteStatsQuerySchema,
  siteStatuses,
} from '@osm5/shared/schemas/analytics-sites';
import { offsetOf, type Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { listSiteRows, siteSummaryRows, workspaceSiteIds } from './analytics-sites.repository.ts';
import { getSiteRow } from './analytics-sites.service.ts';
import type { SiteDeps } from './site-deps.ts';
import { toSite } from './site-view.ts';

type SiteListQuery = z.output<typeof siteListQuerySchema>;
type SiteStatsQuery = z.output<typeof siteStatsQuerySchema>;

const DAY_MS = 86_400_000;
export const SPARKLINE_DAYS = 14;
const RECENT_MS = 30 * 60_000;
const TOP = 10;
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** Events that measure visitors: everything but the server's own uptime checks. */
const visitorEvents: AnalyticsFilter = { dimension: 'type', op: 'not_in', values: ['uptime_check'] };
/** What a visitor did, counted as "events" on the overview: not page loads, vitals or engagement pings. */
const interactionTypes = ['custom', 'outbound', 'download', 'site_search', 'ecommerce'];

/**
 * Visitors per local day of each site over the last 14 days, today last. Sites
 * are queried together per time zone (one query per zone on the page).
 */
async function sparklines(
  deps: Pick<SiteDeps, 'events'>,
  orgId: string,
  sites: { id: string; zone: string }[],
  now: number,
): Promise<Map<string, number[]>> {
  const byZone = new Map<string, string[]>();
  for (const s of sites) byZone.set(s.zone, [...(byZone.get(s.zone) ?? []), s.id]);
  const result = new Map<string, number[]>();
  await Promise.all(
    [...byZone].map(async ([zone, ids]) => {
      const today = startOfZonedDay(now, zone);
      // 13 days back from today's midnight, then to that day's own midnight (DST days are not 24 h)
      const from = startOfZonedDay(today - (SPARKLINE_DAYS - 1) * DAY_MS + DAY_MS / 2, zone);
      const answer = await deps.events.query({
        scope: { tenantId: orgId, itemIds: ids },
        range: { from: new Date(from).toISOString(), to: new Date(now + 1).toISOString() },
        timeZone: zone,
        metrics: ['visitors'],
        dimensions: ['item_id', 'day'],
        filters: [visitorEvents],
        limit: ids.length * (SPARKLINE_DAYS + 2),
      });
      const days: string[] = [];
      for (let i = 0; i < SPARKLINE_DAYS; i++) {
        days.push(bucketLabel(from + i * DAY_MS + DAY_MS / 2, zone, 'day'));
      }
      for (const id of ids) result.set(id, new Array(SPARKLINE_DAYS).fill(0));
      for (const row of answer.rows) {
        const series = result.get(String(row.item_id));
        const index = days.indexOf(String(row.day));
        if (series && index >= 0) series[index] = num(row.visitors);
      }
    }),
  );
  return result;
}

/** One page of the workspace's sites and apps with today's visitors and a sparkline; `starred` is the viewer's. */
export async function listSites(
  deps: Pick<SiteDeps, 'db' | 'events'>,
  access: WorkspaceAccess,
  userId: string,
  query: SiteListQuery,
  now = Date.now(),
): Promise<Page<SiteListItem>> {
  const { page, pageSize, sort, ...filter } = query;
  const { orgId, id: workspaceId } = access.workspace;
  const { rows, total } = await listSiteRows(deps.db, orgId, workspaceId, userId, {
    ...filter,
    sort,
    offset: offsetOf({ page, pageSize }),
    limit: pageSize,
  });
  const lines = rows.length
    ? await sparklines(
        deps,
        orgId,
        rows.map((r) => ({ id: r.site.id, zone: r.site.subTimeZone })),
        now,
      )
    : new Map<string, number[]>();
  const items = rows.map((r) => {
    const sparkline = lines.get(r.site.id) ?? new Array(SPARKLINE_DAYS).fill(0);
    return { ...toSite(r), sparkline, visitorsToday: sparkline[sparkline.length - 1] ?? 0 };
  });
  return { items, total, page, pageSize };
}

export async function siteSummary(
  deps: Pick<SiteDeps, 'db' | 'events'>,
  access: WorkspaceAccess,
  userId: string,
): Promise<SiteSummary> {
  const { orgId, id: workspaceId } = access.workspace;
  const [rows, ids] = await Promise.all([
    siteSummaryRows(deps.db, orgId, workspaceId, userId),
    workspaceSiteIds(deps.db, orgId, workspaceId),
  ]);
  const summary: SiteSummary = {
    total: 0,
    byStatus: Object.fromEntries(siteStatuses.map((s) => [s, 0])) as SiteSummary['byStatus'],
    byKind: Object.fromEntries(siteKinds.map((k) => [k, 0])) as SiteSummary['byKind'],
    starred: 0,
    events: 0,
  };
  for (const r of rows) {
    summary.total += r.n;
    summary.byStatus[r.status as keyof SiteSummary['byStatus']] += r.n;
    summary.byKind[r.kind as keyof SiteSummary['byKind']] += r.n;
    summary.starred += r.starred;
  }
  // the storage page counts every event kept, over all time, in slices the query accepts
  for (let i = 0; i < ids.length; i += 1000) {
    const answer = await deps.events.query({
      scope: { tenantId: orgId, itemIds: ids.slice(i, i + 1000) },
      range: { from: '1970-01-01T00:00:00Z', to: new Date(Date.now() + DAY_MS).toISOString() },
      metrics: ['events'],
      includeBots: true,
    });
    summary.events += num(answer.totals.events);
  }
  return summary;
}

/** The install page's live check: has the first event arrived, and how many in the last 30 minutes. */
export async function siteInstallCheck(
  deps: Pick<SiteDeps, 'db' | 'events'>,
  access: WorkspaceAccess,
  userId: string,
  siteId: string,
  now = Date.now(),
): Promise<SiteInstallCheck> {
  const { site } = await getSiteRow(deps, access, userId, siteId);
  const answer = await deps.events.query({
    scope: { tenantId: access.workspace.orgId, itemId: siteId },
    range: { from: new Date(now - RECENT_MS).toISOString(), to: new Date(now + 60_000).toISOString() },
    metrics: ['events'],
    filters: [visitorEvents],
  });
  return {
    status: site.status,
    receiving: site.firstEventAt !== null,
    firstEventAt: site.firstEventAt?.toISOString() ?? null,
    recentEvents: num(answer.totals.events),
  };
}

const tops = {
  pages: { dimension: 'path', metric: 'pageviews' },
  referrers: { dimension: 'referrer_host', metric: 'visitors' },
  countries: { dimension: 'country', metric: 'visitors' },
  devices: { dimension: 'device_type', metric: 'visitors' },
  customEvents: { dimension: 'event_name', metric: 'events' },
  types: { dimension: 'type', metric: 'events' },
} as const satisfies Record<string, { dimension: ColumnDimension; metric: 'pageviews' | 'visitors' | 'events' }>;

/**
 * The view page's overview: totals, visitors and pageviews by local day, and
 * the top lists, bots left out, all through the typed query description.
 * Without a range: the last 7 days of the site's own calendar, today included.
 */
export async function siteStats(
  deps: Pick<SiteDeps, 'db' | 'events'>,
  access: WorkspaceAccess,
  userId: string,
  siteId: string,
  query: SiteStatsQuery,
  now = Date.now(),
): Promise<SiteStats> {
  const { site } = await getSiteRow(deps, access, userId, siteId);
  const zone = site.subTimeZone;
  const toMs = query.to ? Date.parse(query.to) : now + 1;
  const fromMs = query.from
    ? Date.parse(query.from)
    : startOfZonedDay(startOfZonedDay(now, zone) - 6 * DAY_MS + DAY_MS / 2, zone);
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const base = {
    scope: { tenantId: access.workspace.orgId, itemId: siteId },
    range,
    timeZone: zone,
    filters: [visitorEvents],
  } satisfies Partial<QueryDescriptionInput>;
  // a year of days at most: longer ranges are the reports' job
  const bucket = toMs - fromMs <= 2 * DAY_MS ? 'hour' : toMs - fromMs <= 366 * DAY_MS ? 'day' : 'month';

  const entries = Object.entries(tops) as [keyof typeof tops, (typeof tops)[keyof typeof tops]][];
  const [totals, interactions, revenue, series, ...lists] = await Promise.all([
    deps.events.query({ ...base, metrics: ['visitors', 'sessions', 'pageviews'] }),
    deps.events.query({
      ...base,
      metrics: ['events'],
      filters: [{ dimension: 'type', op: 'in', values: interactionTypes }],
    }),
    deps.events.query({
      ...base,
      metrics: ['revenue'],
      filters: [{ dimension: 'type', op: 'eq', value: 'ecommerce' }],
    }),
    deps.events.query({ ...base, metrics: ['visitors', 'pageviews'], dimensions: [bucket], limit: 10_000 }),
    ...entries.map(([key, { dimension, metric }]) =>
      deps.events.query({
        ...base,
        metrics: [metric],
        dimensions: [dimension],
        filters:
          key === 'pages'
            ? [{ dimension: 'type', op: 'in', values: ['pageview', 'screenview'] }]
            : key === 'customEvents'
              ? [{ dimension: 'type', op: 'eq', value: 'custom' }]
              : [visitorEvents],
        orderBy: [{ key: metric, direction: 'desc' }],
        limit: TOP,
      }),
    ),
  ]);
  const stats: SiteStats = {
    range,
    timeZone: zone,
    totals: {
      visitors: num(totals.totals.visitors),
      visits: num(totals.totals.sessions),
      pageviews: num(totals.totals.pageviews),
      events: num(interactions.totals.events),
      revenue: num(revenue.totals.revenue),
    },
    series: series.rows.map((r) => ({
      bucket: String(r[bucket]),
      visitors: num(r.visitors),
      pageviews: num(r.pageviews),
    })),
    types: [],
    pages: [],
    referrers: [],
    countries: [],
    devices: [],
    customEvents: [],
  };
  entries.forEach(([key, { dimension, metric }], i) => {
    stats[key] = (lists[i]?.rows ?? [])
      .map((r) => ({ value: String(r[dimension] ?? ''), count: num(r[metric]) }))
      .filter((r) => r.count > 0);
  });
  return stats;
}
