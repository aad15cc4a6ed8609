import type { Privilege } from '@osm5/shared';
import type { setWorkspaceMemberSchema, workspaceMemberSchema } from '@osm5/shared/schemas/members';
import { type Page, type PageQuery, pageFrom } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { OrgAccess, WorkspaceAccess } from '../organizations/access.ts';
import { assertMayGrant } from '../roles/grant-rules.ts';
import { findCustomRole } from '../roles/roles.repository.ts';
import { findMember } from './members.repository.ts';
import { deleteWorkspaceMember, listWorkspaceMembers, upsertWorkspaceMember } from './workspace-members.repository.ts';

/** Members of one workspace with their workspace role (managed by SBOX_ADMIN inside it). */
export async function listMembersOfWorkspace(
  db: Database,
  access: WorkspaceAccess,
  query: PageQuery,
): Promise<Page<z.infer<typeof workspaceMemberSchema>>> {
  const rows = await listWorkspaceMembers(db, access.workspace.orgId, access.workspace.id);
  return pageFrom(
    rows.map((r) => ({ ...r, since: r.since.toISOString() })),
    query,
  );
}

export async function setWorkspaceMember(
  db: Database,
  actor: Actor,
  org: OrgAccess,
  access: WorkspaceAccess,
  userId: string,
  input: z.output<typeof setWorkspaceMemberSchema>,
): Promise<void> {
  const { orgId, id: workspaceId } = access.workspace;
  const target = await findMember(db, orgId, userId);
  if (target?.status !== 'active') {
    throw new AppError('NOT_FOUND', { field: 'userId', message: 'This member does not exist.' });
  }
  let customPrivileges: readonly Privilege[] = [];
  if (input.customRoleId) {
    const role = await findCustomRole(db, orgId, input.customRoleId);
    if (!role) throw new AppError('NOT_FOUND', { field: 'customRoleId', message: 'This role does not exist.' });
    if (role.scope !== 'workspace') {
      throw new AppError('VALIDATION_ERROR', { field: 'customRoleId', message: 'validation.role_scope_workspace' });
    }
    customPrivileges = role.privileges;
  }
  // inside a workspace, the actor's workspace privileges are their ceiling
  assertMayGrant({ role: org.role, privileges: access.privileges }, input.role, customPrivileges);
  await db.transaction(async (tx) => {
    await upsertWorkspaceMember(tx, { orgId, workspaceId, userId, role: input.role, customRoleId: input.customRoleId });
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: 'workspace.member_set',
      targetType: 'member',
      targetId: userId,
      details: { role: input.role, customRoleId: input.customRoleId },
    });
  });
}

export async function removeWorkspaceMember(
  db: Database,
  actor: Actor,
  access: WorkspaceAccess,
  userId: string,
): Promise<void> {
  const { orgId, id: workspaceId } = access.workspace;
  await db.transaction(async (tx) => {
    if (!(await deleteWorkspaceMember(tx, orgId, workspaceId, userId))) {
      throw new AppError('NOT_FOUND', { message: 'This person is not a member of the workspace.' });
    }
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: 'workspace.member_remove',
      targetType: 'member',
      targetId: userId,
    });
  });
}
