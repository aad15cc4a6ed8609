import type { AuditAction } from '@osm5/shared/audit-actions';
import type { createWorkspaceSchema, updateWorkspaceSchema, WorkspaceDetail } from '@osm5/shared/schemas/workspaces';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueWorkspaceEventDeletions } from '../event-deletions/event-deletions.repository.ts';
import { lockOrganization } from '../members/members.repository.ts';
import { upsertWorkspaceMember } from '../members/workspace-members.repository.ts';
import { findWorkspace, loadAccessFacts } from '../organizations/access.repository.ts';
import type { OrgAccess, WorkspaceAccess, WorkspaceFacts } from '../organizations/access.ts';
import { orgAccessOf, workspaceAccessOf } from '../organizations/access.ts';
import { visibleWorkspaceView } from '../organizations/visible-workspaces.ts';
import { assertRoomFor } from '../plans/plan-quotas.ts';
import {
  deleteWorkspace as deleteWorkspaceRow,
  insertWorkspace,
  setDefaultWorkspace,
  updateWorkspace as updateWorkspaceRow,
  workspaceExtras,
} from './workspaces.repository.ts';

/** Workspace rules: one default per organisation, which can be neither disabled nor deleted. */
export async function workspaceDetail(db: Database, access: WorkspaceAccess): Promise<WorkspaceDetail> {
  const w = access.workspace;
  const extras = await workspaceExtras(db, w.orgId, w.id, w.ownerId);
  return {
    ...visibleWorkspaceView(access),
    ...extras,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** The workspace as the user sees it right after a change (their access read afresh). */
export async function describeWorkspace(db: Database, orgId: string, userId: string, workspaceId: string) {
  const [facts, workspace] = await Promise.all([
    loadAccessFacts(db, orgId, userId),
    findWorkspace(db, orgId, workspaceId),
  ]);
  if (!facts || !workspace) throw new AppError('NOT_FOUND');
  return workspaceDetail(db, workspaceAccessOf(orgAccessOf(orgId, userId, facts), facts, workspace));
}

/** The creator owns the new workspace and administers it, whatever their organisation role. */
export async function createWorkspace(
  db: Database,
  actor: Actor,
  org: OrgAccess,
  input: z.output<typeof createWorkspaceSchema>,
): Promise<WorkspaceDetail> {
  await assertRoomFor(db, org.orgId, 'workspaces');
  const created = await db.transaction(async (tx) => {
    const id = await insertWorkspace(tx, { orgId: org.orgId, ...input, ownerId: actor.userId });
    await upsertWorkspaceMember(tx, { orgId: org.orgId, workspaceId: id, userId: actor.userId, role: 'SBOX_ADMIN' });
    await recordAudit(tx, {
      orgId: org.orgId,
      workspaceId: id,
      ...auditBy(actor),
      action: 'workspace.create',
      targetType: 'workspace',
      targetId: id,
      details: { name: input.name, visibility: input.visibility },
    });
    return id;
  });
  return describeWorkspace(db, org.orgId, actor.userId, created);
}

/**
 * Runs one workspace change under the organisation lock, re-reading the
 * workspace inside it, so that the default rules hold under concurrent changes
 * (two "make default" at once, a disable racing a make-default).
 */
async function change(
  db: Database,
  actor: Actor,
  access: WorkspaceAccess,
  action: AuditAction,
  apply: (tx: Database, current: WorkspaceFacts) => Promise<void>,
  details: Record<string, unknown> = {},
): Promise<WorkspaceDetail> {
  const { orgId, id } = access.workspace;
  await db.transaction(async (tx) => {
    await lockOrganization(tx, orgId);
    const current = await findWorkspace(tx, orgId, id);
    if (!current) throw new AppError('NOT_FOUND');
    await apply(tx, current);
    await recordAudit(tx, {
      orgId,
      workspaceId: id,
      ...auditBy(actor),
      action,
      targetType: 'workspace',
      targetId: id,
      details,
    });
  });
  return describeWorkspace(db, orgId, actor.userId, id);
}

export function updateWorkspace(
  db: Database,
  actor: Actor,
  access: WorkspaceAccess,
  input: z.output<typeof updateWorkspaceSchema>,
): Promise<WorkspaceDetail> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return change(
    db,
    actor,
    access,
    'workspace.update',
    (tx, w) => updateWorkspaceRow(tx, w.orgId, w.id, values),
    values,
  );
}

export function setWorkspaceEnabled(db: Database, actor: Actor, access: WorkspaceAccess, enabled: boolean) {
  return change(db, actor, access, enabled ? 'workspace.enable' : 'workspace.disable', async (tx, w) => {
    if (!enabled && w.isDefault)
      throw new AppError('CONFLICT', { message: 'The default workspace cannot be disabled.' });
    await updateWorkspaceRow(tx, w.orgId, w.id, { enabled });
  });
}

export function makeDefaultWorkspace(db: Database, actor: Actor, access: WorkspaceAccess) {
  return change(db, actor, access, 'workspace.make_default', async (tx, w) => {
    if (!w.enabled) {
      throw new AppError('CONFLICT', { message: 'A disabled workspace cannot be the default; enable it first.' });
    }
    await setDefaultWorkspace(tx, w.orgId, w.id);
  });
}

export async function deleteWorkspace(db: Database, actor: Actor, access: WorkspaceAccess): Promise<void> {
  if (access.workspace.isDefault) {
    throw new AppError('CONFLICT', { message: 'The default workspace cannot be deleted.' });
  }
  const { orgId, id, name } = access.workspace;
  await db.transaction(async (tx) => {
    // re-read under the lock: it may have become the default meanwhile
    await lockOrganization(tx, orgId);
    const current = await findWorkspace(tx, orgId, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.isDefault) throw new AppError('CONFLICT', { message: 'The default workspace cannot be deleted.' });
    // its links go with it (cascade): their events are removed after the commit, by the event-deletions timer
    await enqueueWorkspaceEventDeletions(tx, orgId, id);
    await deleteWorkspaceRow(tx, orgId, id);
    // the workspace id is kept in the organisation log, not as a link to the deleted row
    await recordAudit(tx, {
      orgId,
      ...auditBy(actor),
      action: 'workspace.delete',
      targetType: 'workspace',
      targetId: id,
      details: { name },
    });
  });
}
