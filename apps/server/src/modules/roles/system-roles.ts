import { orgRoles, type SystemRole, systemRolePrivileges, workspaceRoles } from '@osm5/shared';
import type { RoleView } from '@osm5/shared/schemas/roles';

const descriptions: Record<SystemRole, string> = {
  ORG_OWNER: 'Full control of the organisation, its billing and its owners.',
  ORG_ADMIN: 'Manages members, roles, teams, workspaces and settings; cannot delete the organisation.',
  ORG_EDITOR: 'Creates and edits links and analytics in every workspace.',
  ORG_VIEWER: 'Reads links, analytics and members.',
  ORG_USER: 'Membership only: access comes from workspace and team roles.',
  DEVELOPER: 'Edits links and analytics and manages API keys.',
  SBOX_ADMIN: 'Manages one workspace: its members, teams, content and audit log.',
  SBOX_EDITOR: 'Creates and edits links and analytics in one workspace.',
  SBOX_VIEWER: 'Reads links and analytics in one workspace.',
};

/** The system roles of the shared matrix, as read-only entries of the roles list. */
export const systemRoleViews: RoleView[] = [...orgRoles, ...workspaceRoles].map((name) => ({
  id: name,
  system: true,
  name,
  description: descriptions[name],
  tags: [],
  privileges: [...systemRolePrivileges[name]],
  scope: (orgRoles as readonly string[]).includes(name) ? 'organization' : 'workspace',
  createdBy: null,
  updatedBy: null,
  createdAt: null,
  updatedAt: null,
}));
