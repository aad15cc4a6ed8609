import type { Privilege } from '@osm5/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, roles, teamMembers, teamWorkspaces, workspaceMembers, workspaces } from '../../db/schema.ts';
import type { AccessFacts, WorkspaceFacts } from './access.ts';

/** The facts access.ts computes privileges from, for one user in one organisation. */
export async function loadAccessFacts(db: Database, orgId: string, userId: string): Promise<AccessFacts | null> {
  const [membership] = await db
    .select({ role: memberships.role, customRoleId: memberships.customRoleId, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  if (!membership) return null;
  const [customRoles, workspaceRoles, teamRoles] = await Promise.all([
    db.select({ id: roles.id, privileges: roles.privileges }).from(roles).where(eq(roles.orgId, orgId)),
    db
      .select({
        workspaceId: workspaceMembers.workspaceId,
        role: workspaceMembers.role,
        customRoleId: workspaceMembers.customRoleId,
      })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.userId, userId))),
    db
      .select({
        workspaceId: teamWorkspaces.workspaceId,
        role: teamMembers.role,
        customRoleId: teamMembers.customRoleId,
      })
      .from(teamMembers)
      .innerJoin(teamWorkspaces, and(eq(teamWorkspaces.teamId, teamMembers.teamId), eq(teamWorkspaces.orgId, orgId)))
      .where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.userId, userId))),
  ]);
  return {
    membership,
    customRoles: new Map(customRoles.map((r) => [r.id, r.privileges as Privilege[]])),
    workspaceRoles,
    teamRoles,
  };
}

const workspaceColumns = {
  id: workspaces.id,
  orgId: workspaces.orgId,
  name: workspaces.name,
  description: workspaces.description,
  ownerId: workspaces.ownerId,
  isDefault: workspaces.isDefault,
  enabled: workspaces.enabled,
  visibility: workspaces.visibility,
  createdAt: workspaces.createdAt,
  updatedAt: workspaces.updatedAt,
};

export async function findWorkspace(db: Database, orgId: string, workspaceId: string): Promise<WorkspaceFacts | null> {
  const [row] = await db
    .select(workspaceColumns)
    .from(workspaces)
    .where(and(eq(workspaces.orgId, orgId), eq(workspaces.id, workspaceId)));
  return row ?? null;
}

/** Every workspace of the organisation, default first then by name; callers filter by visibility. */
export function listOrgWorkspaces(db: Database, orgId: string): Promise<WorkspaceFacts[]> {
  return db
    .select(workspaceColumns)
    .from(workspaces)
    .where(eq(workspaces.orgId, orgId))
    .orderBy(desc(workspaces.isDefault), asc(workspaces.name), asc(workspaces.id));
}
