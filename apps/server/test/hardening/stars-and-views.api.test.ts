import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteOk, sitesPath, webSite } from '../../src/modules/analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../../src/modules/links/link-test-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, newOrg, type Org, type PageBody } from '../tenancy/fixtures.ts';

/**
 * Stars and recent views used to accept any item id: another workspace's link, another
 * organisation's site, an id that names nothing. Each was stored and listed. Now the item must
 * be one of the workspace's own, or the answer is 404.
 */
describe(`stars and views of items outside the workspace (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let other: Org;
  let secondWorkspaceId: string;
  let linkId: string;
  let siteId: string;
  let foreignLinkId: string;
  const wsPath = (o: Org, workspaceId = o.defaultWorkspaceId) => `/api/orgs/${o.orgId}/workspaces/${workspaceId}`;

  beforeAll(async () => {
    t = await startTestApp();
    [org, other] = await Promise.all([newOrg(t, 'Star Owner'), newOrg(t, 'Other Owner')]);
    linkId = (await createOk(org.owner.client, linksPath(org), simple('https://example.com/starred'))).id;
    siteId = (await createSiteOk(org.owner.client, sitesPath(org), webSite())).id;
    foreignLinkId = (await createOk(other.owner.client, linksPath(other), simple('https://example.com/foreign'))).id;
    const second = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Second space',
    });
    expect(second.status, second.text).toBe(200);
    secondWorkspaceId = second.body.data.id;
  });
  afterAll(() => t?.close());

  it("stars and views the workspace's own link and site", async () => {
    const client = org.owner.client;
    for (const item of [
      { itemType: 'surl', itemId: linkId },
      { itemType: 'analytics', itemId: siteId },
    ]) {
      expect((await client.put(`${wsPath(org)}/stars`, item)).status).toBe(200);
      expect((await client.post(`${wsPath(org)}/views`, item)).status).toBe(200);
    }
    const stars = await client.get<PageBody<{ itemId: string }>>(`${wsPath(org)}/stars`);
    expect(stars.body.data.items.map((s) => s.itemId).sort()).toEqual([linkId, siteId].sort());
  });

  it("answers 404 for another workspace's link or site, another organisation's link, or no item at all", async () => {
    const client = org.owner.client;
    const elsewhere = wsPath(org, secondWorkspaceId);
    const strangers = [
      { path: elsewhere, item: { itemType: 'surl', itemId: linkId } },
      { path: elsewhere, item: { itemType: 'analytics', itemId: siteId } },
      { path: elsewhere, item: { itemType: 'workspace', itemId: org.defaultWorkspaceId } },
      { path: wsPath(org), item: { itemType: 'surl', itemId: foreignLinkId } },
      { path: wsPath(org), item: { itemType: 'surl', itemId: siteId } },
      { path: wsPath(org), item: { itemType: 'analytics', itemId: '00000000-0000-4000-8000-000000000000' } },
      { path: wsPath(org), item: { itemType: 'surl', itemId: 'not-a-uuid' } },
      { path: wsPath(org), item: { itemType: 'ai', itemId: linkId } },
    ];
    for (const { path, item } of strangers) {
      expectError(await client.put(`${path}/stars`, item), 404, 'NOT_FOUND', 'itemId');
      expectError(await client.post(`${path}/views`, item), 404, 'NOT_FOUND', 'itemId');
    }
    // nothing of them was stored
    expect((await client.get<PageBody<unknown>>(`${elsewhere}/stars`)).body.data.total).toBe(0);
    expect((await client.get<PageBody<unknown>>(`${elsewhere}/recent`)).body.data.total).toBe(0);
    const recent = await client.get<PageBody<{ itemId: string }>>(`${wsPath(org)}/recent`);
    expect(recent.body.data.items.map((r) => r.itemId).sort()).toEqual([linkId, siteId].sort());
  });

  it("lets another organisation star none of this organisation's items in its own workspace", async () => {
    const item = { itemType: 'analytics', itemId: siteId };
    expectError(await other.owner.client.put(`${wsPath(other)}/stars`, item), 404, 'NOT_FOUND', 'itemId');
    expectError(await other.owner.client.post(`${wsPath(other)}/views`, item), 404, 'NOT_FOUND', 'itemId');
    expect((await other.owner.client.get<PageBody<unknown>>(`${wsPath(other)}/stars`)).body.data.total).toBe(0);
  });
});
