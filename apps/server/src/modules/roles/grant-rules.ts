import { type OrgRole, type Privilege, privilegesBeyond, systemRolePrivileges, type WorkspaceRole } from '@osm5/shared';
import { AppError } from '../../errors.ts';
import type { OrgAccess } from '../organizations/access.ts';

/**
 * The escalation rules of domain.md: only an owner makes an owner, nobody grants
 * privileges they do not hold themselves, and only owners touch owners.
 */
export function assertMayGrant(
  actor: { role: OrgRole; privileges: ReadonlySet<Privilege> },
  role: OrgRole | WorkspaceRole,
  customPrivileges: readonly Privilege[] = [],
  field = 'role',
): void {
  if (role === 'ORG_OWNER' && actor.role !== 'ORG_OWNER') {
    throw new AppError('ACCESS_DENIED', { field, message: 'Only an owner can make an owner.' });
  }
  // owners hold every privilege and admins every one but two they may not pass on
  if (actor.role === 'ORG_OWNER' || (actor.role === 'ORG_ADMIN' && customPrivileges.length === 0)) return;
  const beyond = privilegesBeyond(actor.privileges, [...systemRolePrivileges[role], ...customPrivileges]);
  if (beyond.length > 0) {
    throw new AppError('ACCESS_DENIED', {
      field,
      message: `You cannot grant privileges you do not hold: ${beyond.join(', ')}.`,
    });
  }
}

/** Admins (and any other manager) cannot change, disable or remove an owner; owners can. */
export function assertMayManage(actor: OrgAccess, targetRole: OrgRole): void {
  if (targetRole === 'ORG_OWNER' && actor.role !== 'ORG_OWNER') {
    throw new AppError('ACCESS_DENIED', { message: 'Only an owner can change an owner.' });
  }
  if (targetRole === 'ORG_ADMIN' && !actor.isOwnerOrAdmin) {
    throw new AppError('ACCESS_DENIED', { message: 'Only an owner or admin can change an admin.' });
  }
}
