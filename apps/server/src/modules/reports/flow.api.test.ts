import type { FlowResult } from '@osm5/shared';
import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { FlowBody } from '@osm5/shared/schemas/report-flow-uptime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type Person } from '../../../test/tenancy/fixtures.ts';
import { createSiteOk, sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../links/link-test-helpers.ts';

const HOUR = 3_600_000;

describe(`users flow API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  let site: Site;
  let outsiderSite: Site;
  let linkId: string;
  let path: string;
  const now = Date.now();
  const range = { from: new Date(now - 24 * HOUR).toISOString(), to: new Date(now + HOUR).toISOString() };

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Flow Owner'), newOrg(t, 'Flow Outsider')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    path = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/flow`;
    site = await createSiteOk(org.owner.client, sitesPath(org), webSite());
    outsiderSite = await createSiteOk(outsider.owner.client, sitesPath(outsider), webSite());
    linkId = (await createOk(org.owner.client, linksPath(org), simple('https://example.com/flow'))).id;
    const visit = (o: Org, siteId: string, session: string, paths: string[], country = 'FR') =>
      paths.map((p, i) => ({
        tenant_id: o.orgId,
        workspace_id: o.defaultWorkspaceId,
        item_id: siteId,
        type: 'pageview' as const,
        trigger: 'web' as const,
        time: now - 2 * HOUR + i * 60_000,
        visitor_id: `v-${session}`,
        session_id: session,
        path: p,
        country,
      }));
    t.app.events.writer.append([
      ...visit(org, site.id, 's1', ['/', '/pricing', '/signup']),
      ...visit(org, site.id, 's2', ['/', '/pricing']),
      ...visit(org, site.id, 's3', ['/', '/blog'], 'US'),
      ...visit(org, site.id, 's4', ['/blog']),
      ...visit(outsider, outsiderSite.id, 'x1', ['/', '/secret']),
    ]);
    await t.app.events.writer.flush();
  });
  afterAll(() => t?.close());

  const body = (extra: Partial<FlowBody> = {}): FlowBody => ({
    item: { type: 'analytics', id: site.id },
    range,
    ...extra,
  });

  it("draws the site's visits step by step, with drop-offs, filters and the top pages per step", async () => {
    const res = await viewer.client.post<{ data: FlowResult }>(path, body({ steps: 3 }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      steps: 3,
      visits: 4,
      nodes: [
        { step: 1, page: '/', visits: 3 },
        { step: 1, page: '/blog', visits: 1 },
        { step: 2, page: '/pricing', visits: 2 },
        { step: 2, page: '/blog', visits: 1 },
        { step: 3, page: '/signup', visits: 1 },
      ],
      links: [
        { step: 1, from: '/', to: '/pricing', visits: 2 },
        { step: 1, from: '/', to: '/blog', visits: 1 },
        { step: 2, from: '/pricing', to: '/signup', visits: 1 },
      ],
      dropOffs: [
        { step: 1, page: '/blog', visits: 1 },
        { step: 2, page: '/blog', visits: 1 },
        { step: 2, page: '/pricing', visits: 1 },
        { step: 3, page: '/signup', visits: 1 },
      ],
    });
    const capped = await viewer.client.post<{ data: FlowResult }>(
      path,
      body({ pagesPerStep: 1, filters: [{ dimension: 'country', op: 'eq', value: 'FR' }] }),
    );
    expect(capped.status, capped.text).toBe(200);
    expect(capped.body.data.visits).toBe(3);
    expect(capped.body.data.nodes.filter((n) => n.step === 1)).toEqual([
      { step: 1, page: '/', visits: 2 },
      { step: 1, page: null, visits: 1 },
    ]);
  });

  it("never reads another organisation's site, and checks the body", async () => {
    expectError(
      await org.owner.client.post(path, body({ item: { type: 'analytics', id: outsiderSite.id } })),
      404,
      'NOT_FOUND',
    );
    const theirs = `/api/orgs/${outsider.orgId}/workspaces/${outsider.defaultWorkspaceId}/analytics/flow`;
    expect(
      (await org.owner.client.post(theirs, body({ item: { type: 'analytics', id: outsiderSite.id } }))).status,
    ).toBe(404);
    const scoped = await org.owner.client.post<{ data: FlowResult }>(path, {
      ...body(),
      scope: { tenantId: outsider.orgId, itemId: outsiderSite.id },
    });
    expect(scoped.body.data.nodes.some((n) => n.page === '/secret')).toBe(false);
    expectError(
      await org.owner.client.post(path, { ...body(), item: { type: 'surl', id: linkId } }),
      400,
      'VALIDATION_ERROR',
      'item.type',
    );
    expectError(await org.owner.client.post(path, body({ steps: 40 })), 400, 'VALIDATION_ERROR', 'steps');
    expectError(
      await org.owner.client.post(path, body({ range: { from: range.to, to: range.from } })),
      400,
      'VALIDATION_ERROR',
      'range.to',
    );
  });
});
