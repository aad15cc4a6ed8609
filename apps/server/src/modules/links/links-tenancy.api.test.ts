import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from '../../../test/tenancy/fixtures.ts';
import type { TestClient, TestResponse } from '../../../test/test-client.ts';
import { createOk, type LinkBody, linksPath, simple } from './link-test-helpers.ts';

type Call = [name: string, (client: TestClient) => Promise<TestResponse>];

/** Every route of the links API that names one link, called on `base` with `id`. */
const linkRoutes = (base: string, id: string, slug: string): Call[] => [
  ['get', (c) => c.get(`${base}/${id}`)],
  ['by-slug', (c) => c.get(`${base}/by-slug/${slug}`)],
  ['replace', (c) => c.put(`${base}/${id}`, simple('https://example.com/hijack'))],
  ['status', (c) => c.patch(`${base}/${id}/status`, { status: 'inactive' })],
  ['versions', (c) => c.get(`${base}/${id}/versions`)],
  ['stats', (c) => c.get(`${base}/${id}/stats`)],
  ['delete', (c) => c.delete(`${base}/${id}`)],
];

describe(`links tenancy (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let outsider: Org;
  let viewer: Person;
  let path: string;
  let link: LinkBody['data'];

  beforeAll(async () => {
    t = await startTestApp();
    [org, outsider] = await Promise.all([newOrg(t, 'Tenant Owner'), newOrg(t, 'Outsider')]);
    viewer = await join(t, org, 'ORG_VIEWER');
    path = linksPath(org);
    link = await createOk(org.owner.client, path, simple('https://example.com/private', { slug: 'tenant-link' }));
  });
  afterAll(() => t?.close());

  const unchanged = async () => {
    const res = await org.owner.client.get<LinkBody>(`${path}/${link.id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      version: 1,
      status: 'active',
      rules: { url: 'https://example.com/private' },
    });
  };

  it("answers 404 to another organisation's member on every route, through either organisation", async () => {
    for (const [name, call] of [
      ...linkRoutes(path, link.id, link.slug),
      ['list', (c: TestClient) => c.get(path)] as Call,
      ['create', (c: TestClient) => c.post(path, simple('https://example.com/x'))] as Call,
      ['summary', (c: TestClient) => c.get(`${path}/summary`)] as Call,
      ['export', (c: TestClient) => c.get(`${path}/export.csv`)] as Call,
    ]) {
      const res = await call(outsider.owner.client);
      expect(res.status, `${name}: ${res.text}`).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    // their own workspace path with our link's id or slug
    for (const [name, call] of linkRoutes(linksPath(outsider), link.id, link.slug)) {
      const res = await call(outsider.owner.client);
      expect(res.status, `${name} (own org): ${res.text}`).toBe(404);
    }
    const theirs = await outsider.owner.client.get<PageBody<LinkBody['data']>>(linksPath(outsider));
    expect(theirs.body.data.total).toBe(0);
    const csv = await outsider.owner.client.get(`${linksPath(outsider)}/export.csv`);
    expect(csv.text).not.toContain('tenant-link');
    await unchanged();
  });

  it('lets a viewer read but answers 403 to every write', async () => {
    expect((await viewer.client.get(path)).status).toBe(200);
    expect((await viewer.client.get(`${path}/${link.id}`)).status).toBe(200);
    expect((await viewer.client.get(`${path}/${link.id}/stats`)).status).toBe(200);
    expectError(await viewer.client.post(path, simple('https://example.com/v')), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.put(`${path}/${link.id}`, simple('https://example.com/v')), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.patch(`${path}/${link.id}/status`, { status: 'inactive' }), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.delete(`${path}/${link.id}`), 403, 'ACCESS_DENIED');
    await unchanged();
  });

  it("keeps a workspace's links to those with links privileges in it", async () => {
    const made = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Private links',
      visibility: 'private',
    });
    expect(made.status, made.text).toBe(200);
    const privatePath = linksPath(org, made.body.data.id);
    const secret = await createOk(org.owner.client, privatePath, simple('https://example.com/secret'));
    // a member with no organisation privileges and a viewer role in the private workspace only
    const sboxViewer = await join(t, org, 'ORG_USER', { workspaceId: made.body.data.id, workspaceRole: 'SBOX_VIEWER' });
    const seen = await sboxViewer.client.get<PageBody<LinkBody['data']>>(privatePath);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body.data.items.map((l) => l.id)).toEqual([secret.id]);
    expectError(await sboxViewer.client.post(privatePath, simple('https://example.com/v')), 403, 'ACCESS_DENIED');
    expectError(await sboxViewer.client.delete(`${privatePath}/${secret.id}`), 403, 'ACCESS_DENIED');
    // no links privilege in the default workspace
    expectError(await sboxViewer.client.get(path), 403, 'ACCESS_DENIED');
    // another workspace's link through this workspace's path is not there
    expectError(await sboxViewer.client.get(`${privatePath}/${link.id}`), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get(`${privatePath}/${link.id}`), 404, 'NOT_FOUND');
    expectError(
      await org.owner.client.put(`${privatePath}/${link.id}`, simple('https://example.com/y')),
      404,
      'NOT_FOUND',
    );
    // the private workspace is invisible to an organisation viewer without a role in it
    expectError(await viewer.client.get(privatePath), 404, 'NOT_FOUND');
    expectError(await viewer.client.get(`${privatePath}/${secret.id}`), 404, 'NOT_FOUND');
    await unchanged();
  });
});
