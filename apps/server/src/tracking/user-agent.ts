import type { DeviceType, OsFamily } from '@osm5/shared/links/rule-condition';
import { isbot } from 'isbot';
import UAParser from 'ua-parser-js';

/** What a user agent string says, in the families link rules and reports use. */
export interface ParsedAgent {
  /** lower-case family (chrome, safari, firefox, edge, opera, samsung internet, …), '' when unknown */
  browser: string;
  browserVersion: string;
  /** one of the rule families, undefined for anything else */
  os: OsFamily | undefined;
  /** the parser's own name when it is none of the families (e.g. "freebsd"), else the family */
  osName: string;
  osVersion: string;
  deviceType: DeviceType;
  deviceModel: string;
  isBot: boolean;
  /** a link-preview fetcher (Slack, X, Facebook…, see previewCrawler): shown the social preview instead of the redirect */
  isPreviewCrawler: boolean;
}

const osFamilyByName: Record<string, OsFamily> = {
  ios: 'ios',
  ipados: 'ios',
  android: 'android',
  harmonyos: 'android',
  windows: 'windows',
  'mac os': 'macos',
  macos: 'macos',
  linux: 'linux',
  ubuntu: 'linux',
  debian: 'linux',
  fedora: 'linux',
  'linux mint': 'linux',
  'arch linux': 'linux',
  'red hat': 'linux',
  suse: 'linux',
  gentoo: 'linux',
  'chromium os': 'chromeos',
  'chrome os': 'chromeos',
};

const deviceByParserType: Record<string, DeviceType> = {
  mobile: 'mobile',
  tablet: 'tablet',
  smarttv: 'tv',
  wearable: 'wearable',
  console: 'desktop',
  embedded: 'desktop',
};

/**
 * The one list of link-preview fetchers: the social and chat services that
 * read a page's Open Graph tags to draw a card (Facebook and Messenger,
 * iMessage, X, LinkedIn, Slack, Discord, Telegram, WhatsApp, Pinterest,
 * Teams and Skype, Reddit, VK, Mastodon, Bluesky, and the Embedly and
 * Iframely services behind many others). Only these are shown a short link's
 * preview page; every other client, bots included (search crawlers, curl,
 * scripts, image proxies that want the bytes), gets the redirect.
 */
const previewCrawler =
  /facebookexternalhit|twitterbot|linkedinbot|slackbot|discordbot|telegrambot|whatsapp|pinterest|skypeuripreview|redditbot|vkshare|mastodon\/|cardyb|embedly|iframely/i;

export function parseUserAgent(ua: string): ParsedAgent {
  const r = new UAParser(ua).getResult();
  const osName = (r.os.name ?? '').toLowerCase();
  const os = osFamilyByName[osName];
  const isPreviewCrawler = previewCrawler.test(ua);
  const bot = isPreviewCrawler || isbot(ua);
  const parserType = r.device.type ?? '';
  // The parser leaves desktops untyped; an iPad asking for the desktop site says "Macintosh" with touch only in client hints.
  const deviceType: DeviceType = bot ? 'bot' : (deviceByParserType[parserType] ?? 'desktop');
  return {
    browser: (r.browser.name ?? '').toLowerCase().replace(/^mobile /, ''),
    browserVersion: r.browser.version ?? '',
    os,
    osName: os ?? osName,
    osVersion: r.os.version ?? '',
    deviceType,
    deviceModel: [r.device.vendor, r.device.model].filter(Boolean).join(' '),
    isBot: bot,
    isPreviewCrawler,
  };
}

/**
 * Parsing costs tens of microseconds; the same few hundred agents make most
 * traffic, so results are kept in a bounded map (insertion order = age).
 */
export function createAgentParser(maxEntries = 5_000): (ua: string) => ParsedAgent {
  const cache = new Map<string, ParsedAgent>();
  return (ua) => {
    // nothing useful lies past 512 characters, and the cache must not hold 8 KB keys
    const key = ua.length > 512 ? ua.slice(0, 512) : ua;
    const hit = cache.get(key);
    if (hit) return hit;
    const parsed = parseUserAgent(key);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, parsed);
    return parsed;
  };
}
