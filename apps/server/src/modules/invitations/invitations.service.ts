import type { InvitationView, inviteMemberSchema } from '@osm5/shared/schemas/members';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findUserBrief, findUserByEmail, listMembers } from '../members/members.repository.ts';
import { findWorkspace } from '../organizations/access.repository.ts';
import type { OrgAccess } from '../organizations/access.ts';
import { findOrganization } from '../organizations/organizations.repository.ts';
import { assertRoomFor } from '../plans/plan-quotas.ts';
import { assertMayGrant } from '../roles/grant-rules.ts';
import { findCustomRole } from '../roles/roles.repository.ts';
import { invitationLink, type SendInvitationMail } from './invitation-mail.ts';
import { INVITATION_TTL_MS, newInvitationToken } from './invitation-token.ts';
import {
  deleteInvitation,
  findInvitation,
  type InvitationRow,
  insertInvitation,
  listPendingInvitations,
  updateInvitation,
} from './invitations.repository.ts';

type InviteInput = z.output<typeof inviteMemberSchema>;

export interface MailContext {
  send: SendInvitationMail;
  publicUrl: string;
}

/** Valid invitations past their expiry read as expired, whether or not a job marked them yet. */
export const effectiveStatus = (row: InvitationRow): InvitationRow['status'] =>
  row.status === 'valid' && row.expiresAt.getTime() <= Date.now() ? 'expired' : row.status;

export const invitationView = (row: InvitationRow): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  customRoleId: row.customRoleId,
  workspaceId: row.workspaceId,
  workspaceRole: row.workspaceRole,
  status: effectiveStatus(row),
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

async function customPrivilegesFor(db: Database, org: OrgAccess, customRoleId: string | null | undefined) {
  if (!customRoleId) return [];
  const role = await findCustomRole(db, org.orgId, customRoleId);
  if (!role) throw new AppError('NOT_FOUND', { field: 'customRoleId', message: 'This role does not exist.' });
  if (role.scope !== 'organization') {
    throw new AppError('VALIDATION_ERROR', {
      field: 'customRoleId',
      message: 'validation.role_scope_organization',
    });
  }
  return role.privileges;
}

async function mailInvitation(
  db: Database,
  mail: MailContext,
  actor: Actor,
  row: InvitationRow,
  token: string,
): Promise<void> {
  const [org, inviter, invitee] = await Promise.all([
    findOrganization(db, row.orgId),
    findUserBrief(db, actor.userId),
    findUserByEmail(db, row.email),
  ]);
  await mail.send({
    to: row.email,
    locale: invitee?.locale ?? inviter?.locale ?? 'en',
    orgName: org?.name ?? '',
    inviterName: inviter?.name ?? '',
    role: row.role,
    link: invitationLink(mail.publicUrl, token, invitee !== null),
  });
}

/** Invites an e-mail address with a role (and optionally a workspace role); mails a 7-day link. */
export async function inviteMember(
  db: Database,
  mail: MailContext,
  actor: Actor,
  org: OrgAccess,
  input: InviteInput,
): Promise<InvitationView> {
  const customPrivileges = await customPrivilegesFor(db, org, input.customRoleId);
  assertMayGrant(org, input.role, customPrivileges);
  const workspaceRole = input.workspaceId ? (input.workspaceRole ?? 'SBOX_VIEWER') : null;
  if (input.workspaceId) {
    if (!(await findWorkspace(db, org.orgId, input.workspaceId))) {
      throw new AppError('NOT_FOUND', { field: 'workspaceId', message: 'This workspace does not exist.' });
    }
    if (workspaceRole) assertMayGrant(org, workspaceRole, [], 'workspaceRole');
  }
  const members = await listMembers(db, org.orgId, { search: input.email });
  if (members.some((m) => m.email === input.email)) {
    throw new AppError('CONFLICT', { field: 'email', message: 'This person is already a member.' });
  }
  const pending = (await listPendingInvitations(db, org.orgId)).filter((i) => i.email === input.email);
  if (pending.some((i) => effectiveStatus(i) === 'valid')) {
    throw new AppError('CONFLICT', { field: 'email', message: 'This person is already invited; re-invite instead.' });
  }
  // a seat for each member and each open invitation
  await assertRoomFor(db, org.orgId, 'members');
  const { token, hash } = newInvitationToken();
  const row = await db.transaction(async (tx) => {
    // a new invitation replaces expired ones, so the list shows one line per person
    for (const old of pending) await deleteInvitation(tx, org.orgId, old.id);
    const created = await insertInvitation(tx, {
      orgId: org.orgId,
      email: input.email,
      role: input.role,
      customRoleId: input.customRoleId ?? null,
      workspaceId: input.workspaceId ?? null,
      workspaceRole,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      invitedBy: actor.userId,
    });
    await recordAudit(tx, {
      orgId: org.orgId,
      workspaceId: created.workspaceId,
      ...auditBy(actor),
      action: 'invitation.create',
      targetType: 'invitation',
      targetId: created.id,
      details: { email: created.email, role: created.role, workspaceRole },
    });
    return created;
  });
  await mailInvitation(db, mail, actor, row, token);
  return invitationView(row);
}

/** A new token and a new week; the old link stops working at once. */
export async function resendInvitation(
  db: Database,
  mail: MailContext,
  actor: Actor,
  org: OrgAccess,
  invitationId: string,
): Promise<InvitationView> {
  const current = await findInvitation(db, org.orgId, invitationId);
  if (!current) throw new AppError('NOT_FOUND', { message: 'This invitation does not exist.' });
  if (current.status === 'used') throw new AppError('CONFLICT', { message: 'This invitation was already accepted.' });
  assertMayGrant(org, current.role, await customPrivilegesFor(db, org, current.customRoleId));
  const { token, hash } = newInvitationToken();
  const row = await db.transaction(async (tx) => {
    const updated = await updateInvitation(tx, org.orgId, invitationId, {
      tokenHash: hash,
      status: 'valid',
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
      respondedAt: null,
      invitedBy: actor.userId,
    });
    if (!updated) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action: 'invitation.resend',
      targetType: 'invitation',
      targetId: invitationId,
      details: { email: updated.email },
    });
    return updated;
  });
  await mailInvitation(db, mail, actor, row, token);
  return invitationView(row);
}

export async function cancelInvitation(db: Database, actor: Actor, org: OrgAccess, invitationId: string) {
  await db.transaction(async (tx) => {
    const current = await findInvitation(tx, org.orgId, invitationId);
    if (!current || current.status === 'used') throw new AppError('NOT_FOUND');
    await deleteInvitation(tx, org.orgId, invitationId);
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action: 'invitation.cancel',
      targetType: 'invitation',
      targetId: invitationId,
      details: { email: current.email },
    });
  });
}
