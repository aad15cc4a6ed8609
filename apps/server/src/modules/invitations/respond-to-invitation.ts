import type { invitationPreviewSchema } from '@osm5/shared/schemas/members';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findMember, insertMembership, lockOrganization } from '../members/members.repository.ts';
import { upsertWorkspaceMember } from '../members/workspace-members.repository.ts';
import { findWorkspace } from '../organizations/access.repository.ts';
import { findCustomRole } from '../roles/roles.repository.ts';
import { hashInvitationToken } from './invitation-token.ts';
import {
  findInvitationByHash,
  findOpenInvitations,
  type InvitationRow,
  updateInvitation,
} from './invitations.repository.ts';
import { effectiveStatus } from './invitations.service.ts';

/** Answers to an invitation link: preview, accept (signed in, same e-mail), reject. */
export interface InvitedUser {
  id: string;
  email: string;
}

const invalid = () => new AppError('INVALID_OR_EXPIRED_INVITATION');

export async function previewInvitation(db: Database, token: string): Promise<z.infer<typeof invitationPreviewSchema>> {
  const row = await findInvitationByHash(db, hashInvitationToken(token));
  if (!row) throw invalid();
  return {
    orgName: row.orgName,
    email: row.email,
    role: row.role,
    inviterName: row.inviterName,
    status: effectiveStatus(row),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Joins the invitation's organisation (and workspace); the caller holds a transaction. */
async function join(tx: Database, user: InvitedUser, row: InvitationRow): Promise<void> {
  await lockOrganization(tx, row.orgId);
  const existing = await findMember(tx, row.orgId, user.id);
  if (existing?.status === 'disabled') throw invalid();
  if (!existing) {
    const customRole = row.customRoleId ? await findCustomRole(tx, row.orgId, row.customRoleId) : null;
    await insertMembership(tx, {
      orgId: row.orgId,
      userId: user.id,
      role: row.role,
      customRoleId: customRole?.id ?? null,
      invitedBy: row.invitedBy,
    });
  }
  if (row.workspaceId && row.workspaceRole && (await findWorkspace(tx, row.orgId, row.workspaceId))) {
    await upsertWorkspaceMember(tx, {
      orgId: row.orgId,
      workspaceId: row.workspaceId,
      userId: user.id,
      role: row.workspaceRole,
    });
  }
  await updateInvitation(tx, row.orgId, row.id, { status: 'used', respondedAt: new Date() });
  await recordAudit(tx, {
    orgId: row.orgId,
    workspaceId: row.workspaceId,
    actorId: user.id,
    action: 'invitation.accept',
    targetType: 'invitation',
    targetId: row.id,
    details: { email: row.email, role: row.role, workspaceRole: row.workspaceRole },
  });
}

async function openInvitation(db: Database, token: string, email?: string) {
  const row = await findInvitationByHash(db, hashInvitationToken(token));
  if (row?.status !== 'valid') throw invalid();
  if (email !== undefined && row.email !== email.toLowerCase()) throw invalid();
  if (effectiveStatus(row) === 'expired') {
    await updateInvitation(db, row.orgId, row.id, { status: 'expired' });
    throw invalid();
  }
  return row;
}

/** POST /api/invitations/accept: only the signed-in user the invitation was sent to. */
export async function acceptInvitation(db: Database, user: InvitedUser, token: string): Promise<{ orgId: string }> {
  const row = await openInvitation(db, token, user.email);
  await db.transaction((tx) => join(tx, user, row));
  return { orgId: row.orgId };
}

/** Anyone holding the link may decline it; no account is needed. */
export async function rejectInvitation(db: Database, token: string, userId: string | null): Promise<void> {
  const row = await openInvitation(db, token);
  await db.transaction(async (tx) => {
    await updateInvitation(tx, row.orgId, row.id, { status: 'rejected', respondedAt: new Date() });
    await recordAudit(tx, {
      orgId: row.orgId,
      actorId: userId,
      action: 'invitation.reject',
      targetType: 'invitation',
      targetId: row.id,
      details: { email: row.email },
    });
  });
}

/** First sign-in: accepts every open invitation sent to the user's e-mail; returns how many. */
export async function acceptOpenInvitations(db: Database, user: InvitedUser): Promise<number> {
  const open = await findOpenInvitations(db, user.email.toLowerCase());
  let joined = 0;
  for (const row of open) {
    await db.transaction((tx) => join(tx, user, row));
    joined += 1;
  }
  return joined;
}
