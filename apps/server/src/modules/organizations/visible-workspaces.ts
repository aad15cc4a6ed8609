import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import type { Database } from '../../db/client.ts';
import { listOrgWorkspaces } from './access.repository.ts';
import {
  type AccessFacts,
  canSeeWorkspace,
  type OrgAccess,
  sortedPrivileges,
  type WorkspaceAccess,
  type WorkspaceFacts,
  workspaceAccessOf,
} from './access.ts';

export const visibleWorkspaceView = (access: WorkspaceAccess): VisibleWorkspace => ({
  id: access.workspace.id,
  orgId: access.workspace.orgId,
  name: access.workspace.name,
  description: access.workspace.description,
  isDefault: access.workspace.isDefault,
  enabled: access.workspace.enabled,
  visibility: access.workspace.visibility,
  ownerId: access.workspace.ownerId,
  role: access.role,
  privileges: sortedPrivileges(access.privileges),
});

/** The organisation's workspaces the user may see, each with their access to it. */
export async function visibleWorkspaces(db: Database, org: OrgAccess, facts: AccessFacts): Promise<WorkspaceAccess[]> {
  const all: WorkspaceFacts[] = await listOrgWorkspaces(db, org.orgId);
  return all.filter((w) => canSeeWorkspace(org, facts, w)).map((w) => workspaceAccessOf(org, facts, w));
}

/** Workspaces shared with the user: not theirs, and open to them as a member or because they are public. */
export function isSharedWith(org: OrgAccess, facts: AccessFacts, workspace: WorkspaceFacts): boolean {
  if (workspace.ownerId === org.userId) return false;
  if (workspace.visibility === 'public') return true;
  return [...facts.workspaceRoles, ...facts.teamRoles].some((g) => g.workspaceId === workspace.id);
}
