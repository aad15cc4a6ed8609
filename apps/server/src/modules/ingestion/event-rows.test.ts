import { describe, expect, it } from 'vitest';
import { decodeOrderLines, type EventInput } from '../../analytics-store/index.ts';
import { type ClientEvent, eventRows, storedIdOf } from './event-rows.ts';
import type { IngestionSiteRow } from './ingestion.repository.ts';
import { SessionTracker } from './sessions.ts';
import { toSiteConfig } from './site-config.ts';
import type { VisitColumns } from './visit.ts';

const site = toSiteConfig({
  id: '00000000-0000-4000-8000-000000000001',
  orgId: 'org-1',
  workspaceId: 'ws-1',
  kind: 'web',
  status: 'active',
  currency: 'EUR',
  subTimeZone: 'Asia/Tokyo',
  domain: 'example.com',
  allowedHosts: ['*.example.org'],
  excludedIps: [],
  excludedPaths: ['/admin/*'],
  trackQueryStrings: false,
  siteSearchParams: ['q'],
  respectDnt: false,
} satisfies IngestionSiteRow);

const visit: VisitColumns = {
  visitor_id: 'v1',
  country: 'FR',
  region: '',
  city: '',
  city_point: '',
  language: 'fr',
  browser: 'firefox',
  browser_version: '125',
  os: 'linux',
  os_version: '',
  device_type: 'desktop',
  device_model: '',
  screen: 'laptop',
  app_version: '',
};

const T0 = Date.UTC(2026, 2, 10, 12, 0);

function rowsOf(ev: Partial<ClientEvent>, sessions = new SessionTracker()): EventInput[] {
  const result = eventRows(site, visit, sessions, { type: 'pageview', time: T0, url: 'https://example.com/', ...ev });
  if ('dropped' in result) throw new Error(`dropped: ${result.dropped}`);
  return result.rows;
}

const channelOf = (referrer: string, url = 'https://example.com/') => rowsOf({ referrer, url })[0]?.channel;

describe('eventRows', () => {
  it.each([
    ['', 'direct'],
    ['https://www.google.com/search?q=x', 'organic_search'],
    ['https://www.google.co.jp/', 'organic_search'],
    ['https://www.bing.com/', 'organic_search'],
    ['https://duckduckgo.com/', 'organic_search'],
    ['https://search.yahoo.com/', 'organic_search'],
    ['https://yandex.ru/', 'organic_search'],
    ['https://www.baidu.com/', 'organic_search'],
    ['https://www.ecosia.org/', 'organic_search'],
    ['https://www.facebook.com/', 'social'],
    ['https://www.instagram.com/', 'social'],
    ['https://t.co/x', 'social'],
    ['https://www.linkedin.com/', 'social'],
    ['https://www.reddit.com/', 'social'],
    ['https://www.youtube.com/', 'social'],
    ['https://www.tiktok.com/', 'social'],
    ['https://mail.google.com/', 'email'],
    ['https://outlook.live.com/', 'email'],
    ['https://mail.yahoo.com/', 'email'],
    ['https://someone.example.net/blog/post', 'referral'],
    ['https://www.example.com/other-page', 'direct'],
    ['https://shop.example.org/cart', 'direct'],
  ])('reads the channel of a visit referred by %s as %s', (referrer, channel) => {
    expect(channelOf(referrer)).toBe(channel);
  });

  it("lets the page URL's campaign tags decide first", () => {
    expect(channelOf('https://www.facebook.com/', 'https://example.com/?utm_medium=cpc&utm_source=fb')).toBe(
      'paid_search',
    );
    expect(channelOf('https://www.google.com/', 'https://example.com/?utm_medium=email')).toBe('email');
    expect(channelOf('', 'https://example.com/?utm_source=partner')).toBe('campaign');
    expect(channelOf('https://someone.example.net/', 'https://example.com/?utm_campaign=spring')).toBe('campaign');
    expect(channelOf('https://www.google.com/', 'https://example.com/?utm_campaign=spring')).toBe('organic_search');
    const [row] = rowsOf({
      url: 'https://example.com/?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e',
    });
    expect(row).toMatchObject({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', utm_term: 'd', utm_content: 'e' });
  });

  it("keeps no referrer from the site's own pages", () => {
    const [row] = rowsOf({ referrer: 'https://www.example.com/a' });
    expect(row).toMatchObject({ referrer: '', referrer_host: '', channel: 'direct' });
    const [other] = rowsOf({ referrer: 'https://www.google.com/' });
    expect(other).toMatchObject({ referrer: 'https://www.google.com/', referrer_host: 'google.com' });
  });

  it("drops pages of other hosts and the site's excluded paths", () => {
    const drop = (url: string) => eventRows(site, visit, new SessionTracker(), { type: 'pageview', time: T0, url });
    expect(drop('https://other.example.net/')).toEqual({ dropped: 'host_not_allowed' });
    expect(drop('https://example.com/admin/x')).toEqual({ dropped: 'excluded_path' });
    expect(drop('https://sub.example.org/admin')).toMatchObject({
      rows: [{ path: '/admin', hostname: 'sub.example.org' }],
    });
  });

  it("adds a site_search row to a page view with a search, and keeps sessions by the site's day", () => {
    const sessions = new SessionTracker();
    const rows = rowsOf({ url: 'https://example.com/find?q=tea', clientId: 'c1' }, sessions);
    expect(rows.map((r) => [r.type, r.path, r.search_term ?? ''])).toEqual([
      ['pageview', '/find', ''],
      ['site_search', '/find', 'tea'],
    ]);
    expect(rows[0]?.id).toBe(storedIdOf(site.id, 'c1'));
    expect(rows[1]?.id).not.toBe(rows[0]?.id);
    // 14:50 and 15:10 UTC: midnight in Tokyo between them cuts the visit
    const before = rowsOf({ time: Date.UTC(2026, 2, 10, 14, 50) }, sessions)[0]?.session_id;
    const after = rowsOf({ time: Date.UTC(2026, 2, 10, 15, 10) }, sessions)[0]?.session_id;
    expect(before).not.toBe(after);
  });

  it('gives an order the site currency when it names none, and its items as JSON', () => {
    const [row] = rowsOf({ type: 'ecommerce', order: { id: 'o1', revenue: 5, items: [{ id: 'a', quantity: 2 }] } });
    expect(row).toMatchObject({ order_id: 'o1', revenue: 5, currency: 'EUR', props: '[{"id":"a","quantity":2}]' });
    expect(decodeOrderLines(row?.order_lines ?? '')).toEqual([{ id: 'a', name: '', quantity: 2, revenue: 0 }]);
    expect(row?.quantity).toBe(2);
    const huge = Array.from({ length: 100 }, (_, i) => ({ id: `${i}`, name: 'n'.repeat(500) }));
    const [big] = rowsOf({ type: 'ecommerce', order: { id: 'o2', revenue: 5, items: huge } });
    expect((big?.props ?? '').length).toBeLessThanOrEqual(32_000);
    expect(JSON.parse(big?.props ?? '').length).toBeGreaterThan(10);
  });
});
