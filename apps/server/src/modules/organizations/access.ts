import { isOwnerOrAdmin, type OrgRole, type Privilege, systemRolePrivileges, type WorkspaceRole } from '@osm5/shared';

/**
 * Who may do what, computed from the facts of one request (never cached, so a
 * change of role takes effect on the next request). Pure: the facts come from
 * access.repository.ts.
 */
export interface MembershipFacts {
  role: OrgRole;
  customRoleId: string | null;
  status: 'active' | 'inactive' | 'disabled';
}

export interface RoleGrantFacts {
  workspaceId: string;
  role: WorkspaceRole;
  customRoleId: string | null;
}

export interface AccessFacts {
  membership: MembershipFacts;
  /** privileges of the organisation's custom roles, by id */
  customRoles: ReadonlyMap<string, readonly Privilege[]>;
  /** direct workspace roles of the user */
  workspaceRoles: readonly RoleGrantFacts[];
  /** roles the user holds through teams, per workspace the team reaches */
  teamRoles: readonly RoleGrantFacts[];
}

export interface OrgAccess {
  orgId: string;
  userId: string;
  role: OrgRole;
  customRoleId: string | null;
  privileges: ReadonlySet<Privilege>;
  /** owners and admins see every workspace and reach every team */
  isOwnerOrAdmin: boolean;
}

export interface WorkspaceFacts {
  id: string;
  orgId: string;
  name: string;
  description: string;
  ownerId: string | null;
  isDefault: boolean;
  enabled: boolean;
  visibility: 'private' | 'public';
  createdAt: Date;
  updatedAt: Date;
}

export interface WorkspaceAccess {
  workspace: WorkspaceFacts;
  /** the user's direct role in it, if any */
  role: WorkspaceRole | null;
  /** organisation privileges ∪ direct workspace role ∪ team roles for this workspace */
  privileges: ReadonlySet<Privilege>;
}

const grantPrivileges = (
  role: WorkspaceRole | OrgRole,
  customRoleId: string | null,
  customRoles: ReadonlyMap<string, readonly Privilege[]>,
): readonly Privilege[] => [
  ...systemRolePrivileges[role],
  ...(customRoleId ? (customRoles.get(customRoleId) ?? []) : []),
];

/** Organisation privileges: the system role's, plus those of a custom organisation role. */
export function orgAccessOf(orgId: string, userId: string, facts: AccessFacts): OrgAccess {
  const { membership } = facts;
  return {
    orgId,
    userId,
    role: membership.role,
    customRoleId: membership.customRoleId,
    privileges: new Set(grantPrivileges(membership.role, membership.customRoleId, facts.customRoles)),
    isOwnerOrAdmin: isOwnerOrAdmin(membership.role),
  };
}

/**
 * Whether the user sees the workspace: public ones are open to every member;
 * private ones to their owner, organisation owners and admins, and the members
 * someone with that power added to it (directly or through a team).
 */
export function canSeeWorkspace(org: OrgAccess, facts: AccessFacts, workspace: WorkspaceFacts): boolean {
  if (workspace.visibility === 'public' || org.isOwnerOrAdmin || workspace.ownerId === org.userId) return true;
  const grants = [...facts.workspaceRoles, ...facts.teamRoles];
  return grants.some((g) => g.workspaceId === workspace.id);
}

export function workspaceAccessOf(org: OrgAccess, facts: AccessFacts, workspace: WorkspaceFacts): WorkspaceAccess {
  const privileges = new Set(org.privileges);
  const direct = facts.workspaceRoles.find((g) => g.workspaceId === workspace.id);
  for (const grant of [...facts.workspaceRoles, ...facts.teamRoles]) {
    if (grant.workspaceId !== workspace.id) continue;
    for (const p of grantPrivileges(grant.role, grant.customRoleId, facts.customRoles)) privileges.add(p);
  }
  return { workspace, role: direct?.role ?? null, privileges };
}

/** Privileges in a fixed order, for answers. */
export const sortedPrivileges = (set: ReadonlySet<Privilege>): Privilege[] =>
  [...systemRolePrivileges.ORG_OWNER].filter((p) => set.has(p));
