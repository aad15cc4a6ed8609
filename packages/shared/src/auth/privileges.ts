/**
 * Privileges and the system roles of domain.md ("Roles and privileges"). One list,
 * used by the server's route guards, the web app's page guards and the role editor.
 */
export const privileges = [
  'org:update',
  'org:delete',
  'members:read',
  'members:manage',
  'roles:read',
  'roles:manage',
  'workspaces:create',
  'workspaces:update',
  'workspaces:delete',
  'teams:manage',
  'links:read',
  'links:write',
  'analytics:read',
  'analytics:write',
  'ai:use',
  'api_keys:manage',
  'billing:read',
  'billing:manage',
  'audit:read',
] as const;

export type Privilege = (typeof privileges)[number];

export const orgRoles = ['ORG_OWNER', 'ORG_ADMIN', 'ORG_EDITOR', 'ORG_VIEWER', 'ORG_USER', 'DEVELOPER'] as const;
export type OrgRole = (typeof orgRoles)[number];

export const workspaceRoles = ['SBOX_ADMIN', 'SBOX_EDITOR', 'SBOX_VIEWER'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export type SystemRole = OrgRole | WorkspaceRole;

const read = ['links:read', 'analytics:read', 'ai:use'] as const satisfies readonly Privilege[];
const write = [...read, 'links:write', 'analytics:write'] as const satisfies readonly Privilege[];

/** The matrix of domain.md. Workspace roles apply only inside their workspace ("ws"). */
export const systemRolePrivileges: Record<SystemRole, readonly Privilege[]> = {
  ORG_OWNER: privileges,
  ORG_ADMIN: privileges.filter((p) => p !== 'org:delete' && p !== 'billing:manage'),
  ORG_EDITOR: ['members:read', 'roles:read', ...write],
  ORG_VIEWER: ['members:read', ...read],
  ORG_USER: [],
  DEVELOPER: ['members:read', ...write, 'api_keys:manage'],
  SBOX_ADMIN: [
    'members:read',
    'members:manage',
    'workspaces:update',
    'teams:manage',
    ...write,
    'api_keys:manage',
    'audit:read',
  ],
  SBOX_EDITOR: ['members:read', ...write],
  SBOX_VIEWER: ['members:read', ...read],
};

export const isPrivilege = (value: string): value is Privilege => (privileges as readonly string[]).includes(value);

export interface RoleGrant {
  /** the member's organisation role, or the privileges of their custom organisation role */
  org: OrgRole | readonly Privilege[];
  /** the member's role in the workspace the resource lives in, if any */
  workspace?: WorkspaceRole | readonly Privilege[] | undefined;
}

const expand = (role: SystemRole | readonly Privilege[]): readonly Privilege[] =>
  typeof role === 'string' ? systemRolePrivileges[role] : role;

/** Effective privileges inside one workspace: organisation role ∪ workspace role. */
export function effectivePrivileges(grant: RoleGrant): Set<Privilege> {
  const set = new Set<Privilege>(expand(grant.org));
  if (grant.workspace) for (const p of expand(grant.workspace)) set.add(p);
  return set;
}

/** A custom role may hold only privileges its creator has (domain.md). */
export function privilegesBeyond(holder: ReadonlySet<Privilege>, requested: readonly Privilege[]): Privilege[] {
  return requested.filter((p) => !holder.has(p));
}

/** Only an owner makes an owner; admins assign any other organisation role. */
export function canAssignOrgRole(actor: OrgRole, target: OrgRole): boolean {
  if (actor === 'ORG_OWNER') return true;
  if (actor === 'ORG_ADMIN') return target !== 'ORG_OWNER';
  return false;
}

/** Owners and admins reach every team and cannot be added to or removed from one. */
export const isOwnerOrAdmin = (role: OrgRole): boolean => role === 'ORG_OWNER' || role === 'ORG_ADMIN';
