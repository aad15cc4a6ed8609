import { hash } from 'node:crypto';
import type { EventProps, EventType, Order } from '@osm5/shared';
import type { EventInput } from '../../analytics-store/index.ts';
import { channelOf, referrerHostOf } from '../../tracking/channel.ts';
import type { DropReason } from './drop-rules.ts';
import { pageDropReason } from './drop-rules.ts';
import { readPageUrl } from './page-url.ts';
import type { SessionTracker } from './sessions.ts';
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
 * One client event as stored rows: the site's owners and id, the shared visit
 * columns, the page read from its URL (web) or its screen (app), referrer and
 * channel, the session, and the columns of its type.
 */
export function eventRows(site: SiteConfig, visit: VisitColumns, sessions: SessionTracker, ev: ClientEvent): EventRows {
  const page = ev.url ? readPageUrl(ev.url, site) : undefined;
  if (site.kind === 'web' && page) {
    const reason = pageDropReason(site, page);
    if (reason) return { dropped: reason };
  }
  let referrer = ev.referrer ?? '';
  let referrerHost = referrerHostOf(referrer);
  // moving between the site's own pages is no source
  if (referrerHost && site.isOwnHost(referrerHost)) {
    referrer = '';
    referrerHost = '';
  }
  const utm = page?.utm;
  const row: EventInput = {
    ...visit,
    id: ev.clientId ? storedIdOf(site.id, ev.clientId) : undefined,
    tenant_id: site.orgId,
    workspace_id: site.workspaceId,
    item_id: site.id,
    trigger: site.kind === 'mobile' ? 'mobile' : 'web',
    type: ev.type,
    time: ev.time,
    session_id: sessions.sessionOf(`${site.id}|${visit.visitor_id}`, ev.time, site.subTimeZone),
    path: page ? page.path : (ev.screen ?? ''),
    hostname: page?.hostname ?? '',
    title: ev.title ?? '',
    referrer,
    referrer_host: referrerHost,
    channel: channelOf(referrerHost, utm ?? {}),
    utm_source: utm?.source ?? '',
    utm_medium: utm?.medium ?? '',
    utm_campaign: utm?.campaign ?? '',
    utm_term: utm?.term ?? '',
    utm_content: utm?.content ?? '',
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
  const search: EventInput = {
    ...row,
    id: ev.clientId ? storedIdOf(site.id, ev.clientId, '#search') : undefined,
    type: 'site_search',
    search_term: page.searchTerm,
  };
  return { rows: [row, search] };
}
