import type { GoalOverview, GoalSource, KpiProgress, SiteGoal, SiteKpi } from '@osm5/shared/schemas/analytics-goals';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`analytics goals and KPIs (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  let site: Site;
  let goals: string;
  let kpis: string;
  const now = Date.now();

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Goal Owner'), newOrg(t, 'Goal Outsider')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    site = await createSiteOk(org.owner.client, sitesPath(org), webSite({ timeZone: 'UTC', subTimeZone: 'UTC' }));
    goals = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${site.id}/goals`;
    kpis = goals.replace(/goals$/, 'kpis');
    const common = {
      tenant_id: org.orgId,
      workspace_id: org.defaultWorkspaceId,
      item_id: site.id,
      trigger: 'web' as const,
    };
    const page = (visitor: string, path: string, ago: number, extra: object = {}) => ({
      ...common,
      type: 'pageview' as const,
      time: now - ago,
      visitor_id: visitor,
      session_id: `s-${visitor}`,
      path,
      ...extra,
    });
    // a visit's events all carry the tags of the landing that brought it, as the ingestion stores them
    const spring = { utm_source: 'google', utm_campaign: 'spring' };
    t.app.events.writer.append([
      // this period: four visits; two see /thanks, one sends signup and orders 120, one orders 30
      page('a', '/', 2 * HOUR, spring),
      page('a', '/thanks', 2 * HOUR - 60_000, spring),
      {
        ...common,
        ...spring,
        type: 'custom',
        time: now - 2 * HOUR + 90_000,
        visitor_id: 'a',
        session_id: 's-a',
        event_name: 'signup',
        props: JSON.stringify({ plan: 'pro', seats: 3 }),
      },
      {
        ...common,
        ...spring,
        type: 'ecommerce',
        time: now - 2 * HOUR + 120_000,
        visitor_id: 'a',
        session_id: 's-a',
        revenue: 120,
      },
      page('b', '/blog/one', 3 * HOUR),
      page('b', '/thanks', 3 * HOUR - 60_000),
      page('c', '/', 4 * HOUR),
      { ...common, type: 'ecommerce', time: now - 4 * HOUR + 60_000, visitor_id: 'c', session_id: 's-c', revenue: 30 },
      page('d', '/pricing', 5 * HOUR),
      // the previous 30 days: one visit that saw /thanks
      page('old', '/thanks', 40 * DAY),
    ]);
    await t.app.events.writer.flush();
  });
  afterAll(() => t?.close());

  it('adds, lists (paginated), reads, edits and deletes goals; a viewer reads but may not change them', async () => {
    const thanks = await org.owner.client.post<{ data: SiteGoal }>(goals, {
      kind: 'page',
      name: 'Thank-you page',
      path: '/thanks',
      value: 5,
    });
    expect(thanks.status, thanks.text).toBe(200);
    expect(thanks.body.data).toMatchObject({ kind: 'page', path: '/thanks', eventName: null, value: 5 });
    const signup = await org.owner.client.post<{ data: SiteGoal }>(goals, {
      kind: 'event',
      name: 'Sign-up',
      eventName: 'signup',
      path: '/ignored',
    });
    expect(signup.body.data).toMatchObject({ kind: 'event', eventName: 'signup', path: null, value: null });
    const orders = await org.owner.client.post<{ data: SiteGoal }>(goals, { kind: 'revenue', name: 'Orders' });
    expect(orders.status, orders.text).toBe(200);

    const first = await viewer.client.get<PageBody<SiteGoal>>(`${goals}?page=1&pageSize=2`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.items.map((g) => g.name)).toEqual(['Thank-you page', 'Sign-up']);
    const second = await viewer.client.get<PageBody<SiteGoal>>(`${goals}?page=2&pageSize=2`);
    expect(second.body.data.items.map((g) => g.name)).toEqual(['Orders']);

    const edited = await org.owner.client.put<{ data: SiteGoal }>(`${goals}/${signup.body.data.id}`, {
      kind: 'event',
      name: 'Signed up',
      eventName: 'signup',
    });
    expect(edited.body.data.name).toBe('Signed up');
    expect((await viewer.client.get<{ data: SiteGoal }>(`${goals}/${signup.body.data.id}`)).body.data.name).toBe(
      'Signed up',
    );

    expectError(await viewer.client.post(goals, { kind: 'revenue', name: 'Nope' }), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.delete(`${goals}/${orders.body.data.id}`), 403, 'ACCESS_DENIED');
    const removed = await org.owner.client.post<{ data: SiteGoal }>(goals, { kind: 'revenue', name: 'Temp' });
    expect((await org.owner.client.delete(`${goals}/${removed.body.data.id}`)).status).toBe(200);
    expectError(await org.owner.client.get(`${goals}/${removed.body.data.id}`), 404, 'NOT_FOUND');
  });

  it('refuses a goal without what it needs, naming the field and the message key', async () => {
    const bad = async (body: object, field: string, message: string) => {
      const res = await org.owner.client.post<{ message: string; messageKey?: string }>(goals, body);
      expectError(res, 400, 'VALIDATION_ERROR', field);
      expect(res.body.messageKey).toBe(message);
    };
    await bad({ kind: 'page', name: 'No path', path: 'thanks' }, 'path', 'validation.goal_path_invalid');
    await bad({ kind: 'page', name: 'Star inside', path: '/a*/b' }, 'path', 'validation.goal_path_invalid');
    await bad({ kind: 'event', name: 'No event', eventName: ' ' }, 'eventName', 'validation.goal_event_required');
    await bad({ kind: 'revenue', name: '' }, 'name', 'validation.name_required');
    await bad({ kind: 'revenue', name: 'Negative', value: -1 }, 'value', 'validation.goal_value_invalid');
    await bad({ kind: 'nope', name: 'Kind' }, 'kind', 'validation.goal_kind_invalid');
  });

  it("answers 404 for another organisation's site and goals, and to a site of another workspace", async () => {
    const theirs = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics/sites/${site.id}/goals`;
    expectError(await outsider.owner.client.get(theirs), 404, 'NOT_FOUND');
    expectError(await outsider.owner.client.post(theirs, { kind: 'revenue', name: 'Mine' }), 404, 'NOT_FOUND');
    expectError(await outsider.owner.client.get(`${theirs}/overview`), 404, 'NOT_FOUND');
    expectError(await outsider.owner.client.get(theirs.replace(/goals$/, 'kpis/progress')), 404, 'NOT_FOUND');
    const [goal] = (await org.owner.client.get<PageBody<SiteGoal>>(goals)).body.data.items;
    const ownSite = await createSiteOk(outsider.owner.client, sitesPath(outsider), webSite());
    const ownGoals = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics/sites/${ownSite.id}/goals`;
    expectError(await outsider.owner.client.get(`${ownGoals}/${goal?.id}`), 404, 'NOT_FOUND');
    expectError(await outsider.owner.client.delete(`${ownGoals}/${goal?.id}`), 404, 'NOT_FOUND');
  });

  it("counts each goal's conversions, rate, the converting visits' revenue and the value, against the previous period", async () => {
    const res = await viewer.client.get<{ data: GoalOverview }>(`${goals}/overview`);
    expect(res.status, res.text).toBe(200);
    const { data } = res.body;
    expect(data.visitors).toBe(4);
    expect(data.currency).toBe('EUR');
    const byName = Object.fromEntries(data.goals.map((g) => [g.goal.name, g]));
    expect(byName['Thank-you page']?.current).toEqual({ conversions: 2, conversionRate: 0.5, revenue: 120, value: 10 });
    expect(byName['Thank-you page']?.previous).toMatchObject({ conversions: 1, conversionRate: 1, value: 5 });
    expect(byName['Signed up']?.current).toEqual({ conversions: 1, conversionRate: 0.25, revenue: 120, value: null });
    expect(byName.Orders?.current).toEqual({ conversions: 2, conversionRate: 0.5, revenue: 150, value: null });
    const sources = await viewer.client.get<PageBody<GoalSource>>(
      `${goals}/${byName['Thank-you page']?.goal.id}/sources`,
    );
    expect(sources.status, sources.text).toBe(200);
    // the visit from google's spring campaign reached /thanks two pages later
    expect(sources.body.data).toEqual({
      items: [{ source: 'google', campaign: 'spring', visitors: 1, conversions: 1, conversionRate: 1 }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    // sorted by any of its figures, either way; not by what it does not show
    const sourcesOf = `${goals}/${byName['Thank-you page']?.goal.id}/sources`;
    const byRate = await viewer.client.get<PageBody<GoalSource>>(`${sourcesOf}?sort=conversionRate&direction=asc`);
    expect(byRate.status, byRate.text).toBe(200);
    expect(byRate.body.data.items.map((r) => r.campaign)).toEqual(['spring']);
    expectError(await viewer.client.get(`${sourcesOf}?sort=revenue`), 400, 'VALIDATION_ERROR', 'sort');
    const trend = byName['Thank-you page']?.trend ?? [];
    expect(trend.length).toBeGreaterThanOrEqual(30);
    expect(trend.reduce((sum, b) => sum + b.conversions, 0)).toBe(2);
  });

  it("counts the goals within the reports' segment (whole visits) and filters (single events)", async () => {
    const read = async (selection: Record<string, unknown>, goalName?: string) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(selection)) params.set(key, JSON.stringify(value));
      const res = await viewer.client.get<{ data: GoalOverview }>(`${goals}/overview?${params}`);
      expect(res.status, res.text).toBe(200);
      const byName = Object.fromEntries(res.body.data.goals.map((g) => [g.goal.name, g]));
      if (!goalName) return { data: res.body.data, byName, rows: [] };
      const sources = await viewer.client.get<PageBody<GoalSource>>(
        `${goals}/${byName[goalName]?.goal.id}/sources?${params}`,
      );
      expect(sources.status, sources.text).toBe(200);
      return { data: res.body.data, byName, rows: sources.body.data.items };
    };
    // the visits that landed on /: a (google, /thanks, ordered 120) and c (ordered 30)
    const landed = await read({ segment: [{ dimension: 'path', op: 'eq', value: '/' }] }, 'Thank-you page');
    expect(landed.data.visitors).toBe(2);
    expect(landed.byName['Thank-you page']?.current).toMatchObject({ conversions: 1, conversionRate: 0.5 });
    // the earlier visit to /thanks did not land on /
    expect(landed.byName['Thank-you page']?.previous).toMatchObject({ conversions: 0 });
    expect(landed.byName.Orders?.current).toMatchObject({ conversions: 2, revenue: 150 });
    expect(landed.rows).toEqual([
      { source: 'google', campaign: 'spring', visitors: 1, conversions: 1, conversionRate: 1 },
    ]);
    // the blog's one visit reached /thanks too, but came through no campaign
    const readers = await read(
      { segment: [{ dimension: 'path', op: 'starts_with', value: '/blog' }] },
      'Thank-you page',
    );
    expect(readers.byName['Thank-you page']?.current).toMatchObject({ conversions: 1, conversionRate: 1 });
    expect(readers.rows).toEqual([]);
    // a filter keeps single events: the blog's page view alone, so nothing reached /thanks
    const blogPages = await read({ filters: [{ dimension: 'path', op: 'starts_with', value: '/blog' }] });
    expect(blogPages.data.visitors).toBe(1);
    expect(blogPages.byName['Thank-you page']?.current).toMatchObject({ conversions: 0 });
    expectError(await viewer.client.get(`${goals}/overview?segment=not-json`), 400, 'VALIDATION_ERROR');
  });

  it('counts an event goal only with its property, and a revenue goal only from its minimum order', async () => {
    const add = async (body: object) => {
      const res = await org.owner.client.post<{ data: SiteGoal }>(goals, body);
      expect(res.status, res.text).toBe(200);
      return res.body.data;
    };
    const pro = await add({
      kind: 'event',
      name: 'Pro sign-up',
      eventName: 'signup',
      propertyKey: 'plan',
      propertyValue: 'pro',
    });
    expect(pro).toMatchObject({ propertyKey: 'plan', propertyValue: 'pro', minRevenue: null });
    const seats = await add({
      kind: 'event',
      name: 'Three seats',
      eventName: 'signup',
      propertyKey: 'seats',
      propertyValue: '3',
    });
    const free = await add({
      kind: 'event',
      name: 'Free sign-up',
      eventName: 'signup',
      propertyKey: 'plan',
      propertyValue: 'free',
    });
    const big = await add({ kind: 'revenue', name: 'Big orders', minRevenue: 100, propertyKey: 'ignored' });
    expect(big).toMatchObject({ minRevenue: 100, propertyKey: null });
    const res = await viewer.client.get<{ data: GoalOverview }>(`${goals}/overview`);
    const byName = Object.fromEntries(res.body.data.goals.map((g) => [g.goal.name, g.current]));
    expect(byName['Pro sign-up']).toMatchObject({ conversions: 1, conversionRate: 0.25 });
    expect(byName['Three seats']).toMatchObject({ conversions: 1 });
    expect(byName['Free sign-up']).toMatchObject({ conversions: 0, conversionRate: 0 });
    // visit a ordered 120, visit c only 30
    expect(byName['Big orders']).toMatchObject({ conversions: 1, conversionRate: 0.25 });
    // the revenue of the converting visits only: a's 120, not c's 30
    expect(byName['Big orders']?.revenue).toBe(120);
    expect(byName['Free sign-up']?.revenue).toBe(0);

    const bad = async (body: object, field: string, message: string) => {
      const answer = await org.owner.client.post<{ messageKey?: string }>(goals, body);
      expectError(answer, 400, 'VALIDATION_ERROR', field);
      expect(answer.body.messageKey).toBe(message);
    };
    const event = { kind: 'event', name: 'Bad goal', eventName: 'signup' };
    await bad({ ...event, propertyKey: 'plan' }, 'propertyValue', 'validation.goal_property_value_required');
    await bad({ ...event, propertyValue: 'pro' }, 'propertyKey', 'validation.goal_property_invalid');
    await bad(
      { ...event, propertyKey: 'a b', propertyValue: 'pro' },
      'propertyKey',
      'validation.goal_property_invalid',
    );
    await bad(
      { kind: 'revenue', name: 'Bad goal', minRevenue: -5 },
      'minRevenue',
      'validation.goal_min_revenue_invalid',
    );
    for (const g of [pro, seats, free, big])
      expect((await org.owner.client.delete(`${goals}/${g.id}`)).status).toBe(200);
  });

  it('sets KPI targets and shows their progress with a projection; refuses a rate above 1 and a goal of another site', async () => {
    const [thanks] = (await org.owner.client.get<PageBody<SiteGoal>>(goals)).body.data.items;
    const visitors = await org.owner.client.post<{ data: SiteKpi }>(kpis, {
      metric: 'visitors',
      target: 100,
      period: 'custom',
      startDate: new Date(now - 2 * DAY).toISOString().slice(0, 10),
      endDate: new Date(now + 7 * DAY).toISOString().slice(0, 10),
    });
    expect(visitors.status, visitors.text).toBe(200);
    const rate = await org.owner.client.post<{ data: SiteKpi }>(kpis, {
      metric: 'conversion_rate',
      goalId: thanks?.id,
      target: 0.6,
      period: 'month',
    });
    expect(rate.body.data).toMatchObject({ goalName: 'Thank-you page', period: 'month', startDate: null });

    const progress = await viewer.client.get<{ data: KpiProgress[] }>(`${kpis}/progress`);
    expect(progress.status, progress.text).toBe(200);
    const [p1, p2] = progress.body.data;
    expect(p1?.actual).toBe(4);
    expect(p1?.elapsed).toBeGreaterThan(0.1);
    expect(p1?.elapsed).toBeLessThan(0.4);
    expect(p1?.projection).toBeCloseTo(4 / (p1?.elapsed ?? 1), 6);
    // all four visits of the seed may fall in this month, or only some when it began hours ago
    expect(p2?.projection).toBe(p2?.actual);

    const bad = async (body: object, field: string, message: string) => {
      const res = await org.owner.client.post<{ message: string; messageKey?: string }>(kpis, body);
      expectError(res, 400, 'VALIDATION_ERROR', field);
      expect(res.body.messageKey).toBe(message);
    };
    await bad(
      { metric: 'conversion_rate', goalId: thanks?.id, target: 60, period: 'month' },
      'target',
      'validation.kpi_rate_invalid',
    );
    await bad({ metric: 'conversions', target: 5, period: 'month' }, 'goalId', 'validation.kpi_goal_required');
    await bad(
      { metric: 'visitors', target: 5, period: 'custom', startDate: '2026-02-10', endDate: '2026-02-01' },
      'endDate',
      'validation.kpi_dates_invalid',
    );
    await bad({ metric: 'visitors', target: 0, period: 'month' }, 'target', 'validation.kpi_target_invalid');
    const otherSite = await createSiteOk(org.owner.client, sitesPath(org), webSite({ name: 'Other' }));
    const otherKpis = kpis.replace(site.id, otherSite.id);
    const foreign = await org.owner.client.post<{ message: string; messageKey?: string }>(otherKpis, {
      metric: 'conversions',
      goalId: thanks?.id,
      target: 5,
      period: 'quarter',
    });
    expectError(foreign, 400, 'VALIDATION_ERROR', 'goalId');

    expectError(
      await viewer.client.post(kpis, { metric: 'visitors', target: 5, period: 'month' }),
      403,
      'ACCESS_DENIED',
    );
    const edited = await org.owner.client.put<{ data: SiteKpi }>(`${kpis}/${visitors.body.data.id}`, {
      metric: 'orders',
      target: 10,
      period: 'quarter',
    });
    expect(edited.body.data).toMatchObject({ metric: 'orders', period: 'quarter', startDate: null, goalId: null });
    const listed = await viewer.client.get<PageBody<SiteKpi>>(kpis);
    expect(listed.body.data.total).toBe(2);
    expect((await org.owner.client.delete(`${kpis}/${visitors.body.data.id}`)).status).toBe(200);
    expect((await viewer.client.get<PageBody<SiteKpi>>(kpis)).body.data.total).toBe(1);
  });

  it('deletes the KPI targets of a deleted goal, and every goal and target of a deleted site', async () => {
    const temp = await org.owner.client.post<{ data: SiteGoal }>(goals, {
      kind: 'event',
      name: 'Temp',
      eventName: 'x',
    });
    await org.owner.client.post(kpis, { metric: 'conversions', goalId: temp.body.data.id, target: 3, period: 'month' });
    expect((await org.owner.client.get<PageBody<SiteKpi>>(kpis)).body.data.total).toBe(2);
    await org.owner.client.delete(`${goals}/${temp.body.data.id}`);
    expect((await org.owner.client.get<PageBody<SiteKpi>>(kpis)).body.data.total).toBe(1);

    const doomed = await createSiteOk(org.owner.client, sitesPath(org), webSite({ name: 'Doomed' }));
    const doomedGoals = goals.replace(site.id, doomed.id);
    const g = await org.owner.client.post<{ data: SiteGoal }>(doomedGoals, { kind: 'revenue', name: 'Sales' });
    expect(g.status, g.text).toBe(200);
    expect((await org.owner.client.delete(`${sitesPath(org)}/${doomed.id}`)).status).toBe(200);
    expectError(await org.owner.client.get(doomedGoals), 404, 'NOT_FOUND');
    const { analyticsGoals } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    expect(await t.app.db.db.select().from(analyticsGoals).where(eq(analyticsGoals.siteId, doomed.id))).toEqual([]);
  });
});
