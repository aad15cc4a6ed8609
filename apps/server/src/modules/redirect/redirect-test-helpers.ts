import type { QueryResult } from '@osm5/shared';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { Org } from '../../../test/tenancy/fixtures.ts';
import { createOk, type LinkBody, linksPath } from '../links/link-test-helpers.ts';

/** Helpers of the redirect tests (not a test file itself). */

export const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  playstation: 'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0',
  curl: 'curl/8.5.0',
  pythonRequests: 'python-requests/2.31.0',
} as const;

export interface VisitOptions {
  ua?: string;
  /** the client address, sent as X-Forwarded-For (tests trust 127.0.0.1 as a proxy) */
  ip?: string;
  lang?: string;
  referer?: string;
  cookie?: string;
  method?: 'GET' | 'HEAD' | 'POST';
  /** a form body for POST */
  form?: Record<string, string>;
}

let ipCounter = 0;
/** A fresh documentation-range address per call, so per-IP limits never leak between tests. */
export const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

export async function visit(t: TestApp, path: string, o: VisitOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'user-agent': o.ua ?? UA.windowsChrome,
    'x-forwarded-for': o.ip ?? nextIp(),
  };
  if (o.lang) headers['accept-language'] = o.lang;
  if (o.referer) headers.referer = o.referer;
  if (o.cookie) headers.cookie = o.cookie;
  let body: string | undefined;
  if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(o.form).toString();
  }
  return fetch(`${t.url}${path}`, { method: o.method ?? (o.form ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
}

/** Follows a short link once and returns where it sends the visitor (failing on anything but a redirect). */
export async function destinationOf(t: TestApp, path: string, o: VisitOptions = {}): Promise<string> {
  const res = await visit(t, path, o);
  const text = res.status === 302 ? '' : await res.text();
  expect(res.status, text.slice(0, 300)).toBe(302);
  return res.headers.get('location') ?? '';
}

export async function createLink(t: TestApp, org: Org, body: Record<string, unknown>): Promise<LinkBody['data']> {
  void t;
  return createOk(org.owner.client, linksPath(org), body);
}

/** Stores what the writer holds and the click totals, so the store and links.clicks can be read. */
export async function flushAll(t: TestApp): Promise<void> {
  await t.app.events.writer.flush();
  await t.app.redirect.counter.flush();
}

const wide = { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' };

/** The stored events of one link, grouped by up to three dimensions (bots included when asked). */
export async function clickRows(
  t: TestApp,
  org: Org,
  linkId: string,
  dimensions: string[],
  includeBots = false,
): Promise<QueryResult['rows']> {
  const result = await t.app.events.query({
    scope: { tenantId: org.orgId, itemId: linkId },
    range: wide,
    metrics: ['events'],
    dimensions: dimensions as never,
    includeBots,
    limit: 1000,
  });
  return result.rows;
}

export async function clickCount(t: TestApp, org: Org, linkId: string, includeBots = false): Promise<number> {
  const rows = await clickRows(t, org, linkId, [], includeBots);
  return Number(rows[0]?.events ?? 0);
}
