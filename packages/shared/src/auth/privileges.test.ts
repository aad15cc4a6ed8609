import { describe, expect, it } from 'vitest';
import {
  canAssignOrgRole,
  effectivePrivileges,
  privileges,
  privilegesBeyond,
  systemRolePrivileges,
} from './privileges.ts';

describe('system roles', () => {
  it('gives the owner every privilege and the admin all but deleting the organisation and managing billing', () => {
    expect([...systemRolePrivileges.ORG_OWNER].sort()).toEqual([...privileges].sort());
    const admin = new Set(systemRolePrivileges.ORG_ADMIN);
    expect(admin.has('org:delete')).toBe(false);
    expect(admin.has('billing:manage')).toBe(false);
    expect(admin.has('billing:read')).toBe(true);
    expect(admin.has('roles:manage')).toBe(true);
  });

  it('keeps viewers read-only and ORG_USER empty', () => {
    expect(systemRolePrivileges.ORG_VIEWER).not.toContain('links:write');
    expect(systemRolePrivileges.SBOX_VIEWER).not.toContain('analytics:write');
    expect(systemRolePrivileges.ORG_USER).toEqual([]);
  });

  it('lets developers manage API keys but not members', () => {
    expect(systemRolePrivileges.DEVELOPER).toContain('api_keys:manage');
    expect(systemRolePrivileges.DEVELOPER).not.toContain('members:manage');
  });

  it('only lists known privileges, without duplicates', () => {
    for (const [role, list] of Object.entries(systemRolePrivileges)) {
      expect(new Set(list).size, role).toBe(list.length);
      for (const p of list) expect(privileges, `${role}:${p}`).toContain(p);
    }
  });
});

describe('effective privileges', () => {
  it('unites the organisation role with the workspace role', () => {
    const set = effectivePrivileges({ org: 'ORG_USER', workspace: 'SBOX_EDITOR' });
    expect(set.has('links:write')).toBe(true);
    expect(set.has('members:manage')).toBe(false);
    expect(effectivePrivileges({ org: 'ORG_USER' }).size).toBe(0);
  });

  it('accepts custom roles as privilege lists', () => {
    const set = effectivePrivileges({ org: ['links:read'], workspace: ['ai:use'] });
    expect([...set].sort()).toEqual(['ai:use', 'links:read']);
  });
});

describe('escalation rules', () => {
  it('refuses custom-role privileges the creator lacks', () => {
    const editor = effectivePrivileges({ org: 'ORG_EDITOR' });
    expect(privilegesBeyond(editor, ['links:write', 'billing:manage'])).toEqual(['billing:manage']);
  });

  it('lets only an owner make an owner', () => {
    expect(canAssignOrgRole('ORG_OWNER', 'ORG_OWNER')).toBe(true);
    expect(canAssignOrgRole('ORG_ADMIN', 'ORG_OWNER')).toBe(false);
    expect(canAssignOrgRole('ORG_ADMIN', 'ORG_EDITOR')).toBe(true);
    expect(canAssignOrgRole('ORG_EDITOR', 'ORG_VIEWER')).toBe(false);
  });
});
