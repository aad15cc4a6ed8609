import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { VisitLog, VisitorList, VisitorProfile } from '@osm5/shared/schemas/visit-log';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';

const HOUR = 3_600_000;

describe(`visitor log and profiles API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  let site: Site;
  let linkId: string;
  let base: string;
  const now = Date.now();
  const from = new Date(now - 7 * 24 * HOUR).toISOString();
  const to = new Date(now + HOUR).toISOString();
  const params = (extra: Record<string, string>) => new URLSearchParams({ from, to, ...extra });

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Log Owner'), newOrg(t, 'Log Outsider')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    base = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics`;
    site = await createSiteOk(org.owner.client, sitesPath(org), webSite({ timeZone: 'UTC', subTimeZone: 'UTC' }));
    linkId = (await createOk(org.owner.client, linksPath(org), simple('https://example.com/a'))).id;
    const common = { tenant_id: org.orgId, workspace_id: org.defaultWorkspaceId };
    const visit = (visitor: string, session: string, paths: string[], country: string, ago: number) =>
      paths.map((path, i) => ({
        ...common,
        item_id: site.id,
        type: 'pageview' as const,
        trigger: 'web' as const,
        time: now - ago + i * 60_000,
        visitor_id: visitor,
        session_id: session,
        path,
        country,
        city: country === 'FR' ? 'Lyon' : 'Boston',
        device_type: country === 'FR' ? 'mobile' : 'desktop',
        channel: country === 'FR' ? 'social' : 'direct',
        referrer_host: country === 'FR' ? 'facebook.com' : '',
      }));
    t.app.events.writer.append([
      // v1 came twice (returning the second time), the second visit with a signup
      ...visit('visitor-one', 's1a', ['/', '/pricing'], 'FR', 5 * HOUR),
      ...visit('visitor-one', 's1b', ['/pricing', '/signup'], 'FR', 2 * HOUR),
      {
        ...common,
        item_id: site.id,
        type: 'custom',
        trigger: 'web',
        time: now - 2 * HOUR + 90_000,
        visitor_id: 'visitor-one',
        session_id: 's1b',
        event_name: 'signup',
        country: 'FR',
      },
      ...visit('visitor-two', 's2', ['/'], 'US', 3 * HOUR),
      ...visit('visitor-three', 's3', ['/blog'], 'US', 4 * HOUR),
      { ...common, item_id: linkId, type: 'click', trigger: 'link', time: now - HOUR, visitor_id: 'c1', country: 'DE' },
      {
        ...common,
        item_id: linkId,
        type: 'click',
        trigger: 'qr',
        time: now - HOUR + 1000,
        visitor_id: 'c1',
        country: 'DE',
        destination: 'https://example.com/b',
      },
    ]);
    await t.app.events.writer.flush();
  });
  afterAll(() => t?.close());

  it('lists the visits newest first with their events, filtered and page by page, and as CSV', async () => {
    const res = await viewer.client.get<{ data: VisitLog }>(
      `${base}/visits?${params({ type: 'analytics', id: site.id })}`,
    );
    expect(res.status, res.text).toBe(200);
    const log = res.body.data;
    expect(log.total).toBe(4);
    expect(log.visits.map((v) => [v.id, v.visitorType, v.pageviews, v.events, v.entryPage, v.exitPage])).toEqual([
      ['s1b', 'returning', 2, 3, '/pricing', '/signup'],
      ['s2', 'new', 1, 1, '/', '/'],
      ['s3', 'new', 1, 1, '/blog', '/blog'],
      ['s1a', 'new', 2, 2, '/', '/pricing'],
    ]);
    const [latest] = log.visits;
    expect(latest).toMatchObject({
      visitorId: 'visitor-one',
      country: 'FR',
      city: 'Lyon',
      deviceType: 'mobile',
      channel: 'social',
      referrerHost: 'facebook.com',
      durationSeconds: 90,
    });
    expect(latest?.timeline.map((e) => [e.type, e.path || e.eventName])).toEqual([
      ['pageview', '/pricing'],
      ['pageview', '/signup'],
      ['custom', 'signup'],
    ]);
    // filters pick whole visits: a visit that saw /signup, shown with all its pages
    const filters = JSON.stringify([{ dimension: 'path', op: 'eq', value: '/signup' }]);
    const picked = await viewer.client.get<{ data: VisitLog }>(
      `${base}/visits?${params({ type: 'analytics', id: site.id, filters })}`,
    );
    expect(picked.body.data.visits.map((v) => [v.id, v.events])).toEqual([['s1b', 3]]);
    const second = await viewer.client.get<{ data: VisitLog }>(
      `${base}/visits?${params({ type: 'analytics', id: site.id, page: '2', pageSize: '3' })}`,
    );
    expect(second.body.data).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.body.data.visits.map((v) => v.id)).toEqual(['s1a']);
    const csv = await viewer.client.get(`${base}/visits.csv?${params({ type: 'analytics', id: site.id })}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toContain('start,end,durationSeconds,visitorId,visitorType');
    expect(lines).toHaveLength(5);
  });

  it("lists a link's visits as a visitor's clicks, destinations as pages", async () => {
    const res = await viewer.client.get<{ data: VisitLog }>(`${base}/visits?${params({ type: 'surl', id: linkId })}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.visits.map((v) => [v.visitorId, v.clicks, v.entryPage, v.exitPage])).toEqual([
      ['c1', 2, '', 'https://example.com/b'],
    ]);
    expect(res.body.data.currency).toBeUndefined();
  });

  it('lists the visitors by visits or last seen, and opens one profile with their visits', async () => {
    const list = await viewer.client.get<{ data: VisitorList }>(
      `${base}/visitors?${params({ type: 'analytics', id: site.id })}`,
    );
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.total).toBe(3);
    // a visitor's revenue is in the site's currency
    expect(list.body.data.currency).toBe(site.currency);
    expect(list.body.data.visitors.map((v) => [v.visitorId, v.visits, v.pageviews, v.events])).toEqual([
      ['visitor-one', 2, 4, 5],
      ['visitor-two', 1, 1, 1],
      ['visitor-three', 1, 1, 1],
    ]);
    const recent = await viewer.client.get<{ data: VisitorList }>(
      `${base}/visitors?${params({ type: 'analytics', id: site.id, sort: 'last_seen', pageSize: '2' })}`,
    );
    expect(recent.body.data.visitors.map((v) => v.visitorId)).toEqual(['visitor-one', 'visitor-two']);
    const profile = await viewer.client.get<{ data: VisitorProfile }>(
      `${base}/visitors/visitor-one?${params({ type: 'analytics', id: site.id })}`,
    );
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.data.visitor).toMatchObject({ visitorId: 'visitor-one', visits: 2, country: 'FR' });
    expect(profile.body.data.visits.map((v) => v.id)).toEqual(['s1b', 's1a']);
    expectError(
      await viewer.client.get(`${base}/visitors/nobody?${params({ type: 'analytics', id: site.id })}`),
      404,
      'NOT_FOUND',
    );
  });

  it('splits visits into new and returning through the query description', async () => {
    const res = await viewer.client.post<{ data: ReportQueryResult }>(`${base}/query`, {
      item: { type: 'analytics', id: site.id },
      range: { from, to },
      metrics: ['visitors', 'sessions', 'pageviews', 'bounce_rate'],
      dimensions: ['visitor_type'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.rows).toEqual([
      { visitor_type: 'new', visitors: 3, sessions: 3, pageviews: 4, bounce_rate: 2 / 3 },
      { visitor_type: 'returning', visitors: 1, sessions: 1, pageviews: 2, bounce_rate: 0 },
    ]);
    const returning = await viewer.client.post<{ data: ReportQueryResult }>(`${base}/query`, {
      item: { type: 'analytics', id: site.id },
      range: { from, to },
      metrics: ['sessions'],
      filters: [{ dimension: 'visitor_type', op: 'eq', value: 'returning' }],
    });
    expect(returning.body.data.totals).toEqual({ sessions: 1 });
    // the catalogue's utype report is the same split
    const report = await viewer.client.get<{ data: ReportQueryResult }>(
      `${base}/report?${params({ route: 'utype', type: 'analytics', id: site.id })}`,
    );
    expect(report.status, report.text).toBe(200);
    expect(report.body.data.rows.map((r) => [r.visitor_type, r.sessions])).toEqual([
      ['new', 3],
      ['returning', 1],
    ]);
  });

  it('refuses what the schema refuses, naming the field', async () => {
    const get = (path: string, extra: Record<string, string>) =>
      viewer.client.get(`${base}/${path}?${params({ type: 'analytics', id: site.id, ...extra })}`);
    expectError(await get('visits', { pageSize: '500' }), 400, 'VALIDATION_ERROR', 'pageSize');
    expectError(await get('visits', { filters: '[{"dimension":"nope"}]' }), 400, 'VALIDATION_ERROR', 'filters');
    expectError(await get('visitors', { sort: 'name' }), 400, 'VALIDATION_ERROR', 'sort');
    expectError(await get('visits', { from: to, to: from }), 400, 'VALIDATION_ERROR', 'to');
    expectError(await get('visits', { id: 'not-a-uuid' }), 400, 'VALIDATION_ERROR', 'id');
  });

  it("answers 404 for another organisation's item, whichever way it is asked", async () => {
    const outsiderBase = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics`;
    const q = params({ type: 'analytics', id: site.id });
    for (const path of ['visits', 'visits.csv', 'visitors', 'visitors/visitor-one']) {
      expectError(await outsider.owner.client.get(`${outsiderBase}/${path}?${q}`), 404, 'NOT_FOUND');
      expectError(await outsider.owner.client.get(`${base}/${path}?${q}`), 404, 'NOT_FOUND');
    }
    // a link's id asked as a site is no site of the workspace
    const wrongType = params({ type: 'analytics', id: linkId });
    expectError(await org.owner.client.get(`${base}/visits?${wrongType}`), 404, 'NOT_FOUND');
  });
});
