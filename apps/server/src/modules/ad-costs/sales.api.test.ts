import type { SalesProduct, SalesReport, SalesSource } from '@osm5/shared/schemas/ad-costs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { oneDayClock } from '../../../test/one-day-clock.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { sendBatch } from '../ingestion/ingestion-test-helpers.ts';

const HOUR = 3_600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The sales tracker beyond its totals (ad-costs.api.test.ts): the reports' filters and segment, and products. */
describe(`sales tracker: filters, segment and products (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  const now = Date.now();
  // the range covers yesterday and today in UTC, whatever the hour
  const range = new URLSearchParams({
    from: `${day(now - 24 * HOUR)}T00:00:00.000Z`,
    to: new Date(now + HOUR).toISOString(),
  });

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Sales Owner'), newOrg(t, 'Sales Outsider')]);
    viewer = await join(t, org, 'ORG_VIEWER');
  });
  afterAll(() => t?.close());

  it("reads sales with the reports' filters (the orders that match) and segment (the orders of its visits)", async () => {
    const shop = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({ name: 'Filtered shop', timeZone: 'UTC', subTimeZone: 'UTC' }),
    );
    const common = {
      tenant_id: org.orgId,
      workspace_id: org.defaultWorkspaceId,
      item_id: shop.id,
      trigger: 'web' as const,
    };
    const visit = (visitor: string, device: string, source: string, pages: string[], revenue?: number) => {
      // every event of a visit carries the tags of its landing, as the ingestion stores them
      const base = {
        ...common,
        visitor_id: visitor,
        session_id: `s-${visitor}`,
        device_type: device,
        utm_source: source,
        utm_campaign: 'autumn',
      };
      const views = pages.map((path, i) => ({
        ...base,
        type: 'pageview' as const,
        time: now - HOUR + i * 1000,
        path,
      }));
      const order = { ...base, type: 'ecommerce' as const, time: now - HOUR + 60_000, path: '/checkout', revenue };
      return revenue === undefined ? views : [...views, order];
    };
    t.app.events.writer.append([
      ...visit('m1', 'mobile', 'google', ['/', '/pricing'], 100),
      ...visit('m2', 'mobile', 'google', ['/']),
      ...visit('d1', 'desktop', 'google', ['/', '/pricing'], 40),
      ...visit('d2', 'desktop', 'facebook', ['/'], 10),
    ]);
    await t.app.events.writer.flush();
    const sales = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${shop.id}/sales`;
    const read = async (extra: Record<string, unknown>) => {
      const params = new URLSearchParams(range);
      for (const [key, value] of Object.entries(extra)) params.set(key, JSON.stringify(value));
      const res = await viewer.client.get<{ data: SalesReport }>(`${sales}?${params}`);
      expect(res.status, res.text).toBe(200);
      const sources = await viewer.client.get<PageBody<SalesSource>>(`${sales}/sources?${params}`);
      expect(sources.status, sources.text).toBe(200);
      return { data: res.body.data, sources: sources.body.data.items, params };
    };
    // the filters keep events: the phones' visits and their one order
    const phones = await read({ filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }] });
    expect(phones.data.totals).toEqual({
      visitors: 2,
      orders: 1,
      revenue: 100,
      conversionRate: 0.5,
      averageOrderValue: 100,
    });
    expect(phones.sources).toEqual([
      expect.objectContaining({ source: 'google', campaign: 'autumn', visitors: 2, orders: 1, revenue: 100 }),
    ]);
    // the segment keeps whole visits: those that read /pricing ordered on /checkout, and came through google
    const pricing = await read({ segment: [{ dimension: 'path', op: 'eq', value: '/pricing' }] });
    expect(pricing.data.totals).toMatchObject({ visitors: 2, orders: 2, revenue: 140, conversionRate: 1 });
    expect(pricing.sources).toEqual([
      expect.objectContaining({ source: 'google', campaign: 'autumn', visitors: 2, orders: 2, revenue: 140 }),
    ]);
    // both at once: the desktop orders of the visits that read /pricing
    const both = await read({
      filters: [{ dimension: 'device_type', op: 'eq', value: 'desktop' }],
      segment: [{ dimension: 'path', op: 'eq', value: '/pricing' }],
    });
    expect(both.data.totals).toMatchObject({ visitors: 1, orders: 1, revenue: 40 });
    const csv = await viewer.client.get(`${sales}.csv?${both.params}`);
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe('google,autumn,1,1,40,1,40');
    // the products and their CSV take them too (these orders listed no items)
    const products = await viewer.client.get<PageBody<SalesProduct>>(`${sales}/products?${both.params}`);
    expect(products.status, products.text).toBe(200);
    expect(products.body.data.total).toBe(0);
    expect((await viewer.client.get(`${sales}/products.csv?${both.params}`)).status).toBe(200);
    // a filter or segment that is not a list of filters is refused
    const bad = await viewer.client.get(`${sales}?${range}&filters=${encodeURIComponent('[{"dimension":"nope"}]')}`);
    expectError(bad, 400, 'VALIDATION_ERROR');
    expectError(await viewer.client.get(`${sales}?${range}&segment=not-json`), 400, 'VALIDATION_ERROR');
    // a period that ends before it starts
    const backwards = new URLSearchParams({ from: range.get('to') ?? '', to: range.get('from') ?? '' });
    expectError(await viewer.client.get(`${sales}?${backwards}`), 400, 'VALIDATION_ERROR', 'to');
  });

  it('counts an order placed pages after a campaign landing under that campaign, most revenue first', async () => {
    const shop = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({ name: 'Campaign shop', timeZone: 'UTC', subTimeZone: 'UTC' }),
    );
    // each visit's events within one UTC day (a midnight would end the visit)
    const at = oneDayClock('UTC', 30, now);
    const landing = (source: string, minutesAgo: number) => ({
      type: 'pageview' as const,
      url: `https://example.com/?utm_source=${source}&utm_campaign=launch`,
      time: at(minutesAgo),
    });
    const order = (id: string, revenue: number, minutesAgo: number) => ({
      type: 'ecommerce' as const,
      url: 'https://example.com/thanks',
      order: { id, revenue },
      time: at(minutesAgo),
    });
    // one visitor, one visit: the newsletter brought it, the order came two pages later
    const newsletter = await sendBatch(t, {
      site: shop.id,
      events: [
        landing('newsletter', 30),
        { type: 'pageview', url: 'https://example.com/pricing', referrer: 'https://example.com/', time: at(29) },
        order('o-1', 90, 28),
      ],
    });
    expect(newsletter.status, JSON.stringify(newsletter.body)).toBe(202);
    // another visitor (another address), from an ad: less revenue
    const ad = await sendBatch(t, {
      site: shop.id,
      events: [landing('ads', 20), order('o-2', 15, 19)],
    });
    expect(ad.status, JSON.stringify(ad.body)).toBe(202);
    await t.app.events.writer.flush();
    const sources = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${shop.id}/sales/sources`;
    const res = await viewer.client.get<PageBody<SalesSource>>(`${sources}?${range}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.items.map((r) => [r.source, r.campaign, r.visitors, r.orders, r.revenue])).toEqual([
      ['newsletter', 'launch', 1, 1, 90],
      ['ads', 'launch', 1, 1, 15],
    ]);
    const cheapest = await viewer.client.get<PageBody<SalesSource>>(`${sources}?${range}&sort=revenue&direction=asc`);
    expect(cheapest.body.data.items.map((r) => r.source)).toEqual(['ads', 'newsletter']);
  });

  it('breaks sales down by product from the orders the tracker sent, paged, most revenue first', async () => {
    const shop = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({ name: 'Shop', timeZone: 'UTC', subTimeZone: 'UTC' }),
    );
    const order = (
      id: string,
      revenue: number,
      items: { id: string; name?: string; price: number; quantity?: number }[],
    ) => ({ type: 'ecommerce', url: 'https://example.com/checkout', order: { id, revenue, items } }) as const;
    const sent = await sendBatch(t, {
      site: shop.id,
      events: [
        // two mugs and a tee; then a mug listed twice (one product: the order counts once)
        order('o-1', 45, [
          { id: 'mug', name: 'Mug', price: 10, quantity: 2 },
          { id: 'tee', price: 25 },
        ]),
        order('o-2', 20, [
          { id: 'mug', name: 'Mug', price: 10 },
          { id: 'mug', name: 'Mug', price: 10 },
        ]),
        order('o-3', 5, []),
      ],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    await t.app.events.writer.flush();
    const products = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${shop.id}/sales/products`;
    const first = await viewer.client.get<PageBody<SalesProduct>>(`${products}?${range}&pageSize=1`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toEqual({
      items: [{ product: 'Mug', orders: 2, quantity: 4, revenue: 40 }],
      total: 2,
      page: 1,
      pageSize: 1,
    });
    const second = await viewer.client.get<PageBody<SalesProduct>>(`${products}?${range}&pageSize=1&page=2`);
    expect(second.body.data.items).toEqual([{ product: 'tee', orders: 1, quantity: 1, revenue: 25 }]);
    // the orders themselves still count whole, items or not
    const sales = await viewer.client.get<{ data: SalesReport }>(`${products.replace(/\/products$/, '')}?${range}`);
    expect(sales.body.data.totals).toMatchObject({ orders: 3, revenue: 70 });
    // filtered on a product: the orders holding it (their whole revenue), and its row alone
    const tee = `filters=${encodeURIComponent(JSON.stringify([{ dimension: 'product', op: 'eq', value: 'tee' }]))}`;
    const teeSales = await viewer.client.get<{ data: SalesReport }>(
      `${products.replace(/\/products$/, '')}?${range}&${tee}`,
    );
    expect(teeSales.body.data.totals).toMatchObject({ orders: 1, revenue: 45 });
    const teeRows = await viewer.client.get<PageBody<SalesProduct>>(`${products}?${range}&${tee}`);
    expect(teeRows.body.data.items).toEqual([{ product: 'tee', orders: 1, quantity: 1, revenue: 25 }]);
    expectError(await viewer.client.get(`${products}?${range}&pageSize=0`), 400, 'VALIDATION_ERROR');
    const csv = await viewer.client.get(`${products}.csv?${range}`);
    expect(csv.status).toBe(200);
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual(['product,orders,quantity,revenue', 'Mug,2,4,40', 'tee,1,1,25']);
    const theirs = products
      .replace(org.orgId, outsider.orgId)
      .replace(org.defaultWorkspaceId, outsider.defaultWorkspaceId);
    expectError(await outsider.owner.client.get(`${theirs}?${range}`), 404, 'NOT_FOUND');
  });
});
