import type { AuditEntryView } from '@osm5/shared/schemas/workspaces';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org, type PageBody } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';

/** Changes to a site's analytics settings land in the organisation log (/settings/ulog), with who made them. */
describe(`analytics settings in the audit log (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let other: Org;
  let siteBase: string;
  let siteId: string;

  const log = async (action: string, o: Org = org) => {
    const res = await o.owner.client.get<PageBody<AuditEntryView>>(
      `/api/orgs/${o.orgId}/audit?action=${encodeURIComponent(action)}&pageSize=50`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body.data.items;
  };
  const ok = async <T>(res: Promise<{ status: number; text: string; body: { data: T } }>) => {
    const r = await res;
    expect(r.status, r.text).toBe(200);
    return r.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [org, other] = await Promise.all([newOrg(t, 'Audit Analyst'), newOrg(t, 'Audit Other')]);
    const site = await createSiteOk(org.owner.client, sitesPath(org), webSite({ timeZone: 'UTC', subTimeZone: 'UTC' }));
    siteId = site.id;
    siteBase = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/sites/${site.id}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records goals created, changed and deleted', async () => {
    const goal = await ok<{ id: string }>(
      org.owner.client.post(`${siteBase}/goals`, { kind: 'page', name: 'Thanks', path: '/thanks' }),
    );
    await ok(org.owner.client.put(`${siteBase}/goals/${goal.id}`, { kind: 'page', name: 'Thank you', path: '/ty' }));
    await ok(org.owner.client.delete(`${siteBase}/goals/${goal.id}`));
    const rows = await log('goal.');
    expect(rows.map((r) => r.action)).toEqual(['goal.delete', 'goal.update', 'goal.create']);
    for (const r of rows) {
      expect(r).toMatchObject({ actorId: org.owner.id, targetType: 'goal', targetId: goal.id });
      expect(r.workspaceId).toBe(org.defaultWorkspaceId);
      expect(r.details).toMatchObject({ siteId, kind: 'page' });
    }
    expect(rows[1]?.details.name).toBe('Thank you');
    // the other organisation's log holds none of it
    expect(await log('goal.', other)).toEqual([]);
  });

  it('records KPI targets set, changed and deleted', async () => {
    const kpi = await ok<{ id: string }>(
      org.owner.client.post(`${siteBase}/kpis`, { metric: 'visitors', target: 100, period: 'month' }),
    );
    await ok(org.owner.client.put(`${siteBase}/kpis/${kpi.id}`, { metric: 'visitors', target: 250, period: 'month' }));
    await ok(org.owner.client.delete(`${siteBase}/kpis/${kpi.id}`));
    const rows = await log('kpi_target.');
    expect(rows.map((r) => [r.action, r.details.target])).toEqual([
      ['kpi_target.delete', 250],
      ['kpi_target.update', 250],
      ['kpi_target.create', 100],
    ]);
    expect(rows.every((r) => r.targetId === kpi.id && r.actorId === org.owner.id)).toBe(true);
  });

  it('records ad cost sheets imported and removed; a refused sheet records nothing', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const refused = await org.owner.client.post(`${siteBase}/ad-costs`, { csv: 'when,cost\nx,1', fileName: 'x.csv' });
    expect(refused.status).toBe(400);
    expect(await log('ad_cost.')).toEqual([]);
    const sheet = await ok<{ id: string }>(
      org.owner.client.post(`${siteBase}/ad-costs`, {
        csv: `date,source,campaign,cost\n${day},google,spring,40`,
        fileName: 'google.csv',
      }),
    );
    await ok(org.owner.client.delete(`${siteBase}/ad-costs/${sheet.id}`));
    const rows = await log('ad_cost.');
    expect(rows.map((r) => r.action)).toEqual(['ad_cost.delete', 'ad_cost.import']);
    for (const r of rows) {
      expect(r).toMatchObject({ targetType: 'ad_cost', targetId: sheet.id, actorId: org.owner.id });
      expect(r.details).toMatchObject({ siteId, fileName: 'google.csv', rowCount: 1, totalCost: 40 });
    }
  });

  it("records a link's uptime monitor turned on and off", async () => {
    const link = await createOk(org.owner.client, linksPath(org), simple('https://example.com/watched'));
    const monitor = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/uptime/link-monitor`;
    await ok(org.owner.client.put(monitor, { linkId: link.id, enabled: true, intervalMinutes: 5 }));
    await ok(org.owner.client.put(monitor, { linkId: link.id, enabled: false, intervalMinutes: 5 }));
    const rows = await log('uptime_monitor.');
    expect(rows.map((r) => r.action)).toEqual(['uptime_monitor.disable', 'uptime_monitor.enable']);
    expect(rows[1]).toMatchObject({ targetType: 'link', targetId: link.id, actorId: org.owner.id });
    expect(rows[1]?.details).toMatchObject({ url: 'https://example.com/watched', intervalMinutes: 5 });
  });
});
