import { negotiateLanguage } from './accept-language.ts';
import { appendUtm, type UtmParams } from './append-utm.ts';
import { ipInList } from './ip-match.ts';
import type { LinkRules, LinkTargeting } from './link-rules.ts';
import { matchConditions } from './match-conditions.ts';
import { pickWeighted } from './rotation.ts';
import { sourceMatches } from './traffic-source.ts';
import type { Visitor } from './visitor.ts';

export type EvaluableLink = LinkTargeting & {
  id: string;
  status: 'active' | 'inactive';
  expiresAt?: Date | string;
  maxClicks?: number;
  /** clicks counted so far; the redirect server keeps it exact under concurrency */
  clicks?: number;
  expiredUrl?: string;
  /** IANA zone in which weekday/hour rules are read */
  timeZone: string;
  utm?: UtmParams;
};

export type LinkOutcome =
  | { outcome: 'redirect'; url: string; reason: string }
  | { outcome: 'password' }
  | { outcome: 'blocked'; reason: string }
  | { outcome: 'expired'; url?: string }
  | { outcome: 'inactive' };

type Pick = { url: string; reason: string } | { blocked: string };

const byKey = <K extends string>(
  map: Partial<Record<K, string>>,
  key: K | undefined,
  what: string,
  fallback: string,
): Pick => {
  const url = key !== undefined ? map[key] : undefined;
  return url ? { url, reason: `${what}:${key}` } : { url: fallback, reason: 'default' };
};

const lower = (v: string | undefined) => v?.trim().toLowerCase();

const choose = (link: LinkTargeting & { id: string; timeZone: string }, v: Visitor, now: Date): Pick => {
  switch (link.kind) {
    case 'simple':
    case 'password_protected':
      return { url: link.rules.url, reason: 'destination' };
    case 'app_download':
      return pickApp(link.rules, v);
    case 'language_based': {
      const tag = negotiateLanguage(v.acceptLanguage, Object.keys(link.rules.languages));
      return byKey(link.rules.languages, tag, 'language', link.rules.defaultUrl);
    }
    case 'location_based':
      return pickLocation(link.rules, v);
    case 'device_based':
      return byKey(link.rules.devices, v.deviceType, 'device', link.rules.defaultUrl);
    case 'browser_based':
      return byKey(link.rules.browsers, lower(v.browser), 'browser', link.rules.defaultUrl);
    case 'os_based':
      return byKey(link.rules.os, v.os, 'os', link.rules.defaultUrl);
    case 'source_based': {
      const hit = link.rules.sources.find((s) => sourceMatches(s.source, v.referrerHost, v.query?.utm_source));
      return hit ? { url: hit.url, reason: `source:${hit.source}` } : { url: link.rules.defaultUrl, reason: 'default' };
    }
    case 'ip_based':
      return pickIp(link.rules, v);
    case 'rule_based': {
      const index = link.rules.rules.findIndex((r) => matchConditions(r.conditions, v, now, link.timeZone));
      const rule = link.rules.rules[index];
      return rule ? { url: rule.url, reason: `rule:${index}` } : { url: link.rules.defaultUrl, reason: 'default' };
    }
    case 'rlsurl':
      return pickRotation(link.rules, v, link.id, now);
  }
};

const pickApp = (r: LinkRules<'app_download'>, v: Visitor): Pick => {
  if (v.os === 'ios') return { url: r.iosUrl, reason: 'app:ios' };
  if (v.os === 'android') return { url: r.androidUrl, reason: 'app:android' };
  return { url: r.fallbackUrl, reason: 'app:fallback' };
};

/** The most specific entry wins: city over region over country, whatever the list order. */
const pickLocation = (r: LinkRules<'location_based'>, v: Visitor): Pick => {
  const same = (a: string | undefined, b: string | undefined) =>
    !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
  const inCountry = r.locations.filter((l) => same(l.country, v.country));
  const hit =
    inCountry.find((l) => l.city && same(l.city, v.city) && (!l.region || same(l.region, v.region))) ??
    inCountry.find((l) => !l.city && l.region && same(l.region, v.region)) ??
    inCountry.find((l) => !l.city && !l.region);
  if (!hit) return { url: r.defaultUrl, reason: 'default' };
  const place = [hit.country, hit.region, hit.city].filter(Boolean).join('/');
  return { url: hit.url, reason: `location:${place}` };
};

/** A block entry beats an allow entry: blocking is the owner's explicit intent for that address. */
const pickIp = (r: LinkRules<'ip_based'>, v: Visitor): Pick => {
  const reason = ipInList(v.ip, r.block)
    ? 'ip:blocked'
    : r.allow.length > 0 && !ipInList(v.ip, r.allow)
      ? 'ip:not_allowed'
      : undefined;
  if (!reason) return { url: r.url, reason: 'ip:allowed' };
  return r.blockedUrl ? { url: r.blockedUrl, reason } : { blocked: reason };
};

const pickRotation = (r: LinkRules<'rlsurl'>, v: Visitor, linkId: string, now: Date): Pick => {
  if (r.endsAt && now.getTime() >= Date.parse(r.endsAt)) {
    const heaviest = r.destinations.reduce((a, b) => (b.weight > a.weight ? b : a));
    if (r.winner) return { url: r.winner, reason: 'rotation:winner' };
    return { url: r.defaultUrl ?? heaviest.url, reason: 'rotation:ended' };
  }
  // Without an id every anonymous visitor hashes alike; the redirect server always passes one.
  const hit = pickWeighted(r.destinations, v.visitorId ?? '', linkId) ?? r.destinations[0];
  const index = hit ? r.destinations.indexOf(hit) : 0;
  return { url: hit?.url ?? r.defaultUrl ?? '', reason: `rotation:${index}` };
};

/**
 * Decides what one request to a short link gets. Pure, so the editor's
 * "preview as visitor" and the redirect server can never disagree.
 */
export const evaluateLink = (link: EvaluableLink, visitor: Visitor, now: Date = new Date()): LinkOutcome => {
  if (link.status !== 'active') return { outcome: 'inactive' };
  const pastDate = link.expiresAt !== undefined && now.getTime() >= new Date(link.expiresAt).getTime();
  const pastClicks = link.maxClicks !== undefined && (link.clicks ?? 0) >= link.maxClicks;
  if (pastDate || pastClicks)
    return link.expiredUrl ? { outcome: 'expired', url: link.expiredUrl } : { outcome: 'expired' };
  if (link.kind === 'password_protected') return { outcome: 'password' };
  const pick = choose(link, visitor, now);
  if ('blocked' in pick) return { outcome: 'blocked', reason: pick.blocked };
  return { outcome: 'redirect', url: appendUtm(pick.url, link.utm), reason: pick.reason };
};
