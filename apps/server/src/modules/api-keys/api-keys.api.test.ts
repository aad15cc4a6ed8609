import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import {
  auditCount,
  expectError,
  join,
  newOrg,
  type Org,
  type PageBody,
  type Person,
} from '../../../test/tenancy/fixtures.ts';
import type { TestResponse } from '../../../test/test-client.ts';
import { apiKeys, auditLog } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { linksPath, simple } from '../links/link-test-helpers.ts';

interface Key {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  workspace: { id: string; name: string } | null;
  status: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  secret?: string;
}

/**
 * A cookie-less API client: exactly what a script holding a key sends, nothing
 * a browser would add (no session, no XSRF cookie or header).
 */
function bearer(
  t: TestApp,
  secret: string,
  ip = `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  const send = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { authorization: `Bearer ${secret}`, 'x-forwarded-for': ip, ...extra };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed as T, text } as TestResponse<T>;
  };
  return {
    get: <T = Record<string, unknown>>(path: string) => send<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body: unknown, extra?: Record<string, string>) =>
      send<T>('POST', path, body, extra),
    delete: (path: string) => send('DELETE', path),
  };
}

describe(`API keys and the public API (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let stranger: Org;
  let viewer: Person;
  let developer: Person;
  let otherWorkspaceId: string;
  const keysPath = (o: Org = org) => `/api/orgs/${o.orgId}/api-keys`;
  const range = {
    from: new Date(Date.now() - 86_400_000).toISOString(),
    to: new Date(Date.now() + 3_600_000).toISOString(),
  };

  const createKey = async (
    person: Person,
    body: Record<string, unknown>,
    o: Org = org,
  ): Promise<Key & { secret: string }> => {
    const res = await person.client.post<{ data: Key & { secret: string } }>(keysPath(o), body);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Keys Owner');
    stranger = await newOrg(t, 'Stranger Owner');
    viewer = await join(t, org, 'ORG_VIEWER');
    developer = await join(t, org, 'DEVELOPER');
    const ws = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/workspaces`, {
      name: 'Second space',
      visibility: 'public',
    });
    expect(ws.status, ws.text).toBe(200);
    otherWorkspaceId = ws.body.data.id;
  });
  afterAll(() => t?.close());

  it('creates a key whose secret is answered once, stored only as its SHA-256, never listed; renames and revokes it', async () => {
    const before = await auditCount(t, org.orgId);
    const key = await createKey(org.owner, { name: 'CI', scopes: ['links:write', 'links:read'] });
    expect(key.secret).toMatch(/^osm5_[A-Za-z0-9_-]{32}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 13));
    expect(key).toMatchObject({ name: 'CI', scopes: ['links:read', 'links:write'], workspace: null, status: 'active' });

    const [row] = await t.app.db.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toBe(hashToken(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret.slice(13));

    const list = await org.owner.client.get<PageBody<Key>>(`${keysPath()}?page=1&pageSize=10`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.items.map((k) => k.id)).toContain(key.id);
    expect(list.text).not.toContain(key.secret.slice(13));
    expect(list.body.data.items.every((k) => k.secret === undefined)).toBe(true);

    const renamed = await org.owner.client.patch<{ data: Key }>(`${keysPath()}/${key.id}`, { name: 'Deploy bot' });
    expect(renamed.body.data.name).toBe('Deploy bot');
    const revoked = await org.owner.client.post<{ data: Key }>(`${keysPath()}/${key.id}/revoke`, {});
    expect(revoked.body.data.status).toBe('revoked');
    const again = await org.owner.client.post<{ data: Key }>(`${keysPath()}/${key.id}/revoke`, {});
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
    expect(await auditCount(t, org.orgId)).toBe(before + 3);
    const actions = await t.app.db.db
      .select({ a: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, key.id));
    expect(actions.map((x) => x.a).sort()).toEqual(['api_key.create', 'api_key.rename', 'api_key.revoke']);

    const onlyRevoked = await org.owner.client.get<PageBody<Key>>(`${keysPath()}?status=revoked`);
    expect(onlyRevoked.body.data.items.map((k) => k.id)).toEqual([key.id]);
  });

  it('refuses what the creator cannot give: scopes beyond their privileges, no api_keys:manage, a past expiry', async () => {
    expectError(await viewer.client.get(keysPath()), 403, 'ACCESS_DENIED');
    expectError(await viewer.client.post(keysPath(), { name: 'x', scopes: ['links:read'] }), 403, 'ACCESS_DENIED');
    const options = await developer.client.get<{ data: { organization: { canCreate: boolean; scopes: string[] } } }>(
      `${keysPath()}/options`,
    );
    expect(options.body.data.organization).toEqual({
      canCreate: true,
      scopes: ['links:read', 'links:write', 'analytics:read', 'analytics:write'],
    });
    expectError(await developer.client.post(keysPath(), { name: 'x', scopes: [] }), 400, 'VALIDATION_ERROR', 'scopes');
    // not a scope a key may carry at all
    expect((await developer.client.post(keysPath(), { name: 'x', scopes: ['members:manage'] })).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'scopes.0',
    });
    // a custom role with api_keys:manage and links:read only: no key with links:write
    const role = await org.owner.client.post<{ data: { id: string } }>(`/api/orgs/${org.orgId}/roles`, {
      name: 'Key reader',
      privileges: ['api_keys:manage', 'links:read'],
    });
    expect(role.status, role.text).toBe(200);
    const reader = await join(t, org, 'ORG_USER', { customRoleId: role.body.data.id });
    const beyond = await reader.client.post<{ message: string }>(keysPath(), {
      name: 'x',
      scopes: ['links:read', 'links:write'],
    });
    expectError(beyond, 403, 'ACCESS_DENIED', 'scopes');
    expect(beyond.body.message).toContain('links:write');
    expect((await reader.client.post(keysPath(), { name: 'ok', scopes: ['links:read'] })).status).toBe(200);
    // a workspace admin who is a viewer of the organisation: keys for that workspace only
    const wsAdmin = await join(t, org, 'ORG_VIEWER', {
      workspaceId: otherWorkspaceId,
      workspaceRole: 'SBOX_ADMIN',
    });
    expectError(
      await wsAdmin.client.post(keysPath(), { name: 'org', scopes: ['links:read'] }),
      403,
      'ACCESS_DENIED',
      'workspaceId',
    );
    const wsKey = await createKey(wsAdmin, { name: 'ws', scopes: ['links:write'], workspaceId: otherWorkspaceId });
    expect(wsKey.workspace).toEqual({ id: otherWorkspaceId, name: 'Second space' });
    expectError(
      await wsAdmin.client.post(keysPath(), {
        name: 'ws',
        scopes: ['links:read'],
        workspaceId: org.defaultWorkspaceId,
      }),
      403,
      'ACCESS_DENIED',
      'workspaceId',
    );
    expectError(
      await developer.client.post(keysPath(), {
        name: 'x',
        scopes: ['links:read'],
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      'VALIDATION_ERROR',
      'expiresAt',
    );
  });

  it('lets a developer see and manage only their own keys; owners see every key; another org answers 404', async () => {
    const mine = await createKey(developer, { name: 'Dev key', scopes: ['links:read'] });
    const owners = await createKey(org.owner, { name: 'Owner key', scopes: ['links:read'] });
    const devList = await developer.client.get<PageBody<Key>>(keysPath());
    expect(devList.body.data.items.map((k) => k.id)).toContain(mine.id);
    expect(devList.body.data.items.map((k) => k.id)).not.toContain(owners.id);
    expectError(await developer.client.post(`${keysPath()}/${owners.id}/revoke`, {}), 404, 'NOT_FOUND');
    const ownerList = await org.owner.client.get<PageBody<Key>>(`${keysPath()}?pageSize=100`);
    expect(ownerList.body.data.items.map((k) => k.id)).toEqual(expect.arrayContaining([mine.id, owners.id]));

    // another organisation: its owner cannot see, rename or revoke ours, nor reach ours through their own org
    expectError(await stranger.owner.client.get(keysPath()), 404, 'NOT_FOUND');
    expectError(await stranger.owner.client.post(`${keysPath(stranger)}/${owners.id}/revoke`, {}), 404, 'NOT_FOUND');
    expectError(
      await stranger.owner.client.patch(`${keysPath(stranger)}/${owners.id}`, { name: 'x' }),
      404,
      'NOT_FOUND',
    );
    const strangerList = await stranger.owner.client.get<PageBody<Key>>(keysPath(stranger));
    expect(strangerList.body.data.total).toBe(0);
  });

  it('creates a link and runs an analytics query with a key alone, without cookies or CSRF, and notes its use', async () => {
    const key = await createKey(org.owner, { name: 'Script', scopes: ['links:read', 'links:write', 'analytics:read'] });
    const api = bearer(t, key.secret);
    const created = await api.post<{ data: { id: string; createdBy: { id: string } } }>(
      linksPath(org),
      simple('https://example.com/from-a-key'),
    );
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.createdBy.id).toBe(org.owner.id);
    expect(created.headers.get('set-cookie') ?? '').not.toContain('XSRF-TOKEN');
    const read = await api.get<{ data: { id: string } }>(`${linksPath(org)}/${created.body.data.id}`);
    expect(read.status, read.text).toBe(200);
    const query = await api.post<{ data: { totals: Record<string, number> } }>(
      `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/analytics/query`,
      { item: { type: 'surl', id: created.body.data.id }, range, metrics: ['clicks'] },
    );
    expect(query.status, query.text).toBe(200);
    expect(query.body.data.totals).toEqual({ clicks: 0 });
    const stats = await api.get(`${linksPath(org)}/${created.body.data.id}/stats`);
    expect(stats.status, stats.text).toBe(200);

    const listed = await org.owner.client.get<PageBody<Key>>(`${keysPath()}?pageSize=100`);
    const used = listed.body.data.items.find((k) => k.id === key.id);
    expect(used?.lastUsedAt).not.toBeNull();
    // at most one write a minute: the next calls leave lastUsedAt as it is
    await api.get(`${linksPath(org)}/${created.body.data.id}`);
    const [row] = await t.app.db.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.lastUsedAt?.toISOString()).toBe(used?.lastUsedAt);

    // the scope it lacks (analytics:write) refuses, even though its creator holds it
    const site = await api.post(`/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/sites`, {
      kind: 'web',
      name: 'Shop',
      domain: 'shop.example',
    });
    expectError(site, 403, 'ACCESS_DENIED');
  });

  it("limits a viewer's key to what a viewer may do: scopes ∩ role, even with write scopes", async () => {
    // a viewer holds no api_keys:manage: made as a developer, then demoted to viewer
    const dev = await join(t, org, 'DEVELOPER');
    const key = await createKey(dev, { name: 'Soon a viewer', scopes: ['links:read', 'links:write'] });
    const api = bearer(t, key.secret);
    expect((await api.post(linksPath(org), simple('https://example.com/before'))).status).toBe(200);
    const demoted = await org.owner.client.patch(`/api/orgs/${org.orgId}/members/${dev.id}/role`, {
      role: 'ORG_VIEWER',
    });
    expect(demoted.status, demoted.text).toBe(200);
    // the very next request sees the demotion: read stays, write is gone
    expectError(await api.post(linksPath(org), simple('https://example.com/after')), 403, 'ACCESS_DENIED');
    expect((await api.get(linksPath(org))).status).toBe(200);
  });

  it('refuses a revoked key, an expired key and an unknown key at once, with INVALID_TOKEN', async () => {
    const key = await createKey(org.owner, { name: 'Short-lived', scopes: ['links:read'] });
    const api = bearer(t, key.secret);
    expect((await api.get(linksPath(org))).status).toBe(200);
    await org.owner.client.post(`${keysPath()}/${key.id}/revoke`, {});
    expectError(await api.get(linksPath(org)), 401, 'INVALID_TOKEN');

    const expiring = await createKey(org.owner, {
      name: 'Expiring',
      scopes: ['links:read'],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const soon = bearer(t, expiring.secret);
    expect((await soon.get(linksPath(org))).status).toBe(200);
    await t.app.db.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    const expired = await soon.get<{ message: string }>(linksPath(org));
    expectError(expired, 401, 'INVALID_TOKEN');
    expect(expired.body.message).toContain('expired');
    const listed = await org.owner.client.get<PageBody<Key>>(`${keysPath()}?status=expired`);
    expect(listed.body.data.items.map((k) => k.id)).toEqual([expiring.id]);

    expectError(await bearer(t, `osm5_${'A'.repeat(32)}`).get(linksPath(org)), 401, 'INVALID_TOKEN');
    expectError(await bearer(t, 'not-a-key').get(linksPath(org)), 401, 'INVALID_TOKEN');
  });

  it("keeps a workspace key in its workspace, and an organisation's key out of every other organisation", async () => {
    const key = await createKey(org.owner, {
      name: 'Default space only',
      scopes: ['links:read', 'links:write'],
      workspaceId: org.defaultWorkspaceId,
    });
    expect(key.workspace?.id).toBe(org.defaultWorkspaceId);
    const api = bearer(t, key.secret);
    expect((await api.post(linksPath(org), simple('https://example.com/a'))).status).toBe(200);
    expectError(await api.post(linksPath(org, otherWorkspaceId), simple('https://example.com/b')), 404, 'NOT_FOUND');
    expectError(await api.get(linksPath(org, otherWorkspaceId)), 404, 'NOT_FOUND');

    const orgWide = await createKey(org.owner, { name: 'Everywhere', scopes: ['links:read'] });
    expect((await bearer(t, orgWide.secret).get(linksPath(org, otherWorkspaceId))).status).toBe(200);
    // the stranger's own key cannot reach our org, and ours cannot reach theirs
    const theirs = await createKey(stranger.owner, { name: 'Theirs', scopes: ['links:read'] }, stranger);
    expectError(await bearer(t, theirs.secret).get(linksPath(org)), 404, 'NOT_FOUND');
    expectError(await bearer(t, orgWide.secret).get(linksPath(stranger)), 404, 'NOT_FOUND');
  });

  it('refuses a key on account, session, member, role and key routes: the public API only', async () => {
    const key = await createKey(org.owner, { name: 'Public only', scopes: ['links:read', 'links:write'] });
    const api = bearer(t, key.secret);
    for (const path of [
      '/api/me/tenants',
      '/api/me/profile',
      '/api/me/security/sessions',
      `/api/orgs/${org.orgId}/members`,
      `/api/orgs/${org.orgId}/roles`,
      keysPath(),
      `/api/orgs/${org.orgId}/workspaces`,
    ]) {
      expectError(await api.get(path), 403, 'ACCESS_DENIED');
    }
    expectError(await api.post(keysPath(), { name: 'child', scopes: ['links:read'] }), 403, 'ACCESS_DENIED');
    expectError(await api.post(`${keysPath()}/${key.id}/revoke`, {}), 403, 'ACCESS_DENIED');
    // an unknown path is still a 404, and an invalid key on it still a 401
    expectError(await api.get('/api/no-such-route'), 404, 'NOT_FOUND');
    expectError(await bearer(t, `osm5_${'B'.repeat(32)}`).get('/api/no-such-route'), 401, 'INVALID_TOKEN');
  });

  it('counts requests per key with RateLimit-* headers and answers 429 in the error shape past the limit', async () => {
    const key = await createKey(org.owner, { name: 'Slow', scopes: ['links:read'], rateLimitPerMinute: 3 });
    const api = bearer(t, key.secret);
    const first = await api.get(linksPath(org));
    expect(first.headers.get('ratelimit-limit')).toBe('3');
    expect(first.headers.get('ratelimit-remaining')).toBe('2');
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    await api.get(linksPath(org));
    const third = await api.get(linksPath(org));
    expect(third.status).toBe(200);
    expect(third.headers.get('ratelimit-remaining')).toBe('0');
    const fourth = await api.get(linksPath(org));
    expectError(fourth, 429, 'RATE_LIMITED');
    expect(fourth.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // another key of the same person has its own budget
    const other = await createKey(org.owner, { name: 'Fast', scopes: ['links:read'] });
    expect((await bearer(t, other.secret).get(linksPath(org))).status).toBe(200);
  });

  it('keeps CSRF on cookie requests: a session without the XSRF header is refused, even with a key beside it', async () => {
    const key = await createKey(org.owner, { name: 'Beside a cookie', scopes: ['links:write', 'links:read'] });
    expectError(
      await org.owner.client.post(linksPath(org), simple('https://example.com/no-xsrf'), { xsrf: false }),
      403,
      'CSRF_MISMATCH',
    );
    const session = org.owner.client.cookie('osm5_session');
    expect(session).toBeTruthy();
    const both = await bearer(t, key.secret).post(linksPath(org), simple('https://example.com/both'), {
      cookie: `osm5_session=${session}`,
    });
    expectError(both, 403, 'CSRF_MISMATCH');
  });

  it('marks the public API in the OpenAPI document with the apiKey scheme and each scope', async () => {
    const res = await org.owner.client.get<{
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      paths: Record<string, Record<string, { security?: unknown; 'x-osm5-scope'?: string }>>;
    }>('/api/openapi.json');
    expect(res.body.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const links = res.body.paths['/api/orgs/{orgId}/workspaces/{workspaceId}/links'];
    expect(links?.post?.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(links?.post?.['x-osm5-scope']).toBe('links:write');
    expect(links?.get?.['x-osm5-scope']).toBe('links:read');
    const query = res.body.paths['/api/orgs/{orgId}/workspaces/{workspaceId}/analytics/query'];
    expect(query?.post?.['x-osm5-scope']).toContain('analytics:read');
    expect(res.body.paths['/api/orgs/{orgId}/api-keys']?.post?.security).toBeUndefined();
  });
});
