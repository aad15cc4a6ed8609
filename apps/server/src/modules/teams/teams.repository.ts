import type { WorkspaceRole } from '@osm5/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMembers, teams, teamWorkspaces, users, workspaces } from '../../db/schema.ts';

export type TeamRow = typeof teams.$inferSelect;

export interface TeamMemberValue {
  userId: string;
  role: WorkspaceRole;
  customRoleId: string | null;
}

export function listTeamRows(db: Database, orgId: string, teamIds?: string[]): Promise<TeamRow[]> {
  return db
    .select()
    .from(teams)
    .where(and(eq(teams.orgId, orgId), teamIds ? inArray(teams.id, teamIds) : undefined))
    .orderBy(asc(teams.name), asc(teams.id));
}

export async function teamIdsOfUser(db: Database, orgId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.userId, userId)));
  return rows.map((r) => r.teamId);
}

export function teamMemberRows(db: Database, orgId: string, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      name: users.name,
      email: users.email,
      role: teamMembers.role,
      customRoleId: teamMembers.customRoleId,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.orgId, orgId), inArray(teamMembers.teamId, teamIds)))
    .orderBy(asc(users.name));
}

export function teamWorkspaceRows(db: Database, orgId: string, teamIds: string[]) {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db
    .select({ teamId: teamWorkspaces.teamId, id: workspaces.id, name: workspaces.name })
    .from(teamWorkspaces)
    .innerJoin(workspaces, eq(workspaces.id, teamWorkspaces.workspaceId))
    .where(and(eq(teamWorkspaces.orgId, orgId), inArray(teamWorkspaces.teamId, teamIds)))
    .orderBy(asc(workspaces.name));
}

export async function insertTeam(
  db: Database,
  values: { orgId: string; name: string; description: string; tags: string[]; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(teams).values(values).returning({ id: teams.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateTeam(
  db: Database,
  orgId: string,
  teamId: string,
  values: { name: string; description: string; tags: string[] },
): Promise<void> {
  await db
    .update(teams)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(teams.orgId, orgId), eq(teams.id, teamId)));
}

export async function deleteTeam(db: Database, orgId: string, teamId: string): Promise<void> {
  await db.delete(teams).where(and(eq(teams.orgId, orgId), eq(teams.id, teamId)));
}

/** Replaces the team's members and workspaces with the given ones. */
export async function replaceTeamContents(
  db: Database,
  orgId: string,
  teamId: string,
  members: TeamMemberValue[],
  workspaceIds: string[],
): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.teamId, teamId)));
  await db.delete(teamWorkspaces).where(and(eq(teamWorkspaces.orgId, orgId), eq(teamWorkspaces.teamId, teamId)));
  if (members.length > 0) await db.insert(teamMembers).values(members.map((m) => ({ ...m, orgId, teamId })));
  if (workspaceIds.length > 0) {
    await db.insert(teamWorkspaces).values(workspaceIds.map((workspaceId) => ({ orgId, teamId, workspaceId })));
  }
}
