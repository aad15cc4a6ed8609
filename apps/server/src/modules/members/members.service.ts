import type { Privilege } from '@osm5/shared';
import type { AuditAction } from '@osm5/shared/audit-actions';
import type {
  changeMemberRoleSchema,
  MemberDetail,
  MemberListItem,
  MemberListQuery,
} from '@osm5/shared/schemas/members';
import { type Page, pageFrom } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import { listPendingInvitations } from '../invitations/invitations.repository.ts';
import { effectiveStatus } from '../invitations/invitations.service.ts';
import type { OrgAccess } from '../organizations/access.ts';
import { assertMayGrant, assertMayManage } from '../roles/grant-rules.ts';
import { findCustomRole } from '../roles/roles.repository.ts';
import {
  countActiveOwners,
  deleteMembership,
  findMember,
  listMembers,
  lockOrganization,
  type MemberRow,
  memberTeams,
  memberWorkspaces,
  updateMembership,
} from './members.repository.ts';

/**
 * Members of an organisation. Pending invitations are listed with status
 * `inactive` (invited, not joined); memberships are `active` or `disabled`.
 */
export async function listMembersAndInvitations(
  db: Database,
  orgId: string,
  query: MemberListQuery,
): Promise<Page<MemberListItem>> {
  const items: MemberListItem[] = [];
  if (query.status !== 'inactive') {
    const status = query.status === 'active' || query.status === 'disabled' ? query.status : undefined;
    for (const m of await listMembers(db, orgId, { search: query.search, status })) {
      items.push({
        kind: 'member',
        id: m.userId,
        userId: m.userId,
        name: m.name,
        email: m.email,
        role: m.role,
        customRoleId: m.customRoleId,
        customRoleName: m.customRoleName,
        status: m.status === 'disabled' ? 'disabled' : 'active',
        invitationStatus: null,
        since: m.joinedAt.toISOString(),
      });
    }
  }
  if (!query.status || query.status === 'inactive') {
    const needle = query.search?.toLowerCase();
    for (const i of await listPendingInvitations(db, orgId)) {
      if (needle && !i.email.includes(needle)) continue;
      items.push({
        kind: 'invitation',
        id: i.id,
        userId: null,
        name: null,
        email: i.email,
        role: i.role,
        customRoleId: i.customRoleId,
        customRoleName: null,
        status: 'inactive',
        invitationStatus: effectiveStatus(i),
        since: i.createdAt.toISOString(),
      });
    }
  }
  return pageFrom(items, query);
}

async function member(db: Database, orgId: string, userId: string): Promise<MemberRow> {
  const row = await findMember(db, orgId, userId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'This member does not exist.' });
  return row;
}

export async function memberDetail(db: Database, orgId: string, userId: string): Promise<MemberDetail> {
  const m = await member(db, orgId, userId);
  const [workspaces, teams] = await Promise.all([memberWorkspaces(db, orgId, userId), memberTeams(db, orgId, userId)]);
  return {
    userId: m.userId,
    name: m.name,
    email: m.email,
    phone: m.phone,
    jobTitle: m.jobTitle,
    role: m.role,
    customRoleId: m.customRoleId,
    customRoleName: m.customRoleName,
    status: m.status === 'disabled' ? 'disabled' : 'active',
    joinedAt: m.joinedAt.toISOString(),
    workspaces,
    teams,
  };
}

/** The last active owner can be neither demoted, disabled nor removed, nor leave. */
async function assertNotLastOwner(tx: Database, orgId: string, target: MemberRow, what: string): Promise<void> {
  if (target.role !== 'ORG_OWNER' || target.status !== 'active') return;
  if ((await countActiveOwners(tx, orgId)) <= 1) {
    throw new AppError('CONFLICT', { message: `The last owner cannot be ${what}; make another owner first.` });
  }
}

/** Runs a member change under the organisation lock, re-reading the member inside it. */
async function changeMember(
  db: Database,
  actor: Actor,
  org: OrgAccess,
  userId: string,
  action: AuditAction,
  apply: (tx: Database, target: MemberRow) => Promise<Record<string, unknown>>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrganization(tx, org.orgId);
    const target = await member(tx, org.orgId, userId);
    const details = await apply(tx, target);
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action,
      targetType: 'member',
      targetId: userId,
      details: { email: target.email, ...details },
    });
  });
}

export function changeMemberRole(
  db: Database,
  actor: Actor,
  org: OrgAccess,
  userId: string,
  input: z.output<typeof changeMemberRoleSchema>,
): Promise<void> {
  return changeMember(db, actor, org, userId, 'member.role_change', async (tx, target) => {
    assertMayManage(org, target.role);
    let customPrivileges: readonly Privilege[] = [];
    if (input.customRoleId) {
      const role = await findCustomRole(tx, org.orgId, input.customRoleId);
      if (!role) throw new AppError('NOT_FOUND', { field: 'customRoleId', message: 'This role does not exist.' });
      if (role.scope !== 'organization') {
        throw new AppError('VALIDATION_ERROR', {
          field: 'customRoleId',
          message: 'validation.role_scope_organization',
        });
      }
      customPrivileges = role.privileges;
    }
    assertMayGrant(org, input.role, customPrivileges);
    if (input.role !== 'ORG_OWNER') await assertNotLastOwner(tx, org.orgId, target, 'demoted');
    await updateMembership(tx, org.orgId, userId, { role: input.role, customRoleId: input.customRoleId });
    return { from: target.role, to: input.role, customRoleId: input.customRoleId };
  });
}

/** Disabling ends every session of the member at once. */
export function disableMember(db: Database, actor: Actor, org: OrgAccess, userId: string): Promise<void> {
  if (userId === actor.userId) throw new AppError('CONFLICT', { message: 'You cannot disable yourself.' });
  return changeMember(db, actor, org, userId, 'member.disable', async (tx, target) => {
    assertMayManage(org, target.role);
    await assertNotLastOwner(tx, org.orgId, target, 'disabled');
    await updateMembership(tx, org.orgId, userId, { status: 'disabled' });
    await revokeUserSessions(tx, userId);
    return {};
  });
}

export function enableMember(db: Database, actor: Actor, org: OrgAccess, userId: string): Promise<void> {
  return changeMember(db, actor, org, userId, 'member.enable', async (_tx, target) => {
    assertMayManage(org, target.role);
    await updateMembership(_tx, org.orgId, userId, { status: 'active' });
    return {};
  });
}

export function removeMember(db: Database, actor: Actor, org: OrgAccess, userId: string): Promise<void> {
  return changeMember(db, actor, org, userId, 'member.remove', async (tx, target) => {
    if (userId !== actor.userId) assertMayManage(org, target.role);
    await assertNotLastOwner(tx, org.orgId, target, 'removed');
    await deleteMembership(tx, org.orgId, userId);
    return { role: target.role };
  });
}

/** Leaving needs no privilege; the last owner cannot leave. */
export function leaveOrganization(db: Database, actor: Actor, org: OrgAccess): Promise<void> {
  return changeMember(db, actor, org, actor.userId, 'member.leave', async (tx, target) => {
    await assertNotLastOwner(tx, org.orgId, target, 'removed');
    await deleteMembership(tx, org.orgId, actor.userId);
    return {};
  });
}
