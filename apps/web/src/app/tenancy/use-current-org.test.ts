import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { describe, expect, it } from 'vitest';
import { type CurrentOrg, workspacePrivileges } from './use-current-org.ts';

const workspace = (id: string, privileges: VisibleWorkspace['privileges']): VisibleWorkspace => ({
  id,
  orgId: 'org',
  name: id,
  description: '',
  isDefault: false,
  enabled: true,
  visibility: 'public',
  ownerId: null,
  role: null,
  privileges,
});

const current = {
  privileges: new Set(['members:read'] as const),
  workspaces: [workspace('a', ['workspaces:update', 'links:write']), workspace('b', [])],
} as unknown as CurrentOrg;

describe('workspacePrivileges', () => {
  it('is the organisation role united with the workspace role', () => {
    expect([...workspacePrivileges(current, 'a')].sort()).toEqual(['links:write', 'members:read', 'workspaces:update']);
  });
  it('is the organisation role alone elsewhere', () => {
    expect([...workspacePrivileges(current, 'b')]).toEqual(['members:read']);
    expect([...workspacePrivileges(current, 'unknown')]).toEqual(['members:read']);
  });
});
