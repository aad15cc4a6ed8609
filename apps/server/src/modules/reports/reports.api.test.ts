import { reportAppTypes, reportCatalogue, reportShape } from '@osm5/shared';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';

type Body = { data: ReportQueryResult };
const HOUR = 3_600_000;

describe(`reports API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  let site: Site;
  let linkId: string;
  let base: string;
  const now = Date.now();
  const range = { from: new Date(now - 7 * 24 * HOUR).toISOString(), to: new Date(now + HOUR).toISOString() };

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Report Owner'), newOrg(t, 'Outsider')]);
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
        channel: country === 'FR' ? 'social' : 'direct',
        referrer_host: country === 'FR' ? 'facebook.com' : '',
      }));
    t.app.events.writer.append([
      ...visit('v1', 's1', ['/', '/pricing', '/signup'], 'FR', 2 * HOUR),
      ...visit('v2', 's2', ['/'], 'FR', 3 * HOUR),
      ...visit('v3', 's3', ['/blog'], 'US', 4 * HOUR),
      {
        ...common,
        item_id: site.id,
        type: 'custom',
        trigger: 'web',
        time: now - HOUR,
        visitor_id: 'v1',
        session_id: 's1',
        event_name: 'signup',
        country: 'FR',
      },
      { ...common, item_id: linkId, type: 'click', trigger: 'link', time: now - HOUR, visitor_id: 'c1', country: 'DE' },
      { ...common, item_id: linkId, type: 'click', trigger: 'qr', time: now - HOUR, visitor_id: 'c1', country: 'DE' },
      {
        ...common,
        item_id: linkId,
        type: 'click',
        trigger: 'link',
        time: now - HOUR,
        visitor_id: 'c2',
        country: 'FR',
        destination: 'https://example.com/b',
      },
    ]);
    await t.app.events.writer.flush();
  });
  afterAll(() => t?.close());

  it("runs a description for a site in the site's time zone, with visit metrics, a goal and a segment", async () => {
    const res = await org.owner.client.post<Body>(`${base}/query`, {
      item: { type: 'analytics', id: site.id },
      range,
      metrics: ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'conversions', 'conversion_rate'],
      dimensions: ['country'],
      goal: { kind: 'event', name: 'signup' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.timeZone).toBe('UTC');
    // its money metrics are in the site's currency
    expect(res.body.data.currency).toBe(site.currency);
    expect(res.body.data.rows).toEqual([
      { country: 'FR', visitors: 2, sessions: 2, pageviews: 4, bounce_rate: 0.5, conversions: 1, conversion_rate: 0.5 },
      { country: 'US', visitors: 1, sessions: 1, pageviews: 1, bounce_rate: 1, conversions: 0, conversion_rate: 0 },
    ]);
    const segmented = await org.owner.client.post<Body>(`${base}/query`, {
      item: { type: 'analytics', id: site.id },
      range,
      metrics: ['pageviews'],
      segment: { filters: [{ dimension: 'path', op: 'eq', value: '/pricing' }] },
    });
    expect(segmented.body.data.totals).toEqual({ pageviews: 3 });
  });

  it("answers a link's clicks, and refuses what the schema refuses, naming the field", async () => {
    const res = await viewer.client.post<Body>(`${base}/query`, {
      item: { type: 'surl', id: linkId },
      range,
      metrics: ['clicks', 'unique_clicks'],
      dimensions: ['trigger'],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.totals).toEqual({ clicks: 3, unique_clicks: 2 });
    expect(res.body.data.currency).toBeUndefined();
    const bad = (body: object) =>
      viewer.client.post(`${base}/query`, { item: { type: 'surl', id: linkId }, range, ...body });
    expectError(await bad({ metrics: ['nope'] }), 400, 'VALIDATION_ERROR', 'metrics.0');
    expectError(await bad({ metrics: ['conversions'] }), 400, 'VALIDATION_ERROR', 'goal');
    expectError(await bad({ metrics: ['clicks'], timeZone: 'Mars/Base' }), 400, 'VALIDATION_ERROR', 'timeZone');
    // a scope in the body is no part of it: the server sets the organisation and the item
    const scoped = await bad({ metrics: ['clicks'], scope: { tenantId: outsider.orgId } });
    expect(scoped.status, scoped.text).toBe(200);
    expect((scoped.body as Body).data.totals).toEqual({ clicks: 3 });
  });

  it('runs a catalogue report by route, with comparison, sort and extra filters, and exports it as CSV', async () => {
    const q = new URLSearchParams({ route: 'con', type: 'analytics', id: site.id, compare: 'previous' });
    const res = await org.owner.client.get<Body>(`${base}/report?${q}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.rows.map((r) => r.country)).toEqual(['FR', 'US']);
    expect(res.body.data.compare?.totals.visitors).toBe(0);
    const social = new URLSearchParams({ route: 'social', type: 'analytics', id: site.id, sort: 'visitors' });
    const soc = await org.owner.client.get<Body>(`${base}/report?${social}`);
    expect(soc.body.data.rows).toEqual([expect.objectContaining({ referrer_host: 'facebook.com', visitors: 2 })]);
    const filtered = new URLSearchParams({
      route: 'site_all',
      type: 'analytics',
      id: site.id,
      filters: JSON.stringify([{ dimension: 'country', op: 'eq', value: 'US' }]),
    });
    expect((await org.owner.client.get<Body>(`${base}/report?${filtered}`)).body.data.rows.map((r) => r.path)).toEqual([
      '/blog',
    ]);
    const csv = await org.owner.client.get(`${base}/report.csv?${q}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'country,visitors,sessions,pageviews,bounce_rate,visit_duration',
    );
    // a segment keeps whole visits: the visit that reached /signup, with its three pages
    const signup = JSON.stringify([{ dimension: 'path', op: 'eq', value: '/signup' }]);
    const seg = new URLSearchParams({ route: 'site_all', type: 'analytics', id: site.id, segment: signup });
    const segRows = (await org.owner.client.get<Body>(`${base}/report?${seg}`)).body.data.rows;
    expect(segRows.map((r) => r.path).sort()).toEqual(['/', '/pricing', '/signup']);
    const badSeg = new URLSearchParams({ route: 'con', type: 'analytics', id: site.id, segment: '[{"x":1}]' });
    expectError(await org.owner.client.get(`${base}/report?${badSeg}`), 400, 'VALIDATION_ERROR', 'segment');
    // a link's pages are its destinations
    const pages = new URLSearchParams({ route: 'site_all', type: 'surl', id: linkId });
    const destinations = await org.owner.client.get<Body>(`${base}/report?${pages}`);
    expect(destinations.body.data.rows).toEqual([
      expect.objectContaining({ destination: '', clicks: 2 }),
      expect.objectContaining({ destination: 'https://example.com/b', clicks: 1 }),
    ]);
    const links = new URLSearchParams({ route: 'events', type: 'surl', id: linkId });
    expectError(await org.owner.client.get(`${base}/report?${links}`), 400, 'VALIDATION_ERROR', 'route');
    const unknown = new URLSearchParams({ route: 'nope', type: 'surl', id: linkId });
    expectError(await org.owner.client.get(`${base}/report?${unknown}`), 400, 'VALIDATION_ERROR', 'route');
  });

  it('writes visitor-made text that a spreadsheet would run as a formula as plain text', async () => {
    t.app.events.writer.append([
      {
        tenant_id: org.orgId,
        item_id: site.id,
        type: 'pageview',
        trigger: 'web',
        time: now - HOUR,
        visitor_id: 'evil',
        session_id: 'evil-s',
        path: '=HYPERLINK("https://evil.example")',
      },
    ]);
    await t.app.events.writer.flush();
    const csv = await org.owner.client.post(`${base}/query.csv`, {
      item: { type: 'analytics', id: site.id },
      range,
      metrics: ['pageviews'],
      dimensions: ['path'],
      filters: [{ dimension: 'path', op: 'contains', value: 'HYPERLINK' }],
    });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });

  it('answers every catalogue report for each item type it applies to, and refuses it elsewhere, never to another org', async () => {
    const outsiderBase = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics`;
    let answered = 0;
    for (const entry of reportCatalogue) {
      for (const type of reportAppTypes) {
        const id = type === 'surl' ? linkId : site.id;
        const q = new URLSearchParams({ route: entry.route, type, id, compare: 'previous' });
        const res = await org.owner.client.get<Body>(`${base}/report?${q}`);
        const metrics = entry.metrics[type];
        if (!entry.appliesTo.includes(type) || metrics.length === 0 || entry.route === 'goals/overview') {
          expectError(res, 400, 'VALIDATION_ERROR', 'route');
          continue;
        }
        expect(res.status, `${entry.route} ${type}: ${res.text}`).toBe(200);
        const { dimensions } = reportShape(entry, type);
        // a series over 30 days is counted by day; a realtime one by hour
        expect(res.body.data.columns.map((c) => c.name).slice(dimensions.length)).toEqual(metrics);
        expect(res.body.data.compare, entry.route).toBeDefined();
        expectError(await outsider.owner.client.get(`${outsiderBase}/report?${q}`), 404, 'NOT_FOUND');
        answered++;
      }
    }
    expect(answered).toBeGreaterThan(80);
  });

  it("answers 404 for another organisation's item, and for an item of another workspace or none", async () => {
    const outsiderBase = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics`;
    const body = { item: { type: 'analytics', id: site.id }, range, metrics: ['visitors'] };
    expectError(await outsider.owner.client.post(`${base}/query`, body), 404, 'NOT_FOUND');
    expectError(await outsider.owner.client.post(`${outsiderBase}/query`, body), 404, 'NOT_FOUND');
    const q = new URLSearchParams({ route: 'con', type: 'surl', id: linkId });
    expectError(await outsider.owner.client.get(`${outsiderBase}/report?${q}`), 404, 'NOT_FOUND');
    const ws = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Other space',
    });
    const otherBase = `/api/orgs/${org.orgId}/workspaces/${ws.body.data.id}/analytics`;
    expectError(await org.owner.client.post(`${otherBase}/query`, body), 404, 'NOT_FOUND');
    const missing = { ...body, item: { type: 'surl', id: site.id } };
    expectError(await org.owner.client.post(`${base}/query`, missing), 404, 'NOT_FOUND');
  });
});
