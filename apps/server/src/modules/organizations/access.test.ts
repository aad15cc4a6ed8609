import { systemRolePrivileges } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { type AccessFacts, canSeeWorkspace, orgAccessOf, type WorkspaceFacts, workspaceAccessOf } from './access.ts';

const ORG = 'org';
const ME = 'me';
const workspace = (id: string, extra: Partial<WorkspaceFacts> = {}): WorkspaceFacts => ({
  id,
  orgId: ORG,
  name: id,
  description: '',
  ownerId: 'someone-else',
  isDefault: false,
  enabled: true,
  visibility: 'public',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...extra,
});
const facts = (extra: Partial<AccessFacts> = {}): AccessFacts => ({
  membership: { role: 'ORG_USER', customRoleId: null, status: 'active' },
  customRoles: new Map(),
  workspaceRoles: [],
  teamRoles: [],
  ...extra,
});

describe('access rules', () => {
  it('gives an organisation role exactly its row of the shared matrix', () => {
    for (const role of ['ORG_OWNER', 'ORG_ADMIN', 'ORG_EDITOR', 'ORG_VIEWER', 'ORG_USER', 'DEVELOPER'] as const) {
      const f = facts({ membership: { role, customRoleId: null, status: 'active' } });
      expect([...orgAccessOf(ORG, ME, f).privileges].sort()).toEqual([...systemRolePrivileges[role]].sort());
    }
  });

  it('adds a custom organisation role’s privileges to the system role', () => {
    const f = facts({
      membership: { role: 'ORG_USER', customRoleId: 'r1', status: 'active' },
      customRoles: new Map([['r1', ['roles:read', 'links:read'] as const]]),
    });
    expect([...orgAccessOf(ORG, ME, f).privileges].sort()).toEqual(['links:read', 'roles:read']);
  });

  it('counts workspace and team roles only inside their workspace', () => {
    const f = facts({
      workspaceRoles: [{ workspaceId: 'w1', role: 'SBOX_ADMIN', customRoleId: null }],
      teamRoles: [{ workspaceId: 'w2', role: 'SBOX_EDITOR', customRoleId: null }],
    });
    const org = orgAccessOf(ORG, ME, f);
    expect(org.privileges.size).toBe(0);
    expect(workspaceAccessOf(org, f, workspace('w1')).privileges.has('members:manage')).toBe(true);
    expect(workspaceAccessOf(org, f, workspace('w1')).role).toBe('SBOX_ADMIN');
    expect(workspaceAccessOf(org, f, workspace('w2')).privileges.has('links:write')).toBe(true);
    expect(workspaceAccessOf(org, f, workspace('w2')).role).toBeNull();
    expect(workspaceAccessOf(org, f, workspace('w3')).privileges.size).toBe(0);
  });

  it('shows private workspaces only to their owner, owners and admins, and members given a role in them', () => {
    const secret = workspace('w9', { visibility: 'private' });
    const user = facts();
    expect(canSeeWorkspace(orgAccessOf(ORG, ME, user), user, secret)).toBe(false);
    expect(canSeeWorkspace(orgAccessOf(ORG, ME, user), user, workspace('w8'))).toBe(true);
    expect(canSeeWorkspace(orgAccessOf(ORG, ME, user), user, { ...secret, ownerId: ME })).toBe(true);
    const admin = facts({ membership: { role: 'ORG_ADMIN', customRoleId: null, status: 'active' } });
    expect(canSeeWorkspace(orgAccessOf(ORG, ME, admin), admin, secret)).toBe(true);
    const teamed = facts({ teamRoles: [{ workspaceId: 'w9', role: 'SBOX_VIEWER', customRoleId: null }] });
    expect(canSeeWorkspace(orgAccessOf(ORG, ME, teamed), teamed, secret)).toBe(true);
  });
});
