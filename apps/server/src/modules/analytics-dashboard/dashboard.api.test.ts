import { startOfZonedDay } from '@osm5/shared/analytics/time-buckets';
import type { Dashboard } from '@osm5/shared/schemas/analytics-dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { dashboardDays } from './dashboard.service.ts';

type Body = { data: Dashboard };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`analytics dashboard API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let linksReader: Person;
  let first: string;
  let second: string;
  let siteId: string;
  let outsiderLink: string;
  let path: string;
  // "today" is the UTC day of the run: events sit well inside their days
  const today = startOfZonedDay(Date.now(), 'UTC');
  const at = (daysAgo: number) => (daysAgo === 0 ? today + 1_000 : today - daysAgo * DAY + 12 * HOUR);

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Dashboard Owner'), newOrg(t, 'Dashboard Outsider')]);
    path = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/dashboard`;
    first = (await createOk(org.owner.client, linksPath(org), { ...simple('https://example.com/a'), title: 'First' }))
      .id;
    second = (await createOk(org.owner.client, linksPath(org), simple('https://example.com/b'))).id;
    siteId = (await createSiteOk(org.owner.client, sitesPath(org), webSite({ timeZone: 'UTC', subTimeZone: 'UTC' })))
      .id;
    outsiderLink = (await createOk(outsider.owner.client, linksPath(outsider), simple('https://example.com/x'))).id;
    const role = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/roles`, {
      name: 'Links reader',
      privileges: ['links:read'],
    });
    expect(role.status, role.text).toBe(200);
    linksReader = await join(t, org, 'ORG_USER', { customRoleId: role.body.data.id });

    const common = { tenant_id: org.orgId, workspace_id: org.defaultWorkspaceId };
    const click = (itemId: string, daysAgo: number, visitor: string, trigger: 'link' | 'qr' = 'link') => ({
      ...common,
      item_id: itemId,
      type: 'click' as const,
      trigger,
      time: at(daysAgo),
      visitor_id: visitor,
    });
    const view = (daysAgo: number, visitor: string) => ({
      ...common,
      item_id: siteId,
      type: 'pageview' as const,
      trigger: 'web' as const,
      time: at(daysAgo),
      visitor_id: visitor,
      session_id: `${visitor}-${daysAgo}`,
      path: '/',
    });
    t.app.events.writer.append([
      click(first, 0, 'c1'),
      click(first, 0, 'c2', 'qr'),
      click(first, 1, 'c1'),
      click(first, 9, 'c3'),
      click(first, 10, 'c3'),
      click(first, 11, 'c3'),
      // older than the two weeks
      click(first, 20, 'c4'),
      click(second, 3, 'c5'),
      // the same visitor today and yesterday: two daily visitors, one over the week
      view(0, 'v1'),
      view(0, 'v2'),
      view(1, 'v1'),
      view(8, 'v3'),
      // another organisation's click, in a workspace and on an item id the query never names
      {
        tenant_id: outsider.orgId,
        workspace_id: outsider.defaultWorkspaceId,
        item_id: outsiderLink,
        type: 'click',
        trigger: 'link',
        time: at(0),
        visitor_id: 'x1',
      },
    ]);
    await t.app.events.writer.flush();
  });
  afterAll(() => t?.close());

  it("gives the links' clicks today, yesterday, this week against the last, the trend, the top and each link", async () => {
    const res = await org.owner.client.get<Body>(`${path}?type=surl`);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.metric).toBe('clicks');
    expect(d.days).toHaveLength(14);
    expect(d.days.at(-1)).toBe(new Date(today).toISOString().slice(0, 10));
    expect(d.figures).toEqual({ today: 2, yesterday: 1, last7: 4, previous7: 3 });
    expect(d.trend).toHaveLength(14);
    expect(d.trend.reduce((a, b) => a + b, 0)).toBe(7);
    expect(d.top).toEqual([
      { id: first, name: 'First', value: 3 },
      { id: second, name: expect.stringMatching(/\//), value: 1 },
    ]);
    expect(d.total).toBe(2);
    // newest first: the second link, then the first
    expect(d.items.map((i) => i.id)).toEqual([second, first]);
    expect(d.items[1]?.figures).toEqual({ today: 2, yesterday: 1, last7: 3, previous7: 3 });
    expect(d.items[1]?.trend.slice(-2)).toEqual([1, 2]);
    expect(d.items[0]?.figures).toEqual({ today: 0, yesterday: 0, last7: 1, previous7: 0 });
  });

  it("counts a site's visitors once over the week, not once a day", async () => {
    const res = await org.owner.client.get<Body>(`${path}?type=analytics`);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.metric).toBe('visitors');
    expect(d.figures).toEqual({ today: 2, yesterday: 1, last7: 2, previous7: 1 });
    expect(d.items).toEqual([
      {
        id: siteId,
        name: expect.any(String),
        figures: { today: 2, yesterday: 1, last7: 2, previous7: 1 },
        trend: expect.any(Array),
      },
    ]);
    expect(d.top.map((i) => i.id)).toEqual([siteId]);
  });

  it('pages the items, and reads "today" in the time zone asked for', async () => {
    const page = await org.owner.client.get<Body>(`${path}?type=surl&page=2&pageSize=1`);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.items.map((i) => i.id)).toEqual([first]);
    expect(page.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    const zoned = await org.owner.client.get<Body>(`${path}?type=surl&timeZone=Asia/Tokyo`);
    expect(zoned.status, zoned.text).toBe(200);
    expect(zoned.body.data.timeZone).toBe('Asia/Tokyo');
    expect(zoned.body.data.days).toEqual(dashboardDays(Date.now(), 'Asia/Tokyo').days);
    expectError(
      await org.owner.client.get(`${path}?type=surl&timeZone=Mars/Base`),
      400,
      'VALIDATION_ERROR',
      'timeZone',
    );
    expectError(await org.owner.client.get(`${path}?type=nope`), 400, 'VALIDATION_ERROR', 'type');
    expectError(await org.owner.client.get(`${path}?type=surl&pageSize=51`), 400, 'VALIDATION_ERROR', 'pageSize');
  });

  it("keeps each organisation to its own numbers, and answers 404 for another's workspace", async () => {
    expectError(await outsider.owner.client.get(`${path}?type=surl`), 404, 'NOT_FOUND');
    const own = await outsider.owner.client.get<Body>(
      `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics/dashboard?type=surl`,
    );
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.figures).toEqual({ today: 1, yesterday: 0, last7: 1, previous7: 0 });
    expect(own.body.data.items.map((i) => i.id)).toEqual([outsiderLink]);
    // the other organisation's workspace id under one's own organisation is no way in either
    expectError(
      await outsider.owner.client.get(
        `/api/orgs/${outsider.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/dashboard?type=surl`,
      ),
      404,
      'NOT_FOUND',
    );
  });

  it('gives links to a member who reads links, and refuses sites without analytics:read', async () => {
    const links = await linksReader.client.get<Body>(`${path}?type=surl`);
    expect(links.status, links.text).toBe(200);
    expect(links.body.data.figures.last7).toBe(4);
    expectError(await linksReader.client.get(`${path}?type=analytics`), 403, 'ACCESS_DENIED');
  });
});
