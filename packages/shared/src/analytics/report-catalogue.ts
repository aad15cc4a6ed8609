import type { AnalyticsDimension, AnalyticsFilter, AnalyticsMetric, Goal } from './query.ts';

/**
 * The detailed reports: one entry per route under /d/{sBoxID}/{appType}/{sURL}/
 * (spec §2), read by the reports API (its GET per entry), the web app (one
 * report page layout renders every entry) and OSM5GPT (which reports exist and
 * what they count). Texts are not here: the web app names each entry
 * `reports.<key>.title | help | empty` in every language, key = the route
 * with `/` as `_`.
 */
export const reportAppTypes = ['surl', 'analytics'] as const;
export type ReportAppType = (typeof reportAppTypes)[number];

export const reportGroups = [
  'overview',
  'realtime',
  'geography',
  'technology',
  'visitors',
  'acquisition',
  'behaviour',
  'events',
  'other',
] as const;
export type ReportGroup = (typeof reportGroups)[number];

/**
 * How a report is drawn and, for the special ones, what it reads beyond one
 * query description: `table` (a ranked table with a bar chart), `series` (a
 * line over time and its table), `map` (countries on a world map), `kpis` (the
 * overview's cards, trend and top lists), `log` (the newest events or visits),
 * `flow` (page-to-page transitions as a sankey), `returning` (new and
 * returning visitors), `vitals` (percentiles in
 * good / needs-improvement / poor bands), `uptime` (checks and incidents),
 * `goals` / `settings` / `ai` (pages of the item rather than one query),
 * `ads` (a table by campaign; for a site joined with its imported ad costs),
 * `sales` (the sales tracker: orders, revenue, rate and basket by day and source; sales by product).
 */
export const reportKinds = [
  'table',
  'series',
  'map',
  'kpis',
  'log',
  'flow',
  'returning',
  'vitals',
  'uptime',
  'goals',
  'settings',
  'ai',
  'ads',
  'sales',
] as const;
export type ReportKind = (typeof reportKinds)[number];

export interface ReportEntry {
  /** the path under /d/{sBoxID}/{appType}/{sURL}/ */
  route: string;
  group: ReportGroup;
  kind: ReportKind;
  /** what the table is grouped by (a series: its time bucket is chosen from the range) */
  dimensions: AnalyticsDimension[];
  /** the columns, for a link's report and for a site's or app's */
  metrics: Record<ReportAppType, AnalyticsMetric[]>;
  /** events the report is about (downloads, outbound links, searches…) */
  filters?: AnalyticsFilter[];
  goal?: Goal;
  /** the last 30 minutes, refreshed live */
  realtime?: boolean;
  /** counts robots' events too: the uptime monitor's checks are stored as a robot's */
  includeBots?: boolean;
  appliesTo: readonly ReportAppType[];
  /** for a short link, what the report groups and filters by instead (its "pages" are its destinations) */
  forLinks?: Pick<ReportEntry, 'dimensions' | 'filters'>;
  /** where it cannot apply to a link, why (the web app says it: `reports.notForLinks.<reason>`) */
  notForLinks?: NotForLinksReason;
}

/**
 * Why a report has nothing to say about a short link: it reads pages a link
 * does not have (titles, entries, exits, the flow between them), events only
 * the tracker on a site sends (custom events, site search, downloads, web
 * vitals), or goals, which belong to a site.
 */
export const notForLinksReasons = ['pages', 'tracker', 'vitals', 'goals'] as const;
export type NotForLinksReason = (typeof notForLinksReasons)[number];

const both = reportAppTypes;
const sitesOnly = ['analytics'] as const;
/** reports of a site's tracker: a link's clicks carry none of these events */
const trackerOnly = { appliesTo: sitesOnly, notForLinks: 'tracker' } as const;
/** reports of a site's pages, which a link does not have */
const pagesOnly = { appliesTo: sitesOnly, notForLinks: 'pages' } as const;
/** a link's "pages" are the destinations its clicks were sent to */
const destinations = { forLinks: { dimensions: ['destination'] as AnalyticsDimension[], filters: [] } };

