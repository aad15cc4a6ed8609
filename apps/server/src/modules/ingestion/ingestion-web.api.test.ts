import type { WebEvent } from '@osm5/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { oneDayClock } from '../../../test/one-day-clock.ts';
import { newOrg } from '../../../test/tenancy/fixtures.ts';
import type { EventInput } from '../../analytics-store/index.ts';
import { analyticsSites } from '../../db/schema.ts';
import { createDatacenterMatcher } from '../../tracking/datacenter.ts';
import { openGeo } from '../../tracking/geo.ts';
import { createAgentParser } from '../../tracking/user-agent.ts';
import { openVisitorHasher } from '../../tracking/visitor-hash.ts';
import { findSiteForIngestion } from './ingestion.repository.ts';
import { type IngestionDeps, ingestWebEvent } from './ingestion.service.ts';
import { IPHONE, insertSite, sendBatch, sendEvent, storedRows } from './ingestion-test-helpers.ts';
import { RecentIds } from './recent-ids.ts';
import { SessionTracker } from './sessions.ts';
import { type SiteConfig, toSiteConfig } from './site-config.ts';

describe(`POST /api/event (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores a page view with everything the server learns about it', async () => {
    const org = await newOrg(t, 'Web Owner');
    const site = await insertSite(t, org, { allowedHosts: ['shop.example.org'] });
    const geo = await openGeo({ warn() {} });
    const ip = '81.2.69.160';
    const res = await sendEvent(
      t,
      {
        s: site.id,
        u: 'https://www.example.com/pricing?plan=pro&utm_source=newsletter&utm_medium=email&utm_campaign=spring#faq',
        r: 'https://www.google.com/',
        t: 'Pricing',
        w: 390,
      },
      { ua: IPHONE, ip, headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toEqual({ status: true, data: { accepted: 1, dropped: 0 } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    const [row] = await storedRows(t, org, site.id);
    const place = geo.lookup(ip);
    expect(row).toMatchObject({
      tenant_id: org.orgId,
      workspace_id: org.defaultWorkspaceId,
      item_id: site.id,
      type: 'pageview',
      trigger: 'web',
      path: '/pricing',
      hostname: 'www.example.com',
      title: 'Pricing',
      referrer: 'https://www.google.com/',
      referrer_host: 'google.com',
      // a tagged medium is read before the referrer
      channel: 'email',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      country: place?.country ?? '',
      region: place?.region ?? '',
      city: place?.city ?? '',
      language: 'fr',
      browser: 'safari',
      os: 'ios',
      os_version: '17.4',
      device_type: 'mobile',
      device_model: 'Apple iPhone',
      screen: 'mobile',
      is_bot: false,
    });
    expect(row?.visitor_id).toMatch(/^[0-9a-f]{16}$/);
    expect(row?.session_id).not.toBe('');
    expect(Math.abs((row?.time ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('stores each kind with its own columns', async () => {
    const org = await newOrg(t, 'Kinds Owner');
    const site = await insertSite(t, org, { currency: 'JPY' });
    const u = 'https://example.com/shop';
    const events: Partial<WebEvent>[] = [
      { e: 'custom', n: 'signup', p: { plan: 'pro', seats: 3, trial: true } },
      { e: 'outbound', h: 'https://partner.example.net/x' },
      { e: 'download', h: 'https://example.com/files/guide.pdf' },
      { e: 'vital', n: 'LCP', v: 1834.5 },
      {
        e: 'ecommerce',
        o: { id: 'order-1', revenue: 49.9, items: [{ id: 'sku-1', name: 'Mug', price: 49.9, quantity: 1 }] },
      },
      { e: 'ecommerce', o: { id: 'order-2', revenue: 10, currency: 'usd' } },
      { e: 'engagement', d: 80, g: 42_000 },
    ];
    for (const event of events) {
      const res = await sendEvent(
        t,
        { s: site.id, u, ...event },
        { contentType: 'application/json', ip: '198.51.100.77' },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    }
    const rows = await storedRows(t, org, site.id);
    const of = (type: string, more: (r: (typeof rows)[number]) => boolean = () => true) =>
      rows.find((r) => r.type === type && more(r));
    expect(of('custom')).toMatchObject({ event_name: 'signup', path: '/shop' });
    expect(JSON.parse(of('custom')?.props ?? '')).toEqual({ plan: 'pro', seats: 3, trial: true });
    expect(of('outbound')).toMatchObject({ destination: 'https://partner.example.net/x' });
    expect(of('download')).toMatchObject({ destination: 'https://example.com/files/guide.pdf' });
    expect(of('vital')).toMatchObject({ vital_name: 'LCP', vital_value: 1834.5 });
    // the order's currency, else the site's
    expect(of('ecommerce', (r) => r.order_id === 'order-1')).toMatchObject({ revenue: 49.9, currency: 'JPY' });
    expect(JSON.parse(of('ecommerce', (r) => r.order_id === 'order-1')?.props ?? '')).toEqual([
      { id: 'sku-1', name: 'Mug', price: 49.9, quantity: 1 },
    ]);
    expect(of('ecommerce', (r) => r.order_id === 'order-2')).toMatchObject({ revenue: 10, currency: 'USD', props: '' });
    expect(of('engagement')).toMatchObject({ scroll_depth: 80, engaged_ms: 42_000 });
    // one visitor, one visit
    expect(new Set(rows.map((r) => r.visitor_id)).size).toBe(1);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);

    const revenue = await t.app.events.query({
      scope: { tenantId: org.orgId, itemId: site.id },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['revenue', 'events'],
    });
    expect(revenue.totals).toMatchObject({ revenue: 59.9, events: events.length });
  });

  it('strips query strings unless the site keeps them, and keeps hash routes', async () => {
    const org = await newOrg(t, 'Query Owner');
    const plain = await insertSite(t, org);
    const keeping = await insertSite(t, org, { trackQueryStrings: true });
    const u = 'https://example.com/product?id=7&color=red&utm_source=x#reviews';
    await sendEvent(t, { s: plain.id, u });
    await sendEvent(t, { s: keeping.id, u });
    await sendEvent(t, { s: keeping.id, u: 'https://example.com/app?tab=2#/settings/profile' });
    expect((await storedRows(t, org, plain.id)).map((r) => r.path)).toEqual(['/product']);
    expect((await storedRows(t, org, keeping.id)).map((r) => r.path).sort()).toEqual([
      '/app?tab=2#/settings/profile',
      '/product?id=7&color=red',
    ]);
  });

  it('stores a site search beside the page view of its results', async () => {
    const org = await newOrg(t, 'Search Owner');
    const site = await insertSite(t, org, { siteSearchParams: ['q', 'term'], trackQueryStrings: true });
    const res = await sendEvent(t, { s: site.id, u: 'https://example.com/search?term=blue+mugs&page=2' });
    expect(res.body.data).toEqual({ accepted: 1, dropped: 0 });
    await sendEvent(t, { s: site.id, u: 'https://example.com/search?q=' });
    const rows = await storedRows(t, org, site.id);
    const searches = rows.filter((r) => r.type === 'site_search');
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ search_term: 'blue mugs', path: '/search?page=2' });
    expect(
      rows
        .filter((r) => r.type === 'pageview')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/search', '/search?page=2']);
    const terms = await t.app.events.query({
      scope: { tenantId: org.orgId, itemId: site.id },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
      dimensions: ['search_term'],
      filters: [{ dimension: 'type', op: 'eq', value: 'site_search' }],
    });
    expect(terms.rows).toEqual([{ search_term: 'blue mugs', events: 1 }]);
  });

  it("counts a referrer from the site's own hosts as direct, and reads channels from others", async () => {
    const org = await newOrg(t, 'Channel Owner');
    const site = await insertSite(t, org, { allowedHosts: ['*.example.org'] });
    const cases = [
      ['https://www.example.com/previous', 'direct', ''],
      ['https://blog.example.org/post', 'direct', ''],
      ['https://duckduckgo.com/', 'organic_search', 'duckduckgo.com'],
      ['https://l.facebook.com/', 'social', 'l.facebook.com'],
      ['https://someblog.example.net/a', 'referral', 'someblog.example.net'],
    ] as const;
    for (const [r, , host] of cases) await sendEvent(t, { s: site.id, u: `https://example.com/${host || 'own'}`, r });
    await sendEvent(t, {
      s: site.id,
      u: 'https://example.com/paid?utm_medium=cpc&utm_source=facebook',
      r: 'https://l.facebook.com/',
    });
    const rows = await storedRows(t, org, site.id);
    for (const [r, channel, host] of cases) {
      const row = rows.find(
        (x) => x.path === `/${host || 'own'}` && (host ? true : x.referrer === '') && x.channel === channel,
      );
      expect(row, `${r} → ${channel}`).toBeDefined();
      expect(row?.referrer_host).toBe(host);
    }
    expect(rows.find((x) => x.path === '/paid')).toMatchObject({ channel: 'paid_search', utm_source: 'facebook' });
  });

  it("gives a visit's next pages and its order the source of its landing: the visit counts once, under its campaign", async () => {
    const org = await newOrg(t, 'Source Owner');
    const site = await insertSite(t, org);
    // the visit's five events within one day of the site's (a midnight in Paris would end the visit)
    const at = oneDayClock(site.subTimeZone, 10);
    const sent = await sendBatch(t, {
      site: site.id,
      events: [
        {
          type: 'pageview',
          url: 'https://example.com/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
          referrer: 'https://mail.example.net/inbox',
          time: at(10),
        },
        { type: 'pageview', url: 'https://example.com/pricing', referrer: 'https://example.com/', time: at(9) },
        { type: 'ecommerce', url: 'https://example.com/thanks', order: { id: 'o-1', revenue: 40 }, time: at(8) },
        // back from a search engine in the same visit: that source from then on
        { type: 'pageview', url: 'https://example.com/docs', referrer: 'https://duckduckgo.com/', time: at(7) },
        { type: 'pageview', url: 'https://example.com/docs/api', referrer: 'https://example.com/docs', time: at(6) },
      ],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    const rows = await storedRows(t, org, site.id);
    const byPath = Object.fromEntries(rows.map((r) => [r.path, r]));
    const spring = {
      channel: 'email',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      referrer_host: 'mail.example.net',
    };
    expect(byPath['/']).toMatchObject(spring);
    expect(byPath['/pricing']).toMatchObject(spring);
    expect(byPath['/thanks']).toMatchObject({ ...spring, type: 'ecommerce', revenue: 40 });
    const search = { channel: 'organic_search', utm_campaign: '', referrer_host: 'duckduckgo.com' };
    expect(byPath['/docs']).toMatchObject(search);
    expect(byPath['/docs/api']).toMatchObject(search);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
    // one visit, under the channels it came through; its revenue under its campaign
    const range = { from: new Date(at(60)).toISOString(), to: new Date(at(-1)).toISOString() };
    const scope = { tenantId: org.orgId, itemId: site.id };
    const channels = await t.app.events.query({ scope, range, metrics: ['sessions'], dimensions: ['channel'] });
    // no "direct" for the pages after each landing
    expect(channels.rows).toHaveLength(2);
    expect(channels.rows).toContainEqual({ channel: 'email', sessions: 1 });
    expect(channels.rows).toContainEqual({ channel: 'organic_search', sessions: 1 });
    const revenue = await t.app.events.query({ scope, range, metrics: ['revenue'], dimensions: ['utm_campaign'] });
    expect(revenue.rows).toContainEqual({ utm_campaign: 'spring', revenue: 40 });
  });

  it('turns a not_verified site active on its first event, once', async () => {
    const org = await newOrg(t, 'First Owner');
    const site = await insertSite(t, org, { status: 'not_verified' });
    const changes: string[] = [];
    const unsubscribe = t.app.linkChanges.subscribe((c) => {
      if (c.type === 'site' && c.id === site.id) changes.push(c.id);
    });
    try {
      const answers = await Promise.all([1, 2, 3].map(() => sendEvent(t, { s: site.id })));
      expect(answers.map((a) => a.body.data?.accepted)).toEqual([1, 1, 1]);
      let row: typeof analyticsSites.$inferSelect | undefined;
      for (let i = 0; i < 100; i++) {
        [row] = await t.app.db.db.select().from(analyticsSites).where(eq(analyticsSites.id, site.id));
        if (row?.status === 'active') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(row?.status).toBe('active');
      expect(row?.firstEventAt).toBeInstanceOf(Date);
      await sendEvent(t, { s: site.id });
      await new Promise((r) => setTimeout(r, 50));
      expect(changes).toEqual([site.id]);
      expect(await storedRows(t, org, site.id)).toHaveLength(4);
    } finally {
      unsubscribe();
    }
  });

  it('answers a CORS preflight and lets any page read the answers', async () => {
    const org = await newOrg(t, 'Cors Owner');
    const site = await insertSite(t, org);
    for (const path of ['/api/event', '/api/event/batch']) {
      const pre = await fetch(`${t.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://example.com',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      expect(pre.headers.get('access-control-allow-methods')).toContain('POST');
      expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      expect(pre.headers.getSetCookie()).toEqual([]);
    }
    const ok = await sendEvent(
      t,
      { s: site.id },
      { contentType: 'application/json', headers: { origin: 'https://example.com' } },
    );
    expect(ok.status).toBe(202);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(ok.headers.getSetCookie()).toEqual([]);
    const bad = await sendEvent(t, { s: site.id, e: 'nope' as 'pageview' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives a visitor one id per site for a UTC day, and another the next day (the salt rotates)', async () => {
    const hasher = await openVisitorHasher(t.app.db.db, { warn() {} });
    try {
      const org = await newOrg(t, 'Rotation Owner');
      const rowsOf = new Map<string, EventInput[]>();
      const siteA = toSiteConfig((await findSiteForIngestion(t.app.db.db, (await insertSite(t, org)).id))!);
      const siteB = toSiteConfig((await findSiteForIngestion(t.app.db.db, (await insertSite(t, org)).id))!);
      let now = 0;
      const deps: IngestionDeps = {
        sites: { get: (id) => (id === siteA.id ? siteA : id === siteB.id ? siteB : null) },
        tools: {
          geo: await openGeo({ warn() {} }),
          hasher,
          parseAgent: createAgentParser(),
          datacenter: createDatacenterMatcher(),
        },
        sessions: new SessionTracker(),
        recentIds: new RecentIds(),
        append: (rows) => {
          for (const row of rows) rowsOf.set(row.item_id, [...(rowsOf.get(row.item_id) ?? []), row]);
        },
        activate: () => {},
        now: () => now,
      };
      const visitor = { ip: '198.51.100.9', userAgent: IPHONE, acceptLanguage: undefined, optOut: false };
      const idAt = async (site: SiteConfig, at: number) => {
        now = at;
        await ingestWebEvent(deps, visitor, { s: site.id, e: 'pageview', u: 'https://example.com/' });
        return rowsOf.get(site.id)?.at(-1)?.visitor_id;
      };
      const today = Date.now() - (Date.now() % 86_400_000);
      const morning = await idAt(siteA, today + 3_600_000);
      expect(await idAt(siteA, today + 20 * 3_600_000)).toBe(morning);
      expect(await idAt(siteB, today + 3_600_000)).not.toBe(morning);
      const tomorrow = await idAt(siteA, today + 86_400_000 + 3_600_000);
      expect(tomorrow).not.toBe(morning);
      expect(await idAt(siteA, today + 86_400_000 + 7_200_000)).toBe(tomorrow);
    } finally {
      hasher.close();
    }
  });
});
