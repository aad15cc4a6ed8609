import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { Incident, LinkMonitor, UptimeSummary } from '@osm5/shared/schemas/report-flow-uptime';
import type { Page } from '@osm5/shared/schemas/tenancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, mobileApp, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';
import { closeIncident, openIncident } from './uptime.repository.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe(`uptime report API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let linksReader: Person;
  let viewer: Person;
  let site: Site;
  let quiet: Site;
  let outsiderSite: Site;
  let base: string;
  let target: Server;
  let up = true;
  let destination: string;
  // three whole UTC days before today
  const day0 = Math.floor(Date.now() / DAY) * DAY - 3 * DAY;
  const range = { from: new Date(day0).toISOString(), to: new Date(day0 + 3 * DAY).toISOString() };

  beforeAll(async () => {
    // a destination of our own that answers or fails on demand (the timer stays off: tests run the due checks)
    target = createServer((_req, res) => res.writeHead(up ? 200 : 502).end());
    await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
    destination = `http://127.0.0.1:${(target.address() as AddressInfo).port}/landing`;
    t = await startTestApp({ env: { UPTIME_TICK_MS: '0', UPTIME_CHECK_PRIVATE: 'true', UPTIME_TIMEOUT_MS: '2000' } });
    [org, outsider] = await Promise.all([newOrg(t, 'Uptime Reader'), newOrg(t, 'Uptime Outsider')]);
    base = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/uptime`;
    site = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({
        name: 'Watched',
        uptime: { enabled: true, intervalMinutes: 5, url: 'https://watched.example/health' },
      }),
    );
    quiet = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({ name: 'Unwatched', domain: 'quiet.example' }),
    );
    outsiderSite = await createSiteOk(outsider.owner.client, sitesPath(outsider), webSite({ name: 'Theirs' }));
    const role = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/roles`, {
      name: 'Links only',
      privileges: ['links:read'],
    });
    expect(role.status, role.text).toBe(200);
    [linksReader, viewer] = await Promise.all([
      join(t, org, 'ORG_USER', { customRoleId: role.body.data.id }),
      join(t, org, 'ORG_VIEWER'),
    ]);

    // checks as the monitor stores them: event_name up/down, value the response time, event_label the status or cause
    const check = (siteId: string, orgId: string, at: number, up: boolean, ms: number) => ({
      tenant_id: orgId,
      workspace_id: orgId === org.orgId ? org.defaultWorkspaceId : outsider.defaultWorkspaceId,
      item_id: siteId,
      type: 'uptime_check' as const,
      trigger: '' as const,
      time: at,
      is_bot: true,
      event_name: up ? 'up' : 'down',
      event_label: up ? '200' : 'HTTP 503',
      destination: 'https://watched.example/health',
      value: ms,
    });
    t.app.events.writer.append([
      // day 0: four checks up (100, 200, 300, 400 ms)
      ...[100, 200, 300, 400].map((ms, i) => check(site.id, org.orgId, day0 + i * 5 * MINUTE, true, ms)),
      // day 1: three up, one down (a timeout of 2000 ms)
      check(site.id, org.orgId, day0 + DAY, true, 100),
      check(site.id, org.orgId, day0 + DAY + 5 * MINUTE, false, 2000),
      check(site.id, org.orgId, day0 + DAY + 10 * MINUTE, true, 300),
      check(site.id, org.orgId, day0 + DAY + 15 * MINUTE, true, 500),
      // day 2: none; another site's and another organisation's checks never count
      check(quiet.id, org.orgId, day0 + DAY, false, 9000),
      check(outsiderSite.id, outsider.orgId, day0 + DAY, false, 9000),
    ]);
    await t.app.events.writer.flush();
    const db = t.app.db.db;
    const first = await openIncident(db, org.orgId, site.id, new Date(day0 + DAY + 5 * MINUTE), 'HTTP 503');
    await closeIncident(db, first.id, new Date(day0 + DAY + 10 * MINUTE));
    await openIncident(db, org.orgId, site.id, new Date(Date.now() - 30 * MINUTE), 'timeout');
    await openIncident(db, outsider.orgId, outsiderSite.id, new Date(day0), 'ECONNREFUSED');
  });
  afterAll(async () => {
    await t?.close();
    target.closeAllConnections();
    await new Promise((done) => target.close(done));
  });

  it('gives the uptime of a range in total and by day, with the monitor and the open incident', async () => {
    const q = new URLSearchParams({ siteId: site.id, ...range, timeZone: 'UTC' });
    const res = await viewer.client.get<{ data: UptimeSummary }>(`${base}?${q}`);
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    // response times are the up checks': 100, 100, 200, 300, 300, 400, 500 (the failed one's 2000 ms is no answer)
    expect(s).toMatchObject({ checks: 8, failures: 1, uptime: 7 / 8, avgMs: 1900 / 7, p75Ms: 400 });
    expect(s.days).toEqual([
      { day: new Date(day0).toISOString().slice(0, 10), checks: 4, failures: 0, uptime: 1, avgMs: 250, p75Ms: 300 },
      {
        day: new Date(day0 + DAY).toISOString().slice(0, 10),
        checks: 4,
        failures: 1,
        uptime: 0.75,
        avgMs: 300,
        p75Ms: 500,
      },
      {
        day: new Date(day0 + 2 * DAY).toISOString().slice(0, 10),
        checks: 0,
        failures: 0,
        uptime: null,
        avgMs: null,
        p75Ms: null,
      },
    ]);
    expect(s.monitor).toEqual({
      available: true,
      enabled: true,
      intervalMinutes: 5,
      url: 'https://watched.example/health',
    });
    expect(s.openIncident).toBe(true);
    expect(s.timeZone).toBe('UTC');
  });

  it('says when the monitor is off, and the last 30 days by default', async () => {
    const res = await org.owner.client.get<{ data: UptimeSummary }>(`${base}?siteId=${quiet.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.monitor).toEqual({
      available: true,
      enabled: false,
      intervalMinutes: 5,
      url: 'https://quiet.example/',
    });
    const app = await createSiteOk(org.owner.client, sitesPath(org), mobileApp());
    const forApp = await org.owner.client.get<{ data: UptimeSummary }>(`${base}?siteId=${app.id}`);
    expect(forApp.status, forApp.text).toBe(200);
    expect(forApp.body.data.monitor).toMatchObject({ available: false, enabled: false, url: '' });
    expect(res.body.data.openIncident).toBe(false);
    expect(res.body.data.checks).toBe(1);
    expect(res.body.data.days.length).toBeGreaterThanOrEqual(30);
  });

  it('lists incidents newest first, paginated, with durations (an open one lasts until now)', async () => {
    const first = await viewer.client.get<{ data: Page<Incident> }>(`${base}/incidents?siteId=${site.id}&pageSize=1`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    const [open] = first.body.data.items;
    expect(open).toMatchObject({ endedAt: null, cause: 'timeout' });
    expect(open?.durationSeconds).toBeGreaterThanOrEqual(30 * 60);
    expect(open?.durationSeconds).toBeLessThan(32 * 60);
    const second = await viewer.client.get<{ data: Page<Incident> }>(
      `${base}/incidents?siteId=${site.id}&pageSize=1&page=2`,
    );
    expect(second.body.data.items).toEqual([
      {
        id: expect.any(String),
        startedAt: new Date(day0 + DAY + 5 * MINUTE).toISOString(),
        endedAt: new Date(day0 + DAY + 10 * MINUTE).toISOString(),
        durationSeconds: 300,
        cause: 'HTTP 503',
      },
    ]);
    const none = await viewer.client.get<{ data: Page<Incident> }>(`${base}/incidents?siteId=${quiet.id}`);
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
  });

  it("answers 404 for another organisation's site, 403 without analytics:read, 400 for a bad range", async () => {
    expectError(await org.owner.client.get(`${base}?siteId=${outsiderSite.id}`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${base}/incidents?siteId=${outsiderSite.id}`), 404, 'NOT_FOUND');
    const theirs = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics/uptime`;
    expect((await org.owner.client.get(`${theirs}?siteId=${outsiderSite.id}`)).status).toBe(404);
    expectError(await linksReader.client.get(`${base}?siteId=${site.id}`), 403, 'ACCESS_DENIED');
    expectError(await linksReader.client.get(`${base}/incidents?siteId=${site.id}`), 403, 'ACCESS_DENIED');
    const backwards = new URLSearchParams({ siteId: site.id, from: range.to, to: range.from });
    expectError(await org.owner.client.get(`${base}?${backwards}`), 400, 'VALIDATION_ERROR', 'to');
    expectError(await org.owner.client.get(`${base}?siteId=nope`), 400, 'VALIDATION_ERROR', 'siteId');
  });

  it("watches a link's destination once turned on: its checks, its incident opened and closed", async () => {
    const link = await createOk(org.owner.client, linksPath(org), simple(destination, { title: 'Watched link' }));
    const theirs = await createOk(outsider.owner.client, linksPath(outsider), simple('https://example.com/theirs'));
    const monitorPath = `${base}/link-monitor`;
    const linkUptime = (client = viewer.client) =>
      client.get<{ data: UptimeSummary }>(`${base}?linkId=${link.id}`).then((r) => r.body.data);

    // off until turned on: nothing is checked
    expect((await linkUptime()).monitor).toEqual({
      available: true,
      enabled: false,
      intervalMinutes: 5,
      url: destination,
    });
    const start = new Date(Date.now() + 60 * MINUTE);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
    // (the site watched above is due then too: its check is claimed here, not again in the next five minutes)
    await t.app.uptime.runDue(at(0));
    await t.app.events.writer.flush();
    expect((await linkUptime()).checks).toBe(0);

    // a reader may not turn it on; another organisation's link is not found; the interval is checked
    expectError(await viewer.client.put(monitorPath, { linkId: link.id, enabled: true }), 403, 'ACCESS_DENIED');
    expectError(await org.owner.client.put(monitorPath, { linkId: theirs.id, enabled: true }), 404, 'NOT_FOUND');
    expectError(
      await org.owner.client.put(monitorPath, { linkId: link.id, enabled: true, intervalMinutes: 0 }),
      400,
      'VALIDATION_ERROR',
      'intervalMinutes',
    );
    const on = await org.owner.client.put<{ data: LinkMonitor }>(monitorPath, {
      linkId: link.id,
      enabled: true,
      intervalMinutes: 1,
    });
    expect(on.status, on.text).toBe(200);
    expect(on.body.data).toEqual({ linkId: link.id, enabled: true, intervalMinutes: 1, url: destination });

    expect(await t.app.uptime.runDue(at(0))).toBe(1);
    up = false;
    expect(await t.app.uptime.runDue(at(1))).toBe(1);
    await t.app.uptime.runDue(at(2));
    let summary = await linkUptime();
    expect(summary.openIncident).toBe(true);
    up = true;
    await t.app.uptime.runDue(at(3));
    await t.app.events.writer.flush();
    const range = new URLSearchParams({ linkId: link.id, from: at(-1).toISOString(), to: at(10).toISOString() });
    summary = (await viewer.client.get<{ data: UptimeSummary }>(`${base}?${range}`)).body.data;
    expect(summary).toMatchObject({ checks: 4, failures: 2, uptime: 0.5, openIncident: false });
    expect(summary.monitor).toMatchObject({ enabled: true, intervalMinutes: 1 });
    const incidents = await viewer.client.get<{ data: Page<Incident> }>(`${base}/incidents?linkId=${link.id}`);
    expect(incidents.body.data.items).toEqual([
      {
        id: expect.any(String),
        startedAt: at(1).toISOString(),
        endedAt: at(3).toISOString(),
        durationSeconds: 120,
        cause: 'HTTP 502',
      },
    ]);

    // a links reader reads it; another organisation's link and a question about two items are refused
    expect((await linkUptime(linksReader.client)).checks).toBeGreaterThanOrEqual(0);
    expectError(await org.owner.client.get(`${base}?linkId=${theirs.id}`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${base}/incidents?linkId=${theirs.id}`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${base}?linkId=${link.id}&siteId=${site.id}`), 400, 'VALIDATION_ERROR');
    expectError(await org.owner.client.get(base), 400, 'VALIDATION_ERROR');

    // off again: no more checks
    const off = await org.owner.client.put<{ data: LinkMonitor }>(monitorPath, { linkId: link.id, enabled: false });
    expect(off.body.data.enabled).toBe(false);
    await t.app.uptime.runDue(at(30));
    await t.app.events.writer.flush();
    const later = new URLSearchParams({ linkId: link.id, from: at(-1).toISOString(), to: at(40).toISOString() });
    expect((await viewer.client.get<{ data: UptimeSummary }>(`${base}?${later}`)).body.data.checks).toBe(4);
  });
});
