import { type Privilege, privilegesBeyond } from '@osm5/shared';
import type { RoleBody, RoleView, roleBodySchema } from '@osm5/shared/schemas/roles';
import { type Page, type PageQuery, pageFrom } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { countInvitationsWithRole } from '../invitations/invitations.repository.ts';
import { countMembershipsWithRole } from '../members/members.repository.ts';
import { countWorkspaceGrantsWithRole } from '../members/workspace-members.repository.ts';
import type { OrgAccess } from '../organizations/access.ts';
import {
  type CustomRoleRow,
  deleteRole as deleteRoleRow,
  findCustomRole,
  insertRole,
  listCustomRoles,
  updateRole as updateRoleRow,
} from './roles.repository.ts';
import { systemRoleViews } from './system-roles.ts';

type RoleInput = z.output<typeof roleBodySchema>;

export type { RoleBody };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toView = (r: CustomRoleRow): RoleView => ({
  id: r.id,
  system: false,
  name: r.name,
  description: r.description,
  tags: r.tags,
  privileges: r.privileges,
  scope: r.scope,
  createdBy: r.createdById ? { id: r.createdById, name: r.createdByName ?? '' } : null,
  updatedBy: r.updatedById ? { id: r.updatedById, name: r.updatedByName ?? '' } : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listRoles(
  db: Database,
  orgId: string,
  query: PageQuery & { search?: string | undefined; kind?: 'system' | 'custom' | undefined },
): Promise<Page<RoleView>> {
  const custom = query.kind === 'system' ? [] : (await listCustomRoles(db, orgId)).map(toView);
  const system = query.kind === 'custom' ? [] : systemRoleViews;
  const needle = query.search?.toLowerCase();
  const all = [...system, ...custom].filter((r) => !needle || r.name.toLowerCase().includes(needle));
  return pageFrom(all, query);
}

export async function getRole(db: Database, orgId: string, roleId: string): Promise<RoleView> {
  const system = systemRoleViews.find((r) => r.id === roleId);
  if (system) return system;
  const row = uuidPattern.test(roleId) ? await findCustomRole(db, orgId, roleId) : null;
  if (!row) throw new AppError('NOT_FOUND', { message: 'This role does not exist.' });
  return toView(row);
}

/** A custom role can hold only privileges its author has (ACCESS_DENIED on the privileges field). */
function assertWithinCeiling(actor: OrgAccess, requested: readonly Privilege[]): void {
  const beyond = privilegesBeyond(actor.privileges, requested);
  if (beyond.length > 0) {
    throw new AppError('ACCESS_DENIED', {
      field: 'privileges',
      message: `A role can only hold privileges you have: ${beyond.join(', ')}.`,
    });
  }
}

const normalise = (input: RoleInput) => ({ ...input, privileges: [...new Set(input.privileges)] });

function nameTaken(error: unknown): never {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (text.includes('roles_org_name_key')) {
    throw new AppError('CONFLICT', { field: 'name', message: 'A role with this name already exists.' });
  }
  throw error;
}

export async function createRole(db: Database, actor: Actor, org: OrgAccess, input: RoleInput): Promise<RoleView> {
  const values = normalise(input);
  assertWithinCeiling(org, values.privileges);
  if (systemRoleViews.some((r) => r.name.toLowerCase() === values.name.toLowerCase())) {
    throw new AppError('CONFLICT', { field: 'name', message: 'This name belongs to a system role.' });
  }
  const id = await db
    .transaction(async (tx) => {
      const roleId = await insertRole(tx, org.orgId, actor.userId, values);
      await recordAudit(tx, {
        orgId: org.orgId,
        ...auditBy(actor),
        action: 'role.create',
        targetType: 'role',
        targetId: roleId,
        details: { name: values.name, privileges: values.privileges, scope: values.scope },
      });
      return roleId;
    })
    .catch(nameTaken);
  return getRole(db, org.orgId, id);
}

export async function updateRole(
  db: Database,
  actor: Actor,
  org: OrgAccess,
  roleId: string,
  input: RoleInput,
): Promise<RoleView> {
  const current = await getRole(db, org.orgId, roleId);
  if (current.system) throw new AppError('ACCESS_DENIED', { message: 'System roles cannot be changed.' });
  const values = normalise(input);
  // privileges the role already had may stay; only what is added must be within the editor's own
  assertWithinCeiling(
    org,
    values.privileges.filter((p) => !current.privileges.includes(p)),
  );
  await db
    .transaction(async (tx) => {
      await updateRoleRow(tx, org.orgId, roleId, actor.userId, values);
      await recordAudit(tx, {
        orgId: org.orgId,
        ...auditBy(actor),
        action: 'role.update',
        targetType: 'role',
        targetId: roleId,
        details: { name: values.name, privileges: values.privileges, scope: values.scope },
      });
    })
    .catch(nameTaken);
  return getRole(db, org.orgId, roleId);
}

export async function deleteRole(db: Database, actor: Actor, org: OrgAccess, roleId: string): Promise<void> {
  const current = await getRole(db, org.orgId, roleId);
  if (current.system) throw new AppError('ACCESS_DENIED', { message: 'System roles cannot be deleted.' });
  await db.transaction(async (tx) => {
    const inUse =
      (await countMembershipsWithRole(tx, org.orgId, roleId)) +
      (await countWorkspaceGrantsWithRole(tx, org.orgId, roleId)) +
      (await countInvitationsWithRole(tx, org.orgId, roleId));
    if (inUse > 0) {
      throw new AppError('CONFLICT', { message: 'This role is in use; assign other roles first.' });
    }
    await deleteRoleRow(tx, org.orgId, roleId);
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action: 'role.delete',
      targetType: 'role',
      targetId: roleId,
      details: { name: current.name },
    });
  });
}
