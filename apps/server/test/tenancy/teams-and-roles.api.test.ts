import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../harness.ts';
import { expectError, join, newOrg, type Org, type PageBody, type Person } from './fixtures.ts';

interface Team {
  id: string;
  name: string;
  tags: string[];
  members: { userId: string; role: string }[];
  workspaces: { id: string }[];
}
interface Role {
  id: string;
  system: boolean;
  name: string;
  privileges: string[];
  createdBy: { name: string } | null;
  updatedBy: { name: string } | null;
}

describe(`teams (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let admin: Person;
  let alice: Person;
  let bob: Person;
  const teams = () => `/api/orgs/${org.orgId}/teams`;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Team Owner');
    [admin, alice, bob] = await Promise.all([
      join(t, org, 'ORG_ADMIN'),
      join(t, org, 'ORG_EDITOR', { name: 'Alice Editor' }),
      join(t, org, 'ORG_USER', { name: 'Bob User' }),
    ]);
  });
  afterAll(() => t?.close());

  it('creates a team with members each holding a role, tags and workspaces', async () => {
    const created = await admin.client.post<{ data: Team }>(teams(), {
      name: 'Growth team',
      description: 'Acquisition',
      tags: ['growth', 'q3'],
      members: [
        { userId: alice.id, role: 'SBOX_EDITOR' },
        { userId: bob.id, role: 'SBOX_VIEWER' },
      ],
      workspaceIds: [org.defaultWorkspaceId],
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Growth team',
      tags: ['growth', 'q3'],
      workspaces: [{ id: org.defaultWorkspaceId }],
    });
    expect(created.body.data.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: alice.id, role: 'SBOX_EDITOR' }),
        expect.objectContaining({ userId: bob.id, role: 'SBOX_VIEWER' }),
      ]),
    );
    // the team's role applies in its workspaces: Bob (ORG_USER) now reads links there
    const context = await bob.client.get<{ data: { workspaces: { id: string; privileges: string[] }[] } }>(
      `/api/orgs/${org.orgId}/context`,
    );
    const there = context.body.data.workspaces.find((w) => w.id === org.defaultWorkspaceId);
    expect(there?.privileges).toContain('links:read');
  });

  it('needs a name of 4 to 30 characters, a member, and a role for each member', async () => {
    expectError(
      await admin.client.post(teams(), { name: 'abc', members: [{ userId: alice.id, role: 'SBOX_EDITOR' }] }),
      400,
      'VALIDATION_ERROR',
      'name',
    );
    const none = await admin.client.post(teams(), { name: 'Empty team', members: [] });
    expectError(none, 400, 'VALIDATION_ERROR', 'members');
    expect(none.body.messageKey).toBe('validation.team_member_required');
    const roleless = await admin.client.post(teams(), { name: 'Roleless', members: [{ userId: alice.id }] });
    expectError(roleless, 400, 'VALIDATION_ERROR', 'members.0.role');
    expect(roleless.body.messageKey).toBe('validation.team_member_role_required');
  });

  it('refuses to add or remove an owner or admin (MEMBER_IS_OWNER_OR_ADMIN)', async () => {
    expectError(
      await admin.client.post(teams(), { name: 'With owner', members: [{ userId: org.owner.id, role: 'SBOX_ADMIN' }] }),
      400,
      'MEMBER_IS_OWNER_OR_ADMIN',
    );
    const team = await admin.client.post<{ data: Team }>(teams(), {
      name: 'Small team',
      members: [{ userId: alice.id, role: 'SBOX_EDITOR' }],
    });
    expectError(
      await admin.client.put(`${teams()}/${team.body.data.id}`, {
        name: 'Small team',
        members: [
          { userId: alice.id, role: 'SBOX_EDITOR' },
          { userId: admin.id, role: 'SBOX_EDITOR' },
        ],
      }),
      400,
      'MEMBER_IS_OWNER_OR_ADMIN',
    );
    // a member promoted to admin stays, and cannot be removed
    await org.owner.client.patch(`/api/orgs/${org.orgId}/members/${alice.id}/role`, { role: 'ORG_ADMIN' });
    expectError(
      await admin.client.put(`${teams()}/${team.body.data.id}`, {
        name: 'Small team',
        members: [{ userId: bob.id, role: 'SBOX_VIEWER' }],
      }),
      400,
      'MEMBER_IS_OWNER_OR_ADMIN',
    );
    await org.owner.client.patch(`/api/orgs/${org.orgId}/members/${alice.id}/role`, { role: 'ORG_EDITOR' });
  });

  it('lets admins reach every team and members only their own; edits and deletes', async () => {
    const team = await org.owner.client.post<{ data: Team }>(teams(), {
      name: 'Bob only',
      members: [{ userId: bob.id, role: 'SBOX_VIEWER' }],
    });
    const path = `${teams()}/${team.body.data.id}`;
    expect((await admin.client.get(path)).status).toBe(200);
    expect((await bob.client.get(path)).status).toBe(200);
    expectError(await alice.client.get(path), 404, 'NOT_FOUND');
    const alicesList = await alice.client.get<PageBody<Team>>(teams());
    expect(alicesList.body.data.items.map((x) => x.id)).not.toContain(team.body.data.id);

    const edited = await admin.client.put<{ data: Team }>(path, {
      name: 'Bob and Alice',
      members: [
        { userId: bob.id, role: 'SBOX_EDITOR' },
        { userId: alice.id, role: 'SBOX_VIEWER' },
      ],
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.name).toBe('Bob and Alice');
    expect((await alice.client.get(path)).status).toBe(200);

    expect((await admin.client.delete(path)).status).toBe(200);
    expectError(await admin.client.get(path), 404, 'NOT_FOUND');
  });
});

describe(`roles (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let admin: Person;
  const roles = () => `/api/orgs/${org.orgId}/roles`;

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Role Owner');
    admin = await join(t, org, 'ORG_ADMIN', { name: 'Ada Admin' });
  });
  afterAll(() => t?.close());

  it('lists the system roles from the shared matrix, read-only', async () => {
    const list = await admin.client.get<PageBody<Role>>(`${roles()}?kind=system&pageSize=100`);
    expect(list.body.data.items.map((r) => r.name)).toEqual([
      'ORG_OWNER',
      'ORG_ADMIN',
      'ORG_EDITOR',
      'ORG_VIEWER',
      'ORG_USER',
      'DEVELOPER',
      'SBOX_ADMIN',
      'SBOX_EDITOR',
      'SBOX_VIEWER',
    ]);
    const viewer = await admin.client.get<{ data: Role }>(`${roles()}/ORG_VIEWER`);
    expect(viewer.body.data).toMatchObject({
      system: true,
      privileges: ['members:read', 'links:read', 'analytics:read', 'ai:use'],
    });
    expectError(
      await org.owner.client.put(`${roles()}/ORG_VIEWER`, { name: 'Hacked', privileges: [] }),
      403,
      'ACCESS_DENIED',
    );
    expectError(await org.owner.client.delete(`${roles()}/ORG_VIEWER`), 403, 'ACCESS_DENIED');
  });

  it('creates, edits and deletes a custom role, naming who created and updated it', async () => {
    const empty = await admin.client.post(roles(), { name: '', privileges: [] });
    expectError(empty, 400, 'VALIDATION_ERROR', 'name');
    expect(empty.body.messageKey).toBe('validation.role_name_empty');
    expectError(await admin.client.post(roles(), { name: 'abc' }), 400, 'VALIDATION_ERROR', 'name');
    expectError(
      await admin.client.post(roles(), { name: 'Bad privilege', privileges: ['root:all'] }),
      400,
      'VALIDATION_ERROR',
    );

    const created = await admin.client.post<{ data: Role }>(roles(), {
      name: 'Link manager',
      description: 'Links only',
      tags: ['links'],
      privileges: ['links:read', 'links:write'],
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data).toMatchObject({
      system: false,
      createdBy: { name: 'Ada Admin' },
      updatedBy: { name: 'Ada Admin' },
    });
    expectError(await admin.client.post(roles(), { name: 'link MANAGER' }), 409, 'CONFLICT', 'name');

    const path = `${roles()}/${created.body.data.id}`;
    const edited = await org.owner.client.put<{ data: Role }>(path, {
      name: 'Link editor',
      privileges: ['links:read', 'links:write', 'analytics:read'],
    });
    expect(edited.body.data).toMatchObject({
      name: 'Link editor',
      createdBy: { name: 'Ada Admin' },
      updatedBy: { name: 'Role Owner' },
    });
    expect((await admin.client.delete(path)).status).toBe(200);
    expectError(await admin.client.get(path), 404, 'NOT_FOUND');
  });

  it('holds a custom role to its author’s privileges (ACCESS_DENIED on privileges)', async () => {
    const beyond = await admin.client.post(roles(), { name: 'Billing boss', privileges: ['billing:manage'] });
    expectError(beyond, 403, 'ACCESS_DENIED', 'privileges');
    expect(beyond.body.message).toContain('billing:manage');
    expect(
      (await org.owner.client.post(roles(), { name: 'Billing boss', privileges: ['billing:manage'] })).status,
    ).toBe(200);

    // a member whose custom role manages roles cannot reach past it either
    const manager = await org.owner.client.post<{ data: Role }>(roles(), {
      name: 'Role manager',
      privileges: ['roles:read', 'roles:manage', 'links:read'],
    });
    const person = await join(t, org, 'ORG_USER', { customRoleId: manager.body.data.id });
    expect((await person.client.post(roles(), { name: 'Reader', privileges: ['links:read'] })).status).toBe(200);
    expectError(
      await person.client.post(roles(), { name: 'Writer', privileges: ['links:write'] }),
      403,
      'ACCESS_DENIED',
      'privileges',
    );
    // nor grant a role beyond it to others
    expectError(
      await person.client.post(`/api/orgs/${org.orgId}/invitations`, { email: 'x@example.test', role: 'ORG_USER' }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('refuses to delete a role in use (CONFLICT)', async () => {
    const role = await org.owner.client.post<{ data: Role }>(roles(), {
      name: 'Used role',
      privileges: ['links:read'],
    });
    const person = await join(t, org, 'ORG_USER', { customRoleId: role.body.data.id });
    const path = `${roles()}/${role.body.data.id}`;
    expectError(await org.owner.client.delete(path), 409, 'CONFLICT');
    const detail = await org.owner.client.get<{ data: { customRoleId: string } }>(
      `/api/orgs/${org.orgId}/members/${person.id}`,
    );
    expect(detail.body.data.customRoleId).toBe(role.body.data.id);
    await org.owner.client.patch(`/api/orgs/${org.orgId}/members/${person.id}/role`, {
      role: 'ORG_VIEWER',
      customRoleId: null,
    });
    expect((await org.owner.client.delete(path)).status).toBe(200);
  });

  it('gives a workspace-scope custom role inside one workspace only', async () => {
    const wsRole = await org.owner.client.post<{ data: Role }>(roles(), {
      name: 'Space writer',
      scope: 'workspace',
      privileges: ['links:read', 'links:write'],
    });
    const orgRole = await org.owner.client.post<{ data: Role }>(roles(), {
      name: 'Org reader',
      privileges: ['links:read'],
    });
    const person = await join(t, org, 'ORG_USER');
    const member = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/members/${person.id}`;
    expectError(
      await org.owner.client.put(member, { role: 'SBOX_VIEWER', customRoleId: orgRole.body.data.id }),
      400,
      'VALIDATION_ERROR',
      'customRoleId',
    );
    const set = await org.owner.client.put(member, { role: 'SBOX_VIEWER', customRoleId: wsRole.body.data.id });
    expect(set.status, set.text).toBe(200);
    const context = await person.client.get<{
      data: { organization: { privileges: string[] }; workspaces: { id: string; privileges: string[] }[] };
    }>(`/api/orgs/${org.orgId}/context`);
    expect(context.body.data.organization.privileges).toEqual([]);
    expect(context.body.data.workspaces.find((w) => w.id === org.defaultWorkspaceId)?.privileges).toContain(
      'links:write',
    );
  });
});