/** A link's columns: clicks, who clicked; a site's: who came and how they stayed. */
const linkColumns: AnalyticsMetric[] = ['clicks', 'unique_clicks', 'visitors'];
const siteColumns: AnalyticsMetric[] = ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'];
const audience = { surl: linkColumns, analytics: siteColumns };
const siteOnly = (analytics: AnalyticsMetric[]) => ({ surl: [] as AnalyticsMetric[], analytics });

const type = (value: string): AnalyticsFilter => ({ dimension: 'type', op: 'eq', value });
const channel = (value: string): AnalyticsFilter => ({ dimension: 'channel', op: 'eq', value });
const views: AnalyticsFilter = { dimension: 'type', op: 'in', values: ['pageview', 'screenview'] };
const eventColumns = siteOnly(['events', 'visitors', 'value']);

const table = (
  route: string,
  group: ReportGroup,
  dimensions: AnalyticsDimension[],
  extra: Partial<ReportEntry> = {},
): ReportEntry => ({ route, group, kind: 'table', dimensions, metrics: audience, appliesTo: both, ...extra });

export const reportCatalogue: readonly ReportEntry[] = [
  // overview
  { route: 'v1', group: 'overview', kind: 'kpis', dimensions: [], metrics: audience, appliesTo: both },
  {
    route: 'audience_overview',
    group: 'overview',
    kind: 'series',
    dimensions: ['day'],
    metrics: { surl: linkColumns, analytics: [...siteColumns, 'views_per_visit'] },
    appliesTo: both,
  },
  { route: 'ai_dashboard', group: 'overview', kind: 'ai', dimensions: [], metrics: audience, appliesTo: both },
  { route: 'vlog', group: 'overview', kind: 'log', dimensions: [], metrics: audience, appliesTo: both },
  // realtime: the last 30 minutes
  {
    route: 'realtime',
    group: 'realtime',
    kind: 'series',
    dimensions: ['hour'],
    metrics: { surl: linkColumns, analytics: ['visitors', 'pageviews', 'events'] },
    realtime: true,
    appliesTo: both,
  },
  table('realtime/location', 'realtime', ['country', 'city'], { realtime: true }),
  table('realtime/sources', 'realtime', ['referrer_host'], { realtime: true }),
  table('realtime/content', 'realtime', ['path'], {
    realtime: true,
    metrics: { surl: linkColumns, analytics: ['pageviews', 'visitors'] },
    filters: [views],
    ...destinations,
  }),
  table('realtime/events', 'realtime', ['event_name'], {
    realtime: true,
    metrics: eventColumns,
    filters: [type('custom')],
    ...trackerOnly,
  }),
  // geography
  { route: 'con', group: 'geography', kind: 'map', dimensions: ['country'], metrics: audience, appliesTo: both },
  table('state', 'geography', ['country', 'region']),
  table('city', 'geography', ['country', 'city']),
  {
    route: 'location',
    group: 'geography',
    kind: 'map',
    // the city's coordinates place its dot on the map
    dimensions: ['country', 'city', 'city_point'],
    metrics: audience,
    appliesTo: both,
  },
  table('language', 'geography', ['language']),
  table('timezone', 'geography', ['timezone']),
  // technology
  table('browsers', 'technology', ['browser', 'browser_version']),
  table('os', 'technology', ['os', 'os_version']),
  table('network', 'technology', ['network']),
  table('device/overview', 'technology', ['device_type']),
  table('device/mobile', 'technology', ['device_model'], {
    filters: [{ dimension: 'device_type', op: 'in', values: ['mobile', 'tablet'] }],
  }),
  // visitors
  {
    route: 'visitors',
    group: 'visitors',
    kind: 'series',
    dimensions: ['day'],
    metrics: { surl: ['visitors', 'unique_clicks'], analytics: ['visitors', 'sessions'] },
    appliesTo: both,
  },
  { route: 'visitors/detailed', group: 'visitors', kind: 'log', dimensions: [], metrics: audience, appliesTo: both },
  table('utype', 'visitors', ['visitor_type'], { kind: 'returning' }),
  // acquisition
  table('acquisition', 'acquisition', ['channel']),
  { route: 'traffic', group: 'acquisition', kind: 'series', dimensions: ['day'], metrics: audience, appliesTo: both },
  table('channels', 'acquisition', ['channel']),
  table('source', 'acquisition', ['utm_source']),
  table('referrals', 'acquisition', ['referrer_host'], { filters: [channel('referral')] }),
  table('ads/campaigns', 'acquisition', ['utm_campaign'], {
    kind: 'ads',
    metrics: { surl: linkColumns, analytics: ['visitors', 'sessions', 'conversions', 'revenue'] },
    filters: [{ dimension: 'utm_campaign', op: 'neq', value: '' }],
    goal: { kind: 'order' },
  }),
  table('ads/source_campaigns', 'acquisition', ['utm_source', 'utm_campaign'], {
    kind: 'ads',
    metrics: { surl: linkColumns, analytics: ['visitors', 'sessions', 'conversions', 'revenue'] },
    filters: [{ dimension: 'utm_campaign', op: 'neq', value: '' }],
    goal: { kind: 'order' },
  }),
  table('social', 'acquisition', ['referrer_host'], { filters: [channel('social')] }),
  table('social_network', 'acquisition', ['referrer_host', 'utm_campaign'], { filters: [channel('social')] }),
  table('search/paid_search', 'acquisition', ['referrer_host', 'utm_campaign'], { filters: [channel('paid_search')] }),
  table('search/organic_search', 'acquisition', ['referrer_host'], { filters: [channel('organic_search')] }),
  table('search/keywords', 'acquisition', ['utm_term'], {
    filters: [{ dimension: 'utm_term', op: 'neq', value: '' }],
  }),
  table('search/queries', 'acquisition', ['utm_term', 'referrer_host'], {
    filters: [{ dimension: 'utm_term', op: 'neq', value: '' }],
  }),
  // behaviour: a link's "pages" are its destinations
  {
    route: 'behavior/overview',
    group: 'behaviour',
    kind: 'series',
    dimensions: ['day'],
    metrics: { surl: linkColumns, analytics: ['pageviews', 'views_per_visit', 'bounce_rate', 'visit_duration'] },
    appliesTo: both,
  },
  {
    route: 'users_flow',
    group: 'behaviour',
    kind: 'flow',
    dimensions: ['path'],
    metrics: siteOnly(['sessions']),
    ...pagesOnly,
  },
  table('site_all', 'behaviour', ['path'], {
    metrics: { surl: linkColumns, analytics: ['pageviews', 'visitors', 'bounce_rate', 'visit_duration'] },
    filters: [views],
    ...destinations,
  }),
  table('page_titles', 'behaviour', ['title'], {
    metrics: siteOnly(['pageviews', 'visitors', 'bounce_rate']),
    filters: [views],
    ...pagesOnly,
  }),
  table('entry', 'behaviour', ['entry_page'], {
    metrics: siteOnly(['sessions', 'bounce_rate', 'visit_duration']),
    ...pagesOnly,
  }),
  table('exit', 'behaviour', ['exit_page'], {
    metrics: siteOnly(['sessions', 'pageviews']),
    ...pagesOnly,
  }),
  {
    route: 'search/overview',
    group: 'behaviour',
    kind: 'series',
    dimensions: ['day'],
    metrics: siteOnly(['events', 'visitors']),
    filters: [type('site_search')],
    ...trackerOnly,
  },
  table('search/usage', 'behaviour', ['device_type'], {
    metrics: siteOnly(['events', 'visitors']),
    filters: [type('site_search')],
    ...trackerOnly,
  }),
  table('search/terms', 'behaviour', ['search_term'], {
    metrics: siteOnly(['events', 'visitors']),
    filters: [type('site_search')],
    ...trackerOnly,
  }),
  table('search/pages', 'behaviour', ['path'], {
    metrics: siteOnly(['events', 'visitors']),
    filters: [type('site_search')],
    ...trackerOnly,
  }),
  // events
  table('events', 'events', ['event_name'], { metrics: eventColumns, filters: [type('custom')], ...trackerOnly }),
  table('actions', 'events', ['event_action'], {
    metrics: eventColumns,
    filters: [type('custom')],
    ...trackerOnly,
  }),
  table('categories', 'events', ['event_category'], {
    metrics: eventColumns,
    filters: [type('custom')],
    ...trackerOnly,
  }),
  table('labels', 'events', ['event_label'], {
    metrics: eventColumns,
    filters: [type('custom')],
    ...trackerOnly,
  }),
  // other
  table('downloads', 'other', ['destination'], {
    metrics: siteOnly(['events', 'visitors']),
    filters: [type('download')],
    ...trackerOnly,
  }),
  table('external', 'other', ['destination'], {
    metrics: siteOnly(['events', 'visitors']),
    filters: [type('outbound')],
    ...trackerOnly,
  }),
  // the sales tracker (domain.md, "Detailed reports"): orders are events of the site's tracker
  {
    route: 'sales',
    group: 'other',
    kind: 'sales',
    dimensions: ['day'],
    metrics: siteOnly(['orders', 'revenue', 'average_order_value', 'quantity']),
    ...trackerOnly,
  },
  {
    route: 'speed',
    group: 'other',
    kind: 'vitals',
    dimensions: ['vital_name'],
    metrics: siteOnly(['p75_vital', 'avg_vital', 'events']),
    filters: [type('vital')],
    appliesTo: sitesOnly,
    notForLinks: 'vitals',
  },
  // a link's outage report watches its destination
  {
    route: 'outage',
    group: 'other',
    kind: 'uptime',
    dimensions: [],
    metrics: { surl: ['events'], analytics: ['events'] },
    filters: [type('uptime_check')],
    includeBots: true,
    appliesTo: both,
  },
  { route: 'settings/overview', group: 'other', kind: 'settings', dimensions: [], metrics: audience, appliesTo: both },
  {
    route: 'goals/overview',
    group: 'other',
    kind: 'goals',
    dimensions: [],
    metrics: siteOnly(['conversions', 'conversion_rate', 'revenue']),
    appliesTo: sitesOnly,
    notForLinks: 'goals',
  },
  {
    route: 'goals/add',
    group: 'other',
    kind: 'goals',
    dimensions: [],
    metrics: siteOnly([]),
    appliesTo: sitesOnly,
    notForLinks: 'goals',
  },
  {
    route: 'goals/kpi',
    group: 'other',
    kind: 'goals',
    dimensions: [],
    metrics: siteOnly([]),
    appliesTo: sitesOnly,
    notForLinks: 'goals',
  },
];

/** The translation key of a route: `ads/source_campaigns` → `ads_source_campaigns`. */
export const reportKey = (route: string) => route.replace(/\//g, '_');

const byRoute = new Map(reportCatalogue.map((e) => [e.route, e]));

/** What a report groups and filters by for an item type: a link's "pages" are its destinations. */
export const reportShape = (entry: ReportEntry, type: ReportAppType): Pick<ReportEntry, 'dimensions' | 'filters'> =>
  (type === 'surl' && entry.forLinks) || { dimensions: entry.dimensions, filters: entry.filters };
export const reportEntry = (route: string): ReportEntry | undefined => byRoute.get(route);
