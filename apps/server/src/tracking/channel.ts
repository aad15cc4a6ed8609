import { networkOf } from '@osm5/shared/links/traffic-source';
import { remember } from '../lib/remember.ts';

/** The channel grouping of the acquisition reports. */
export const channels = ['direct', 'organic_search', 'paid_search', 'social', 'email', 'referral', 'campaign'] as const;
export type Channel = (typeof channels)[number];

const paidMedium = /^(cpc|ppc|paid|paidsearch|paid_search|paid-search|cpm|cpv|display|ads?|retargeting)$/i;
const socialMedium = /^(social|social-network|social_network|social-media|social_media|sm)$/i;
const emailMedium = /^e[-_]?mail$/i;
const organicMedium = /^organic$/i;
const referralMedium = /^(referral|affiliate)$/i;

/**
 * Search engines beyond the shared list's Google hosts: every Google country
 * domain, and the engines with a share worth a row of their own. Matched on
 * the host and its subdomains (cn.bing.com, search.yahoo.co.jp, yandex.com.tr).
 */
const searchEngine =
  /(^|\.)(google(\.com?)?\.[a-z]{2,3}|google\.com|bing\.com|duckduckgo\.com|yahoo\.(com|co\.[a-z]{2}|[a-z]{2})|yandex\.(com(\.[a-z]{2})?|[a-z]{2})|ya\.ru|baidu\.com|ecosia\.org|qwant\.com|naver\.com|seznam\.cz|startpage\.com|search\.brave\.com|sogou\.com|so\.com|ask\.com|aol\.com|yahoo\.co\.jp|kagi\.com)$/;

/** Networks the shared list does not name (it holds those a link rule may target). */
const socialHost =
  /(^|\.)(pinterest\.[a-z.]+|pin\.it|threads\.net|snapchat\.com|vk\.com|tumblr\.com|quora\.com|t\.me|telegram\.org|wa\.me|whatsapp\.com|discord(app)?\.com|bsky\.app|mastodon\.social|news\.ycombinator\.com|weibo\.com|xiaohongshu\.com)$/;

/** Webmail apps: the shared list's, and any host whose first label says mail. */
const mailHost = /^(mail|webmail|email|outlook)\.|(^|\.)(outlook\.office365\.com|e\.mail\.ru|app\.fastmail\.com)$/;

/** The host of a Referer header, lower-case without "www.", or '' when there is none or it is unreadable. */
export function referrerHostOf(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

type HostKind = 'direct' | 'email' | 'organic_search' | 'social' | 'other';
/** Referrer hosts repeat from visit to visit: each is matched against the lists once (~1.7 µs). */
const hostKinds = new Map<string, HostKind>();

/** What a referrer host is, on its own: '' for no referrer. */
function hostKind(host: string): HostKind {
  if (!host) return 'direct';
  return remember(hostKinds, host, () => readHostKind(host), 10_000);
}

function readHostKind(host: string): HostKind {
  const network = networkOf(host);
  if (network === 'email' || mailHost.test(host)) return 'email';
  if (network === 'google' || searchEngine.test(host)) return 'organic_search';
  if (network && network !== 'direct') return 'social';
  if (socialHost.test(host)) return 'social';
  return 'other';
}

/**
 * Where a visit comes from, from the referrer host and the UTM parameters of
 * the visited URL. A tagged medium is the sender's explicit word, so it is
 * read first (utm_medium=cpc on a Facebook referrer is paid); then the
 * referrer (a search engine, a network, a webmail); then any other tagging
 * (utm_source or utm_campaign alone) is a campaign; no referrer is direct,
 * and any other site a referral. A referrer from one of `ownHosts` counts as
 * none: moving between one's own pages is not a source.
 */
export function channelOf(
  referrerHost: string,
  utm: { source?: string; medium?: string; campaign?: string },
  ownHosts: readonly string[] = [],
): Channel {
  const medium = utm.medium?.trim() ?? '';
  if (medium) {
    if (paidMedium.test(medium)) return 'paid_search';
    if (emailMedium.test(medium)) return 'email';
    if (socialMedium.test(medium)) return 'social';
    if (organicMedium.test(medium)) return 'organic_search';
    if (referralMedium.test(medium)) return 'referral';
  }
  const host = ownHosts.includes(referrerHost) ? '' : referrerHost;
  const kind = hostKind(host);
  if (kind !== 'direct' && kind !== 'other') return kind;
  if (utm.source?.trim() || utm.campaign?.trim() || medium) return 'campaign';
  return kind === 'direct' ? 'direct' : 'referral';
}
