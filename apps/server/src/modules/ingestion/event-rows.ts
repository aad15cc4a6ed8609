import { hash } from 'node:crypto';
import type { EventProps, EventType, Order } from '@osm5/shared';
import { type EventInput, encodeOrderLines, orderLinesOf } from '../../analytics-store/index.ts';
import { remember } from '../../lib/remember.ts';
import { channelOf, referrerHostOf } from '../../tracking/channel.ts';
import type { DropReason } from './drop-rules.ts';
import { pageDropReason } from './drop-rules.ts';
import { type PageFacts, readPageUrl } from './page-url.ts';
import type { SessionTracker, VisitSource } from './sessions.ts';
import type { SiteConfig } from './site-config.ts';
import type { VisitColumns } from './visit.ts';

/** A client's event, web (one-letter keys) or batch (words), read into one shape. */
export interface ClientEvent {
  type: Exclude<EventType, 'click' | 'uptime_check'>;
  /** UTC milliseconds */
  time: number;
  /** the sender's own id of the event, for a resent batch */
  clientId?: string;
  url?: string;
  screen?: string;
  title?: string;
  referrer?: string;
  name?: string;
  props?: EventProps;
  href?: string;
  value?: number;
  order?: Order;
  scrollDepth?: number;
  engagedMs?: number;
}

/** The stored rows of one event (a page with a search carries a site_search row too), or why none. */
export type EventRows = { rows: EventInput[] } | { dropped: DropReason };

/** The channel of a visit with no source: neither an outside referrer nor campaign tags. */
const DIRECT = channelOf('', {});
const noReferrer = { referrer: '', host: '' };

/** Where props JSON must fit (event-row's maxPropsLength, with room to spare). */
const PROPS_ROOM = 32_000;

/**
 * A stored id made from the sender's: the same event sent twice gets the same
 * id, which the writer's retries and spool replays skip when already stored.
 * Scoped by site, so two apps' ids never meet.
 */
export function storedIdOf(siteId: string, clientId: string, suffix = ''): string {
  return hash('sha256', `${siteId}\0${clientId}${suffix}`, 'hex').slice(0, 32);
}

/** JSON of custom properties, dropping the last keys if it would not fit (30 keys of 500 characters nearly fit). */
function propsJson(props: EventProps | undefined): string {
  if (!props) return '';
  const entries = Object.entries(props);
  for (let n = entries.length; n > 0; n--) {
    const json = JSON.stringify(Object.fromEntries(entries.slice(0, n)));
    if (json.length <= PROPS_ROOM) return json;
  }
  return '';
}

/** JSON of an order's items, as many as fit. */
function itemsJson(order: Order): string {
  const items = order.items ?? [];
  if (items.length === 0) return '';
  for (let n = items.length; n > 0; n = Math.floor(n * 0.8)) {
    const json = JSON.stringify(items.slice(0, n));
    if (json.length <= PROPS_ROOM) return json;
  }
  return '';
}

/**
 * Pages and referrers repeat (a site's popular pages, the few search engines
 * and networks): what they say is remembered per site (a site's settings
 * shape the page's path; a reloaded site starts afresh) and per channel
 * inputs, in bounded maps emptied when full. Each costs a URL parse or a few
 * regular expressions, about a µs, per event otherwise.
 */
const MEMO_ENTRIES = 2_000;
interface SiteMemo {
  pages: Map<string, PageFacts | null>;
  referrers: Map<string, { referrer: string; host: string }>;
}
const siteMemos = new WeakMap<SiteConfig, SiteMemo>();
const channels = new Map<string, string>();

function memoOf(site: SiteConfig): SiteMemo {
  let memo = siteMemos.get(site);
  if (!memo) {
    memo = { pages: new Map(), referrers: new Map() };
    siteMemos.set(site, memo);
  }
  return memo;
}

/** The referrer as stored: none when it is one of the site's own pages (moving between them is no source). */
function referrerOf(site: SiteConfig, memo: SiteMemo, text: string): { referrer: string; host: string } {
  return remember(
    memo.referrers,
    text,
    () => {
      const host = referrerHostOf(text);
      return host && site.isOwnHost(host) ? { referrer: '', host: '' } : { referrer: text, host };
    },
    MEMO_ENTRIES,
  );
}

/**
 * The source an event brings of its own: an outside referrer or campaign tags
 * (a landing); none for the visit's next pages, whose referrer is the site.
 */
function ownSource(referrer: string, host: string, utm: PageFacts['utm'] | undefined): VisitSource | undefined {
  const tagged = utm && (utm.source || utm.medium || utm.campaign || utm.term || utm.content);
  if (!host && !tagged) return undefined;
  return {
    referrer,
    referrer_host: host,
    channel: channelFor(host, utm),
    utm_source: utm?.source ?? '',
    utm_medium: utm?.medium ?? '',
    utm_campaign: utm?.campaign ?? '',
    utm_term: utm?.term ?? '',
    utm_content: utm?.content ?? '',
  };
}

