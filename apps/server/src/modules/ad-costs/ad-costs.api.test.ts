import type {
  AdPerformance,
  CostImport,
  CostSheetPreview,
  SalesReport,
  SalesSource,
} from '@osm5/shared/schemas/ad-costs';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';

const HOUR = 3_600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe(`ad costs and ad performance (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  let site: Site;
  let costs: string;
  let ads: string;
  const now = Date.now();
  const today = day(now);
  const yesterday = day(now - 24 * HOUR);
  // the range covers yesterday and today in UTC, whatever the hour
  const range = new URLSearchParams({ from: `${yesterday}T00:00:00.000Z`, to: new Date(now + HOUR).toISOString() });

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Ads Owner'), newOrg(t, 'Ads Outsider')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    site = await createSiteOk(org.owner.client, sitesPath(org), webSite({ timeZone: 'UTC', subTimeZone: 'UTC' }));
    costs = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${site.id}/ad-costs`;
    ads = costs.replace(/ad-costs$/, 'ads');
    const common = {
      tenant_id: org.orgId,
      workspace_id: org.defaultWorkspaceId,
      item_id: site.id,
      trigger: 'web' as const,
    };
    const visit = (visitor: string, source: string, campaign: string, revenue?: number) => [
      {
        ...common,
        type: 'pageview' as const,
        time: now - HOUR,
        visitor_id: visitor,
        session_id: `s-${visitor}`,
        path: '/',
        utm_source: source,
        utm_campaign: campaign,
      },
      ...(revenue === undefined
        ? []
        : [
            {
              ...common,
              type: 'ecommerce' as const,
              time: now - HOUR + 60_000,
              visitor_id: visitor,
              session_id: `s-${visitor}`,
              // the visit's tags, as the ingestion stores them on its next events
              utm_source: source,
              utm_campaign: campaign,
              revenue,
            },
          ]),
    ];
    // google/spring: four visits, two orders worth 300; facebook/spring: two visits, one order of 50
    t.app.events.writer.append([
      ...visit('g1', 'google', 'spring', 200),
      ...visit('g2', 'google', 'spring', 100),
      ...visit('g3', 'google', 'spring'),
      ...visit('g4', 'google', 'spring'),
      ...visit('f1', 'facebook', 'spring', 50),
      ...visit('f2', 'facebook', 'spring'),
      ...visit('d1', '', ''),
    ]);
    await t.app.events.writer.flush();
  });
  afterAll(() => t?.close());

  it('previews a sheet with its errors by row, refuses to save it until every row reads, then saves it', async () => {
    const bad = [
      'date,source,campaign,cost,clicks',
      `${yesterday},google,spring,60,40`,
      `${today},Google,Spring,40,25`,
      '2026-13-01,google,spring,10,',
      `${today},,spring,abc,`,
    ].join('\n');
    const preview = await org.owner.client.post<{ data: CostSheetPreview }>(`${costs}/preview`, { csv: bad });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data).toMatchObject({ rowCount: 2, totalCost: 100, currency: 'EUR' });
    expect(preview.body.data.errors).toEqual([
      { line: 4, column: 'date', message: 'validation.cost_date_invalid' },
      { line: 5, column: 'source', message: 'validation.cost_source_required' },
      { line: 5, column: 'cost', message: 'validation.cost_amount_invalid' },
    ]);
    const refused = await org.owner.client.post<{ message: string; messageKey?: string }>(costs, {
      csv: bad,
      fileName: 'bad.csv',
    });
    expectError(refused, 400, 'VALIDATION_ERROR', 'csv.4.date');
    expect(refused.body.messageKey).toBe('validation.cost_date_invalid');
    const noColumns = await org.owner.client.post<{ message: string; messageKey?: string }>(`${costs}/preview`, {
      csv: 'when,cost\nx,1',
    });
    expectError(noColumns, 400, 'VALIDATION_ERROR', 'csv');
    expect(noColumns.body.messageKey).toBe('validation.cost_sheet_columns');
    expect((await viewer.client.get<PageBody<CostImport>>(costs)).body.data.total).toBe(0);

    const good = bad.split('\n').slice(0, 3).join('\n');
    const saved = await org.owner.client.post<{ data: CostImport }>(costs, { csv: good, fileName: 'google.csv' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({ fileName: 'google.csv', rowCount: 2, totalCost: 100, firstDay: yesterday });
  });

  it('joins the costs with the visits, orders and revenue: cost, CPC, CPA and ROAS by source and campaign', async () => {
    await org.owner.client.post(costs, {
      csv: `date,source,campaign,cost\n${today},facebook,spring,25\n${today},bing,winter,10`,
      fileName: 'more.csv',
    });
    const res = await viewer.client.get<{ data: AdPerformance }>(`${ads}?${range}`);
    expect(res.status, res.text).toBe(200);
    const { data } = res.body;
    expect(data.hasCosts).toBe(true);
    expect(data.rows).toEqual([
      {
        source: 'google',
        campaign: 'spring',
        visitors: 4,
        sessions: 4,
        conversions: 2,
        revenue: 300,
        cost: 100,
        clicks: 65,
        impressions: null,
        cpc: 25,
        cpa: 50,
        roas: 3,
      },
      {
        source: 'facebook',
        campaign: 'spring',
        visitors: 2,
        sessions: 2,
        conversions: 1,
        revenue: 50,
        cost: 25,
        clicks: null,
        impressions: null,
        cpc: 12.5,
        cpa: 25,
        roas: 2,
      },
      // spent, and no visit came
      expect.objectContaining({ source: 'bing', campaign: 'winter', visitors: 0, cost: 10, cpc: null, roas: 0 }),
    ]);
    expect(data.totals).toMatchObject({ visitors: 6, conversions: 3, revenue: 350, cost: 135 });
    expect(data.totals.roas).toBeCloseTo(350 / 135, 10);

    const byCampaign = await viewer.client.get<{ data: AdPerformance }>(`${ads}?${range}&by=campaign`);
    expect(byCampaign.body.data.rows[0]).toMatchObject({
      source: '',
      campaign: 'spring',
      visitors: 6,
      cost: 125,
      roas: 2.8,
    });

    const csv = await viewer.client.get(`${ads}.csv?${range}`);
    expect(csv.status).toBe(200);
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('source,campaign,visitors,sessions,conversions,revenue,cost,clicks,impressions,cpc,cpa,roas');
    expect(lines[1]).toBe('google,spring,4,4,2,300,100,65,,25,50,3');
  });

  it('tracks sales: orders, revenue, conversion rate and average order value, by day and by tagged source', async () => {
    const res = await viewer.client.get<{ data: SalesReport }>(`${ads.replace(/ads$/, 'sales')}?${range}`);
    expect(res.status, res.text).toBe(200);
    const { data } = res.body;
    // seven visits, three with an order: 200 + 100 + 50
    expect(data.totals).toEqual({
      visitors: 7,
      orders: 3,
      revenue: 350,
      conversionRate: 3 / 7,
      averageOrderValue: 350 / 3,
    });
    expect(data.previous).toMatchObject({ orders: 0, revenue: 0 });
    expect(data.trend.reduce((s, b) => s + b.orders, 0)).toBe(3);
    expect(data.trend.reduce((s, b) => s + b.revenue, 0)).toBe(350);
    const sourcesOf = `${ads.replace(/ads$/, 'sales/sources')}?${range}`;
    const sources = await viewer.client.get<PageBody<SalesSource>>(sourcesOf);
    expect(sources.status, sources.text).toBe(200);
    // most revenue first
    expect(sources.body.data.total).toBe(2);
    expect(sources.body.data.items).toEqual([
      {
        source: 'google',
        campaign: 'spring',
        visitors: 4,
        orders: 2,
        revenue: 300,
        conversionRate: 0.5,
        averageOrderValue: 150,
      },
      {
        source: 'facebook',
        campaign: 'spring',
        visitors: 2,
        orders: 1,
        revenue: 50,
        conversionRate: 0.5,
        averageOrderValue: 50,
      },
    ]);
    // paged: one source a page, the next page the next source
    const second = await viewer.client.get<PageBody<SalesSource>>(`${sourcesOf}&pageSize=1&page=2`);
    expect(second.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ source: 'facebook' }] });
    // by any figure, either way: the fewest visitors first
    const fewest = await viewer.client.get<PageBody<SalesSource>>(`${sourcesOf}&sort=visitors&direction=asc`);
    expect(fewest.body.data.items.map((r) => [r.source, r.visitors])).toEqual([
      ['facebook', 2],
      ['google', 4],
    ]);
    expectError(await viewer.client.get(`${sourcesOf}&sort=cost`), 400, 'VALIDATION_ERROR', 'sort');
    const csv = await viewer.client.get(`${ads.replace(/ads$/, 'sales.csv')}?${range}`);
    expect(
      csv.text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      'source,campaign,visitors,orders,revenue,conversion_rate,average_order_value',
      'google,spring,4,2,300,0.5,150',
    ]);
    const csvFewest = await viewer.client.get(
      `${ads.replace(/ads$/, 'sales.csv')}?${range}&sort=visitors&direction=asc`,
    );
    expect(csvFewest.text.split('\r\n')[1]).toBe('facebook,spring,2,1,50,0.5,50');
    const theirs = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics/sites/${site.id}/sales`;
    expectError(await outsider.owner.client.get(theirs), 404, 'NOT_FOUND');
  });

  it('lists and deletes sheets; a viewer may read but not import; another organisation gets 404', async () => {
    expectError(
      await viewer.client.post(costs, { csv: `date,source,campaign,cost\n${today},a,b,1` }),
      403,
      'ACCESS_DENIED',
    );
    const list = await viewer.client.get<PageBody<CostImport>>(`${costs}?page=1&pageSize=1`);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.items.map((i) => i.fileName)).toEqual(['more.csv']);
    const theirs = costs
      .replace(org.orgId, outsider.orgId)
      .replace(org.defaultWorkspaceId, outsider.defaultWorkspaceId);
    expectError(await outsider.owner.client.get(theirs), 404, 'NOT_FOUND');
    expectError(await outsider.owner.client.get(`${theirs.replace(/ad-costs$/, 'ads')}`), 404, 'NOT_FOUND');
    const sheet = list.body.data.items[0];
    expectError(await outsider.owner.client.delete(`${theirs}/${sheet?.id}`), 404, 'NOT_FOUND');
    expect((await org.owner.client.delete(`${costs}/${sheet?.id}`)).status).toBe(200);
    const after = await viewer.client.get<{ data: AdPerformance }>(`${ads}?${range}`);
    expect(after.body.data.rows.map((r) => [r.source, r.cost])).toEqual([
      ['google', 100],
      ['facebook', null],
    ]);
  });
  it("deletes a deleted site's cost sheets and their rows", async () => {
    const doomed = await createSiteOk(org.owner.client, sitesPath(org), webSite({ name: 'Doomed shop' }));
    const sheets = costs.replace(site.id, doomed.id);
    const saved = await org.owner.client.post(sheets, {
      csv: `date,source,campaign,cost\n${today},a,b,1`,
      fileName: 'x.csv',
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await org.owner.client.delete(`${sitesPath(org)}/${doomed.id}`)).status).toBe(200);
    const { adCostImports, adCosts } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    expect(await t.app.db.db.select().from(adCostImports).where(eq(adCostImports.siteId, doomed.id))).toEqual([]);
    expect(await t.app.db.db.select().from(adCosts).where(eq(adCosts.siteId, doomed.id))).toEqual([]);
  });
});
