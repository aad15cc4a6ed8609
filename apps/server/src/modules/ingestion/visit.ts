import { hash } from 'node:crypto';
import type { EventBatch } from '@osm5/shared';
import type { DatacenterMatcher } from '../../tracking/datacenter.ts';
import type { GeoLookup } from '../../tracking/geo.ts';
import type { ParsedAgent } from '../../tracking/user-agent.ts';
import { primaryLanguage } from '../../tracking/visitor-context.ts';
import type { VisitorHasher } from '../../tracking/visitor-hash.ts';
import type { SiteConfig } from './site-config.ts';

/** What an ingestion request says about its sender, read by the route. */
export interface IngestRequest {
  ip: string;
  userAgent: string;
  acceptLanguage: string | undefined;
  /** `DNT: 1` or `Sec-GPC: 1`: the browser asks not to be tracked */
  optOut: boolean;
}

/** The enrichment tools, shared with the redirect engine where they are the same (geo, hasher). */
export interface TrackingTools {
  geo: GeoLookup;
  parseAgent(ua: string): ParsedAgent;
  hasher: VisitorHasher;
  datacenter: DatacenterMatcher;
}

/** The columns every event of one request shares: who sent it, from where, on what. */
export interface VisitColumns {
  visitor_id: string;
  country: string;
  region: string;
  city: string;
  city_point: string;
  language: string;
  browser: string;
  browser_version: string;
  os: string;
  os_version: string;
  device_type: string;
  device_model: string;
  screen: string;
  app_version: string;
}

/**
 * The visitor id: the cookieless daily hash of (site, address, agent) for the
 * web, computed at arrival (`now`, so that an old event of a batch never
 * brings back a discarded salt); for an app, its install id hashed with the
 * site, stable across days as the app's own id is.
 */
export function visitorIdOf(
  tools: TrackingTools,
  site: SiteConfig,
  r: IngestRequest,
  installId: string | undefined,
  now: number,
) {
  if (installId) return hash('sha256', `${site.id}\0install\0${installId}`, 'hex').slice(0, 16);
  return tools.hasher.hash(site.id, r.ip, r.userAgent, now);
}

/** The request's shared columns; a mobile batch's device facts override what the user agent says. */
export function visitColumns(
  tools: TrackingTools,
  site: SiteConfig,
  r: IngestRequest,
  agent: ParsedAgent,
  now: number,
  extra: { screen?: string; batch?: Pick<EventBatch, 'installId' | 'appVersion' | 'device'> } = {},
): VisitColumns {
  const place = tools.geo.lookup(r.ip);
  const device = extra.batch?.device;
  const mobile = site.kind === 'mobile';
  return {
    visitor_id: visitorIdOf(tools, site, r, extra.batch?.installId, now),
    country: place?.country ?? '',
    region: place?.region ?? '',
    city: place?.city ?? '',
    city_point: place?.point ?? '',
    language: device?.locale ? primaryLanguage(device.locale.replace('_', '-')) : primaryLanguage(r.acceptLanguage),
    // an app's requests carry its HTTP library's agent, not a browser
    browser: mobile ? '' : agent.browser,
    browser_version: mobile ? '' : agent.browserVersion,
    os: device?.os?.toLowerCase() || agent.osName,
    os_version: device?.osVersion || agent.osVersion,
    device_type: device?.type || (mobile && agent.deviceType === 'bot' ? '' : agent.deviceType),
    device_model: device?.model || agent.deviceModel,
    screen: device?.screen || extra.screen || '',
    app_version: extra.batch?.appVersion ?? '',
  };
}
