import { networkOf } from '@osm5/shared/links/traffic-source';

/** The channel grouping of the acquisition reports. */
export const channels = ['direct', 'organic_search', 'paid_search', 'social', 'email', 'referral', 'campaign'] as const;
export type Channel = (typeof channels)[number];

const paidMedium = /^(cpc|ppc|paid|paidsearch|paid_search|cpm|display|ads?)$/i;
const socialMedium = /^(social|social-network|social_media|sm)$/i;

/** The host of a Referer header, lower-case without "www.", or '' when there is none or it is unreadable. */
export function referrerHostOf(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * Where a visit comes from, from the referrer host (known networks of the
 * shared traffic-source list) and the UTM parameters of the visited URL.
 * UTM tagging is the sender's explicit word, so it is read first.
 */
export function channelOf(
  referrerHost: string,
  utm: { source?: string; medium?: string; campaign?: string },
  ownHosts: readonly string[] = [],
): Channel {
  const medium = utm.medium?.trim() ?? '';
  if (medium) {
    if (paidMedium.test(medium)) return 'paid_search';
    if (/^e-?mail$/i.test(medium)) return 'email';
    if (socialMedium.test(medium)) return 'social';
  }
  const host = ownHosts.includes(referrerHost) ? '' : referrerHost;
  const network = networkOf(host);
  if (network === 'google') return 'organic_search';
  if (network === 'email') return 'email';
  if (network && network !== 'direct') return 'social';
  if (utm.source || utm.campaign) return 'campaign';
  if (network === 'direct') return 'direct';
  if (/(^|\.)(bing\.com|duckduckgo\.com|yahoo\.com|yandex\.[a-z]+|baidu\.com|ecosia\.org|qwant\.com)$/.test(host))
    return 'organic_search';
  return 'referral';
}
