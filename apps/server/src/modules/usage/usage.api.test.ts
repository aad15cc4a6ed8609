import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { organizations } from '../../db/schema.ts';
import { insertSite, sendBatch } from '../ingestion/ingestion-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { flushAll, UA, visit } from '../redirect/redirect-test-helpers.ts';

interface Report {
  month: string;
  current: boolean;
  plan: string;
  limits: { key: string; used: number; limit: number | null; counts: string }[];
  totals: { trackedEvents: number; clicks: number; newLinks: number; aiMessages: number };
  byDay: { date: string; trackedEvents: number; clicks: number; newLinks: number }[];
  byWorkspace: {
    items: {
      workspaceId: string;
      name: string;
      trackedEvents: number;
      newLinks: number;
      links: number;
      sites: number;
    }[];
    total: number;
    page: number;
    pageSize: number;
  };
}

const today = () => new Date().toISOString().slice(0, 10);

describe(`usage report and the tracked-events limit (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let stranger: Org;
  let viewer: Person;
  const usagePath = (o: Org = org, query = '') => `/api/orgs/${o.orgId}/usage${query}`;
  const report = async (o: Org = org, query = '') => {
    const res = await o.owner.client.get<{ data: Report }>(usagePath(o, query));
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Usage Owner');
    stranger = await newOrg(t, 'Usage Stranger');
    viewer = await join(t, org, 'ORG_VIEWER');
  });
  afterAll(() => t?.close());

  it('counts tracked events (web events and human clicks), new links and items, by day and by workspace', async () => {
    const site = await insertSite(t, org, { kind: 'mobile' });
    const batch = await sendBatch(t, {
      site: site.id,
      events: [
        { type: 'screenview', screen: 'Home' },
        { type: 'screenview', screen: 'Cart' },
        { type: 'custom', name: 'signup' },
      ],
    });
    expect(batch.status).toBe(202);
    const link = await createOk(
      org.owner.client,
      linksPath(org),
      simple('https://example.com/usage', { slug: 'usage1' }),
    );
    expect((await visit(t, `/${link.slug}`, { ua: UA.windowsChrome })).status).toBe(302);
    // a script's click is stored as a bot's: never counted
    expect((await visit(t, `/${link.slug}`, { ua: 'curl/8.5.0' })).status).toBe(302);
    await flushAll(t);

    const r = await report();
    expect(r).toMatchObject({ month: today().slice(0, 7), current: true, plan: 'enterprise' });
    expect(r.totals).toEqual({ trackedEvents: 4, clicks: 1, newLinks: 1, aiMessages: 0 });
    expect(r.byDay.at(-1)).toMatchObject({ date: today(), trackedEvents: 4, clicks: 1, newLinks: 1 });
    expect(r.byDay).toHaveLength(Number(today().slice(8)));
    expect(r.byWorkspace.items).toEqual([
      expect.objectContaining({
        workspaceId: org.defaultWorkspaceId,
        trackedEvents: 4,
        newLinks: 1,
        links: 1,
        sites: 1,
      }),
    ]);
    const limits = Object.fromEntries(r.limits.map((l) => [l.key, l]));
    expect(limits.trackedEventsPerMonth).toEqual({
      key: 'trackedEventsPerMonth',
      used: 4,
      limit: null,
      counts: 'period',
    });
    expect(limits.sites).toMatchObject({ used: 1, counts: 'now' });
    expect(limits.workspaces).toMatchObject({ used: 1 });
    expect(limits.members).toMatchObject({ used: 2 });

    // another organisation's figures are its own
    expect((await report(stranger)).totals.trackedEvents).toBe(0);
  });

  it('reads the limits of the plan, pages the workspaces and reads a past month', async () => {
    await t.app.db.db.update(organizations).set({ plan: 'pro' }).where(eq(organizations.id, org.orgId));
    const r = await report(org, '?pageSize=1&page=1');
    expect(r.plan).toBe('pro');
    expect(r.limits.find((l) => l.key === 'trackedEventsPerMonth')?.limit).toBe(500_000);
    expect(r.limits.find((l) => l.key === 'customDomains')).toMatchObject({ used: 0, limit: 3 });
    expect(r.byWorkspace).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    const empty = await report(org, '?page=2&pageSize=1');
    expect(empty.byWorkspace.items).toEqual([]);
    await t.app.db.db.update(organizations).set({ plan: 'enterprise' }).where(eq(organizations.id, org.orgId));

    const past = await report(org, '?month=2025-02');
    expect(past).toMatchObject({ month: '2025-02', current: false });
    expect(past.byDay).toHaveLength(28);
    expect(past.totals).toEqual({ trackedEvents: 0, clicks: 0, newLinks: 0, aiMessages: 0 });
  });

  it('exports the month as CSV by day and by workspace', async () => {
    const byDay = await org.owner.client.get(usagePath(org, '.csv'));
    expect(byDay.status, byDay.text).toBe(200);
    expect(byDay.headers.get('content-type')).toContain('text/csv');
    expect(byDay.headers.get('content-disposition')).toContain(`usage-${today().slice(0, 7)}-by-day.csv`);
    const lines = byDay.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('date,tracked_events,link_clicks,new_links,osm5gpt_questions');
    expect(lines.at(-1)).toBe(`${today()},4,1,1,0`);
    const byWs = await org.owner.client.get(usagePath(org, '.csv?by=workspace'));
    expect(byWs.text).toContain(`${org.defaultWorkspaceId},`);
    expect(byWs.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('refuses a bad or future month, another organisation (404) and a member without billing:read (403)', async () => {
    expectError(await org.owner.client.get(usagePath(org, '?month=2025-13')), 400, 'VALIDATION_ERROR', 'month');
    expectError(await org.owner.client.get(usagePath(org, '?month=2999-01')), 400, 'VALIDATION_ERROR', 'month');
    expectError(await stranger.owner.client.get(usagePath(org)), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.get(usagePath(org, '.csv')), 404, 'NOT_FOUND');
    expectError(await viewer.client.get(usagePath(org)), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.get(usagePath(org, '.csv')), 403, 'ACCESS_DENIED');
  });

  it('refuses events past the monthly limit with PLAN_LIMIT, still redirects clicks without storing them, and lifts on upgrade', async () => {
    const free = await newOrg(t, 'Free Owner');
    await t.app.db.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, free.orgId));
    const site = await insertSite(t, free, { kind: 'mobile' });
    const link = await createOk(free.owner.client, linksPath(free), simple('https://example.com/free'));
    // the month's 10,000 events, stored as ingestion would
    const now = Date.now();
    t.app.events.writer.append(
      Array.from({ length: 9_999 }, (_, i) => ({
        tenant_id: free.orgId,
        workspace_id: free.defaultWorkspaceId,
        item_id: site.id,
        type: 'screenview' as const,
        trigger: 'mobile' as const,
        time: now - i,
      })),
    );
    await flushAll(t);
    await t.app.usage.quota.refresh(free.orgId);

    // one more fits; then the month is full
    const last = await sendBatch(t, { site: site.id, events: [{ type: 'screenview', screen: 'Last' }] });
    expect(last.status).toBe(202);
    const over = await sendBatch(t, { site: site.id, events: [{ type: 'screenview', screen: 'Over' }] });
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({ status: false, code: 'PLAN_LIMIT', field: 'trackedEventsPerMonth' });
    expect((await visit(t, `/${link.slug}`)).status).toBe(302);
    await flushAll(t);
    const r = await report(free);
    expect(r.totals).toMatchObject({ trackedEvents: 10_000, clicks: 0 });
    expect(r.limits.find((l) => l.key === 'trackedEventsPerMonth')).toMatchObject({ used: 10_000, limit: 10_000 });

    await t.app.db.db.update(organizations).set({ plan: 'pro' }).where(eq(organizations.id, free.orgId));
    await t.app.usage.quota.refresh(free.orgId);
    const lifted = await sendBatch(t, { site: site.id, events: [{ type: 'screenview', screen: 'Pro' }] });
    expect(lifted.status).toBe(202);
    expect((await visit(t, `/${link.slug}`)).status).toBe(302);
    await flushAll(t);
    expect((await report(free)).totals).toMatchObject({ trackedEvents: 10_002, clicks: 1 });
  });
});
