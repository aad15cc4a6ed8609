import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { mailOutbox, uptimeIncidents } from '../../db/schema.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';

const MINUTE = 60_000;

describe(`uptime monitor (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let target: Server;
  let up = true;
  let url: string;
  let site: Site;

  const incidents = () =>
    t.app.db.db
      .select()
      .from(uptimeIncidents)
      .where(eq(uptimeIncidents.siteId, site.id))
      .orderBy(asc(uptimeIncidents.startedAt));
  const alerts = () =>
    t.app.db.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, org.owner.email), eq(mailOutbox.purpose, 'uptime_alert')))
      .orderBy(asc(mailOutbox.createdAt));

  beforeAll(async () => {
    target = createServer((_req, res) => res.writeHead(up ? 200 : 503).end());
    await new Promise<void>((done) => target.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/health`;
    // the timer stays off: each test runs the due checks at a time of its choosing
    t = await startTestApp({ env: { UPTIME_TICK_MS: '0', UPTIME_CHECK_PRIVATE: 'true', UPTIME_TIMEOUT_MS: '2000' } });
    org = await newOrg(t, 'Uptime Owner');
    site = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({ name: 'Monitored', uptime: { enabled: true, intervalMinutes: 5, url } }),
    );
  });
  afterAll(async () => {
    await t?.close();
    target.closeAllConnections();
    await new Promise((done) => target.close(done));
  });

  it('checks each due site once per interval, opens an incident on failure and closes it, mailing the owner', async () => {
    const start = new Date(Date.now() + 10 * MINUTE);
    const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

    expect(await t.app.uptime.runDue(at(0))).toBeGreaterThanOrEqual(1);
    // claimed: not due again before its interval
    expect(await t.app.uptime.runDue(at(1))).toBe(0);
    expect(await incidents()).toEqual([]);

    up = false;
    expect(await t.app.uptime.runDue(at(5))).toBe(1);
    let open = await incidents();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ cause: 'HTTP 503', endedAt: null });
    expect((await alerts()).map((m) => m.subject)).toEqual(['Monitored is down']);

    // still down: the same incident, no second mail
    await t.app.uptime.runDue(at(10));
    expect(await incidents()).toHaveLength(1);
    expect(await alerts()).toHaveLength(1);

    up = true;
    await t.app.uptime.runDue(at(15));
    open = await incidents();
    expect(open[0]?.endedAt?.toISOString()).toBe(at(15).toISOString());
    expect((await alerts()).map((m) => m.subject)).toEqual(['Monitored is down', 'Monitored is back up']);

    await t.app.events.writer.flush();
    const checks = await t.app.events.query({
      scope: { tenantId: org.orgId, itemId: site.id },
      range: { from: at(-1).toISOString(), to: at(20).toISOString() },
      metrics: ['events'],
      dimensions: ['event_name'],
      filters: [{ dimension: 'type', op: 'eq', value: 'uptime_check' }],
      includeBots: true,
    });
    expect(Object.fromEntries(checks.rows.map((r) => [r.event_name, r.events]))).toEqual({ up: 2, down: 2 });
    // stored as a robot's: no audience report counts them
    const audience = await t.app.events.query({
      scope: { tenantId: org.orgId, itemId: site.id },
      range: { from: at(-1).toISOString(), to: at(20).toISOString() },
      metrics: ['events'],
      dimensions: ['country'],
    });
    expect(audience.rows).toEqual([]);
  });

  it('leaves archived sites and sites without a monitor alone', async () => {
    const quiet = await createSiteOk(org.owner.client, sitesPath(org), webSite({ name: 'Not monitored' }));
    const paused = await createSiteOk(
      org.owner.client,
      sitesPath(org),
      webSite({ name: 'Paused site', uptime: { enabled: true, intervalMinutes: 1, url } }),
    );
    await org.owner.client.patch(`${sitesPath(org)}/${paused.id}/status`, { action: 'archive' });
    expect(quiet.uptime?.enabled).toBe(false);
    // far enough ahead that the first site is due again too: exactly that one is checked
    expect(await t.app.uptime.runDue(new Date(Date.now() + 60 * MINUTE))).toBe(1);
  });
});