function channelFor(host: string, utm: PageFacts['utm'] | undefined): string {
  if (!utm) return remember(channels, host, () => channelOf(host, {}), 10_000);
  return remember(
    channels,
    `${host}\n${utm.medium}\n${utm.source}\n${utm.campaign}`,
    () => channelOf(host, utm),
    10_000,
  );
}

/** Whose session an event continues: the visitor on this site (sessions.ts). */
export const sessionKeyOf = (site: SiteConfig, visit: VisitColumns) => `${site.id}|${visit.visitor_id}`;

/**
 * One client event as stored rows: the site's owners and id, the shared visit
 * columns, the page read from its URL (web) or its screen (app), referrer and
 * channel, the session, and the columns of its type.
 */
export function eventRows(site: SiteConfig, visit: VisitColumns, sessions: SessionTracker, ev: ClientEvent): EventRows {
  const memo = memoOf(site);
  const url = ev.url;
  const page = url
    ? (remember(memo.pages, url, () => readPageUrl(url, site) ?? null, MEMO_ENTRIES) ?? undefined)
    : undefined;
  if (site.kind === 'web' && page) {
    const reason = pageDropReason(site, page);
    if (reason) return { dropped: reason };
  }
  const { referrer, host: referrerHost } = ev.referrer ? referrerOf(site, memo, ev.referrer) : noReferrer;
  // the visit's source: this event's own, else that of the visit it belongs to (sessions.ts)
  const own = ownSource(referrer, referrerHost, page?.utm);
  const session = sessions.visit(sessionKeyOf(site, visit), ev.time, site.subTimeZone, own);
  const source = session.source;
  // written out, not spread: V8 copies a spread with more keys after it key by key (µs an event here)
  const row: EventInput = {
    visitor_id: visit.visitor_id,
    country: visit.country,
    region: visit.region,
    city: visit.city,
    city_point: visit.city_point,
    language: visit.language,
    browser: visit.browser,
    browser_version: visit.browser_version,
    os: visit.os,
    os_version: visit.os_version,
    device_type: visit.device_type,
    device_model: visit.device_model,
    screen: visit.screen,
    app_version: visit.app_version,
    id: ev.clientId ? storedIdOf(site.id, ev.clientId) : undefined,
    tenant_id: site.orgId,
    workspace_id: site.workspaceId,
    item_id: site.id,
    trigger: site.kind === 'mobile' ? 'mobile' : 'web',
    type: ev.type,
    time: ev.time,
    session_id: session.id,
    path: page ? page.path : (ev.screen ?? ''),
    hostname: page?.hostname ?? '',
    title: ev.title ?? '',
    referrer: source?.referrer ?? '',
    referrer_host: source?.referrer_host ?? '',
    channel: source?.channel ?? DIRECT,
    utm_source: source?.utm_source ?? '',
    utm_medium: source?.utm_medium ?? '',
    utm_campaign: source?.utm_campaign ?? '',
    utm_term: source?.utm_term ?? '',
    utm_content: source?.utm_content ?? '',
    event_name: '',
    props: '',
    value: 0,
    destination: '',
    vital_name: '',
    vital_value: 0,
    order_id: '',
    order_lines: '',
    quantity: 0,
    revenue: 0,
    currency: '',
    scroll_depth: 0,
    engaged_ms: 0,
    search_term: '',
  };
  switch (ev.type) {
    case 'custom':
      row.event_name = ev.name ?? '';
      row.props = propsJson(ev.props);
      if (ev.value !== undefined) row.value = ev.value;
      break;
    case 'outbound':
    case 'download':
      row.destination = ev.href ?? '';
      break;
    case 'vital':
      row.vital_name = ev.name ?? '';
      row.vital_value = ev.value ?? 0;
      break;
    case 'ecommerce':
      if (ev.order) {
        row.order_id = ev.order.id;
        row.revenue = ev.order.revenue;
        row.currency = (ev.order.currency ?? site.currency).toUpperCase();
        row.props = itemsJson(ev.order);
        const lines = orderLinesOf(ev.order);
        row.order_lines = encodeOrderLines(lines, PROPS_ROOM);
        row.quantity = lines.reduce((n, l) => n + l.quantity, 0);
      }
      break;
    case 'engagement':
      row.scroll_depth = ev.scrollDepth ?? 0;
      row.engaged_ms = ev.engagedMs ?? 0;
      break;
    case 'site_search':
      row.search_term = page?.searchTerm || ev.name || '';
      break;
    default:
      break;
  }
  if (ev.type !== 'pageview' || !page?.searchTerm) return { rows: [row] };
  // a results page: the page view, and the search it shows
  const search: EventInput = Object.assign({}, row, {
    id: ev.clientId ? storedIdOf(site.id, ev.clientId, '#search') : undefined,
    type: 'site_search' as const,
    search_term: page.searchTerm,
  });
  return { rows: [row, search] };
}
