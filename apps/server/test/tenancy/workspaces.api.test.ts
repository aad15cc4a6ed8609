import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteOk, sitesPath, webSite } from '../../src/modules/analytics-sites/site-test-helpers.ts';
import { createOk, linksPath, simple } from '../../src/modules/links/link-test-helpers.ts';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from './fixtures.ts';

interface Workspace {
  id: string;
  name: string;
  description: string;
  isDefault: boolean;
  enabled: boolean;
  visibility: string;
  ownerId: string | null;
  role: string | null;
  privileges: string[];
}

describe(`workspaces (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let editor: Person;
  let admin: Person;
  const base = () => `/api/orgs/${org.orgId}/workspaces`;
  const create = (person: Person, body: Record<string, unknown>) =>
    person.client.post<{ data: Workspace }>(base(), body);

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Workspace Owner');
    [editor, admin] = await Promise.all([join(t, org, 'ORG_EDITOR'), join(t, org, 'ORG_ADMIN')]);
  });
  afterAll(() => t?.close());

  it('creates a workspace with a 4-to-30-character name; its creator owns and administers it', async () => {
    expectError(await create(org.owner, { name: 'abc' }), 400, 'VALIDATION_ERROR', 'name');
    const long = await create(org.owner, { name: 'x'.repeat(31) });
    expect(long.body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name', messageKey: 'validation.name_length' });
    expect((await create(org.owner, { name: '   ' })).body).toMatchObject({
      field: 'name',
      messageKey: 'validation.name_required',
    });

    const created = await create(org.owner, { name: 'Marketing', description: 'Campaigns', visibility: 'public' });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Marketing',
      description: 'Campaigns',
      isDefault: false,
      enabled: true,
      ownerId: org.owner.id,
      role: 'SBOX_ADMIN',
    });
    const list = await org.owner.client.get<PageBody<Workspace>>(base());
    expect(list.body.data.items.map((w) => w.name)).toEqual(['My workspace', 'Marketing']);
  });

  it('edits name, description and visibility; an empty edit is rejected', async () => {
    const { body } = await create(org.owner, { name: 'Before edit' });
    const path = `${base()}/${body.data.id}`;
    const edited = await org.owner.client.patch<{ data: Workspace }>(path, {
      name: 'After edit',
      visibility: 'private',
    });
    expect(edited.body.data).toMatchObject({ name: 'After edit', visibility: 'private' });
    expectError(await org.owner.client.patch(path, {}), 400, 'VALIDATION_ERROR');
    const history = await org.owner.client.get<PageBody<{ action: string }>>(
      `${path}/history/workspace/${body.data.id}`,
    );
    expect(history.body.data.items.map((e) => e.action)).toEqual(['workspace.update', 'workspace.create']);
  });

  it('keeps exactly one default, which can be neither disabled nor deleted', async () => {
    const dflt = `${base()}/${org.defaultWorkspaceId}`;
    const disable = await org.owner.client.post(`${dflt}/disable`);
    expectError(disable, 409, 'CONFLICT');
    expect(disable.body.message).toBe('The default workspace cannot be disabled.');
    expectError(await org.owner.client.delete(dflt), 409, 'CONFLICT');

    const { body } = await create(org.owner, { name: 'Next default' });
    const next = `${base()}/${body.data.id}`;
    expect((await org.owner.client.post(`${next}/disable`)).status).toBe(200);
    expectError(await org.owner.client.post(`${next}/default`), 409, 'CONFLICT');
    expect((await org.owner.client.post(`${next}/enable`)).status).toBe(200);
    const made = await org.owner.client.post<{ data: Workspace }>(`${next}/default`);
    expect(made.body.data.isDefault).toBe(true);

    const list = await org.owner.client.get<PageBody<Workspace>>(base());
    expect(list.body.data.items.filter((w) => w.isDefault).map((w) => w.id)).toEqual([body.data.id]);
    // the old default is an ordinary workspace now
    expect((await org.owner.client.post(`${dflt}/disable`)).status).toBe(200);
    expect((await org.owner.client.post(`${dflt}/enable`)).status).toBe(200);
    expect((await org.owner.client.post(`${dflt}/default`)).status).toBe(200);

    expect((await org.owner.client.delete(next)).status).toBe(200);
    expectError(await org.owner.client.get(next), 404, 'NOT_FOUND');
  });

  it('hides a private workspace from all but its owner, owners and admins, and the members given a role in it', async () => {
    const { body } = await create(org.owner, { name: 'Secret plans', visibility: 'private' });
    const path = `${base()}/${body.data.id}`;
    expectError(await editor.client.get(path), 404, 'NOT_FOUND');
    const seen = await editor.client.get<PageBody<Workspace>>(base());
    expect(seen.body.data.items.map((w) => w.id)).not.toContain(body.data.id);
    expect((await admin.client.get(path)).status).toBe(200);

    await org.owner.client.put(`${path}/members/${editor.id}`, { role: 'SBOX_VIEWER' });
    const now = await editor.client.get<{ data: Workspace }>(path);
    expect(now.body.data).toMatchObject({ role: 'SBOX_VIEWER' });
    const shared = await editor.client.get<PageBody<Workspace>>(`${base()}/shared`);
    expect(shared.body.data.items.map((w) => w.id)).toContain(body.data.id);

    await org.owner.client.delete(`${path}/members/${editor.id}`);
    expectError(await editor.client.get(path), 404, 'NOT_FOUND');
  });

  it('lists mine apart from those shared with me', async () => {
    const mineBefore = await admin.client.get<PageBody<Workspace>>(`${base()}/mine`);
    expect(mineBefore.body.data.items).toEqual([]);
    const { body } = await create(admin, { name: 'Admin space' });
    const mine = await admin.client.get<PageBody<Workspace>>(`${base()}/mine`);
    expect(mine.body.data.items.map((w) => w.id)).toEqual([body.data.id]);
    const shared = await admin.client.get<PageBody<Workspace>>(`${base()}/shared`);
    expect(shared.body.data.items.map((w) => w.id)).not.toContain(body.data.id);
    expect(shared.body.data.items.map((w) => w.id)).toContain(org.defaultWorkspaceId);
  });

  it('records views and stars, and shows them on recent, stared and the dashboard', async () => {
    const { body } = await create(org.owner, { name: 'Busy space' });
    const path = `${base()}/${body.data.id}`;
    const view = { itemType: 'workspace', itemId: body.data.id };
    const link = await createOk(org.owner.client, linksPath(org, body.data.id), simple('https://example.com/busy'));
    expect((await org.owner.client.post(`${path}/views`, view)).status).toBe(200);
    expect((await editor.client.post(`${path}/views`, view)).status).toBe(200);
    expect((await editor.client.post(`${path}/views`, { itemType: 'surl', itemId: link.id })).status).toBe(200);
    expectError(
      await editor.client.post(`${path}/views`, { itemType: 'workspace', itemId: org.defaultWorkspaceId }),
      404,
      'NOT_FOUND',
      'itemId',
    );
    const recent = await org.owner.client.get<PageBody<{ itemType: string; userId: string }>>(`${path}/recent`);
    expect(recent.body.data.total).toBe(3);
    expect(recent.body.data.items[0]).toMatchObject({ itemType: 'surl', userId: editor.id });
    // one module's pages (the surl recent page) ask for its items only
    const recentLinks = await org.owner.client.get<PageBody<{ itemType: string }>>(`${path}/recent?itemType=surl`);
    expect(recentLinks.body.data.total).toBe(1);
    expect(recentLinks.body.data.items.map((i) => i.itemType)).toEqual(['surl']);
    // the link's creation is the one link event of this workspace
    const linkActivity = await org.owner.client.get<PageBody<unknown>>(`${path}/activity?itemType=surl`);
    expect(linkActivity.body.data.total).toBe(1);
    const workspaceActivity = await org.owner.client.get<PageBody<unknown>>(`${path}/activity?itemType=workspace`);
    expect(workspaceActivity.body.data.total).toBe(1);
    expectError(await org.owner.client.get(`${path}/recent?itemType=nope`), 400, 'VALIDATION_ERROR', 'itemType');

    expect((await editor.client.put(`${path}/stars`, { itemType: 'surl', itemId: link.id })).status).toBe(200);
    const stars = await editor.client.get<PageBody<{ itemId: string }>>(`${path}/stars`);
    expect(stars.body.data.items.map((s) => s.itemId)).toEqual([link.id]);
    expect((await editor.client.get<PageBody<unknown>>(`${path}/stars?itemType=analytics`)).body.data.total).toBe(0);
    // stars are personal
    expect((await org.owner.client.get<PageBody<unknown>>(`${path}/stars`)).body.data.total).toBe(0);

    const dashboard = await editor.client.get<{
      data: {
        workspace: Workspace;
        usage: { members: number };
        recent: unknown[];
        activity: { action: string }[];
        stared: unknown[];
      };
    }>(`${path}/dashboard`);
    expect(dashboard.status, dashboard.text).toBe(200);
    expect(dashboard.body.data.workspace.id).toBe(body.data.id);
    expect(dashboard.body.data.recent).toHaveLength(3);
    expect(dashboard.body.data.stared).toHaveLength(1);
    expect(dashboard.body.data.activity.map((a) => a.action)).toEqual(['surl.create', 'workspace.create']);

    expect((await editor.client.delete(`${path}/stars/surl/${link.id}`)).status).toBe(200);
    expectError(await editor.client.delete(`${path}/stars/surl/${link.id}`), 404, 'NOT_FOUND');
  });

  it('reports the usage of each workspace, a page at a time', async () => {
    const storage = await org.owner.client.get<PageBody<{ workspaceId: string; members: number; links: number }>>(
      `${base()}/storage?pageSize=2`,
    );
    expect(storage.status, storage.text).toBe(200);
    expect(storage.body.data.items).toHaveLength(2);
    expect(storage.body.data.total).toBeGreaterThan(2);
    const one = await org.owner.client.get<{ data: { members: number; links: number; fileBytes: number } }>(
      `${base()}/${org.defaultWorkspaceId}/storage`,
    );
    expect(one.body.data).toMatchObject({ links: 0, sites: 0, fileBytes: 0 });
    // a link and a site of the workspace count in its usage
    await createOk(org.owner.client, linksPath(org), simple('https://example.com/usage'));
    await createSiteOk(org.owner.client, sitesPath(org), webSite({ name: 'Usage site' }));
    const after = await org.owner.client.get<{ data: { links: number; sites: number } }>(
      `${base()}/${org.defaultWorkspaceId}/storage`,
    );
    expect(after.body.data).toMatchObject({ links: 1, sites: 1 });
  });
});
