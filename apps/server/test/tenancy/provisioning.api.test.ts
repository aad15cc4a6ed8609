import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { createTestClient } from '../test-client.ts';
import { expectError, join, newOrg, signUp, type TenantsBody, uniqueEmail } from './fixtures.ts';

describe(`first sign-in and context (${testMode})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('gives a new user their own organisation, owned by them, with a public default workspace', async () => {
    const person = await signUp(t, 'Ada Lovelace');
    const res = await person.client.get<TenantsBody>('/api/me/tenants');
    expect(res.status, res.text).toBe(200);
    const { tenents, sBoxs, orgId } = res.body.data;
    expect(tenents).toHaveLength(1);
    expect(tenents[0]).toMatchObject({ id: orgId, name: "Ada Lovelace's organisation", role: 'ORG_OWNER' });
    expect(tenents[0]?.privileges).toContain('org:delete');
    expect(sBoxs).toEqual([
      expect.objectContaining({ name: 'My workspace', isDefault: true, visibility: 'public', enabled: true }),
    ]);
    // asking again makes nothing new
    const again = await person.client.get<TenantsBody>('/api/me/tenants');
    expect(again.body.data.tenents).toHaveLength(1);
    expect(again.body.data.sBoxs).toHaveLength(1);
  });

  it('answers the context of an organisation with my role and the workspaces I see', async () => {
    const org = await newOrg(t);
    const res = await org.owner.client.get<{
      data: { organization: { id: string; role: string }; workspaces: { id: string; privileges: string[] }[] };
    }>(`/api/orgs/${org.orgId}/context`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.organization).toMatchObject({ id: org.orgId, role: 'ORG_OWNER' });
    expect(res.body.data.workspaces.map((w) => w.id)).toEqual([org.defaultWorkspaceId]);
  });

  it('refuses the tenancy API without a session', async () => {
    const anonymous = createTestClient(t.url);
    expectError(await anonymous.get('/api/me/tenants'), 401, 'INVALID_TOKEN');
    const org = await newOrg(t);
    expectError(await anonymous.get(`/api/orgs/${org.orgId}/context`), 401, 'INVALID_TOKEN');
  });

  it('answers 404 for an organisation that does not exist or is not mine', async () => {
    const org = await newOrg(t);
    expectError(await org.owner.client.get('/api/orgs/00000000-0000-4000-8000-000000000000/context'), 404, 'NOT_FOUND');
    expectError(await org.owner.client.get('/api/orgs/not-a-uuid/context'), 404, 'NOT_FOUND');
    expectError(
      await org.owner.client.get('/api/me/tenants?orgId=00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
  });

  it('answers NO_WORKSPACE_ASSOCIATED when a member sees no workspace of the organisation', async () => {
    const org = await newOrg(t);
    const user = await join(t, org, 'ORG_USER');
    expect((await user.client.get(`/api/orgs/${org.orgId}/context`)).status).toBe(200);
    const hidden = await org.owner.client.patch(`/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}`, {
      visibility: 'private',
    });
    expect(hidden.status, hidden.text).toBe(200);
    expectError(await user.client.get(`/api/orgs/${org.orgId}/context`), 404, 'NO_WORKSPACE_ASSOCIATED');
    const tenants = await user.client.get<TenantsBody>('/api/me/tenants');
    expect(tenants.body.data.sBoxs).toEqual([]);
  });

  it('joins an invited person on their first sign-in, without their own organisation', async () => {
    const org = await newOrg(t);
    const email = uniqueEmail('first');
    expect(
      (await org.owner.client.post(`/api/orgs/${org.orgId}/invitations`, { email, role: 'ORG_EDITOR' })).status,
    ).toBe(200);
    const person = await signUp(t, 'First Comer', email);
    // the context route never provisions: only the sign-in can have joined them
    const context = await person.client.get(`/api/orgs/${org.orgId}/context`);
    expect(context.status, context.text).toBe(200);
    const tenants = await person.client.get<TenantsBody>('/api/me/tenants');
    expect(tenants.body.data.tenents).toEqual([expect.objectContaining({ id: org.orgId, role: 'ORG_EDITOR' })]);
  });
});
