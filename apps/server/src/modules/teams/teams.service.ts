import type { Privilege } from '@osm5/shared';
import type { TeamView, teamBodySchema } from '@osm5/shared/schemas/teams';
import { type Page, type PageQuery, pageFrom } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { listMembers } from '../members/members.repository.ts';
import { listOrgWorkspaces } from '../organizations/access.repository.ts';
import type { OrgAccess } from '../organizations/access.ts';
import { assertMayGrant } from '../roles/grant-rules.ts';
import { listCustomRoles } from '../roles/roles.repository.ts';
import {
  deleteTeam as deleteTeamRow,
  insertTeam,
  listTeamRows,
  replaceTeamContents,
  type TeamMemberValue,
  teamIdsOfUser,
  teamMemberRows,
  teamWorkspaceRows,
  updateTeam as updateTeamRow,
} from './teams.repository.ts';

type TeamInput = z.output<typeof teamBodySchema>;

/** Owners, admins and team managers reach every team; other members see the teams they are in. */
const seesAllTeams = (org: OrgAccess) => org.isOwnerOrAdmin || org.privileges.has('teams:manage');

async function teamViews(db: Database, orgId: string, teamIds?: string[]): Promise<TeamView[]> {
  const rows = await listTeamRows(db, orgId, teamIds);
  const ids = rows.map((r) => r.id);
  const [members, workspaces] = await Promise.all([teamMemberRows(db, orgId, ids), teamWorkspaceRows(db, orgId, ids)]);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    tags: t.tags,
    members: members.filter((m) => m.teamId === t.id).map(({ teamId: _, ...m }) => m),
    workspaces: workspaces.filter((w) => w.teamId === t.id).map(({ teamId: _, ...w }) => w),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

export async function listTeams(
  db: Database,
  org: OrgAccess,
  query: PageQuery & { search?: string | undefined },
): Promise<Page<TeamView>> {
  const ids = seesAllTeams(org) ? undefined : await teamIdsOfUser(db, org.orgId, org.userId);
  const needle = query.search?.toLowerCase();
  const all = (await teamViews(db, org.orgId, ids)).filter((t) => !needle || t.name.toLowerCase().includes(needle));
  return pageFrom(all, query);
}

export async function getTeam(db: Database, org: OrgAccess, teamId: string): Promise<TeamView> {
  const [team] = await teamViews(db, org.orgId, [teamId]);
  if (!team || (!seesAllTeams(org) && !team.members.some((m) => m.userId === org.userId))) {
    throw new AppError('NOT_FOUND', { message: 'This team does not exist.' });
  }
  return team;
}

/**
 * Checks the members and workspaces of a team body: every member is an active
 * member of the organisation and neither owner nor admin, each role is one the
 * actor may grant, every workspace belongs to the organisation.
 */
async function checkContents(db: Database, org: OrgAccess, input: TeamInput, changed: Set<string>) {
  const members = new Map((await listMembers(db, org.orgId, {})).map((m) => [m.userId, m]));
  const customRoles = new Map((await listCustomRoles(db, org.orgId)).map((r) => [r.id, r]));
  const seen = new Set<string>();
  const values: TeamMemberValue[] = input.members.map((m, i) => {
    const field = `members.${i}.userId`;
    const member = members.get(m.userId);
    if (member?.status !== 'active') {
      throw new AppError('VALIDATION_ERROR', { field, message: 'validation.team_member_unknown' });
    }
    if (seen.has(m.userId)) throw new AppError('VALIDATION_ERROR', { field, message: 'validation.team_member_twice' });
    seen.add(m.userId);
    if (changed.has(m.userId) && (member.role === 'ORG_OWNER' || member.role === 'ORG_ADMIN')) {
      throw new AppError('MEMBER_IS_OWNER_OR_ADMIN', { field });
    }
    let customPrivileges: readonly Privilege[] = [];
    if (m.customRoleId) {
      const role = customRoles.get(m.customRoleId);
      if (role?.scope !== 'workspace') {
        throw new AppError('VALIDATION_ERROR', {
          field: `members.${i}.customRoleId`,
          message: 'validation.role_unknown',
        });
      }
      customPrivileges = role.privileges;
    }
    assertMayGrant(org, m.role, customPrivileges, `members.${i}.role`);
    return { userId: m.userId, role: m.role, customRoleId: m.customRoleId };
  });
  const workspaceIds = [...new Set(input.workspaceIds)];
  const known = new Set((await listOrgWorkspaces(db, org.orgId)).map((w) => w.id));
  const unknown = workspaceIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw new AppError('NOT_FOUND', { field: `workspaceIds.${unknown}`, message: 'This workspace does not exist.' });
  }
  return { members: values, workspaceIds };
}

export async function createTeam(db: Database, actor: Actor, org: OrgAccess, input: TeamInput): Promise<TeamView> {
  const contents = await checkContents(db, org, input, new Set(input.members.map((m) => m.userId)));
  const id = await db.transaction(async (tx) => {
    const teamId = await insertTeam(tx, {
      orgId: org.orgId,
      name: input.name,
      description: input.description,
      tags: input.tags,
      createdBy: actor.userId,
    });
    await replaceTeamContents(tx, org.orgId, teamId, contents.members, contents.workspaceIds);
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action: 'team.create',
      targetType: 'team',
      targetId: teamId,
      details: { name: input.name, members: contents.members.length, workspaces: contents.workspaceIds },
    });
    return teamId;
  });
  return getTeam(db, org, id);
}

/** Replaces the team; owners and admins can be neither added nor removed. */
export async function updateTeam(
  db: Database,
  actor: Actor,
  org: OrgAccess,
  teamId: string,
  input: TeamInput,
): Promise<TeamView> {
  const current = await getTeam(db, org, teamId);
  const before = new Set(current.members.map((m) => m.userId));
  const after = new Set(input.members.map((m) => m.userId));
  const added = [...after].filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !after.has(id));
  const members = new Map((await listMembers(db, org.orgId, {})).map((m) => [m.userId, m]));
  const removedPrivileged = removed.find((id) => {
    const role = members.get(id)?.role;
    return role === 'ORG_OWNER' || role === 'ORG_ADMIN';
  });
  if (removedPrivileged) throw new AppError('MEMBER_IS_OWNER_OR_ADMIN', { field: 'members' });
  const contents = await checkContents(db, org, input, new Set(added));
  await db.transaction(async (tx) => {
    await updateTeamRow(tx, org.orgId, teamId, { name: input.name, description: input.description, tags: input.tags });
    await replaceTeamContents(tx, org.orgId, teamId, contents.members, contents.workspaceIds);
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action: 'team.update',
      targetType: 'team',
      targetId: teamId,
      details: { name: input.name, added, removed, workspaces: contents.workspaceIds },
    });
  });
  return getTeam(db, org, teamId);
}

export async function deleteTeam(db: Database, actor: Actor, org: OrgAccess, teamId: string): Promise<void> {
  const current = await getTeam(db, org, teamId);
  await db.transaction(async (tx) => {
    await deleteTeamRow(tx, org.orgId, teamId);
    await recordAudit(tx, {
      orgId: org.orgId,
      ...auditBy(actor),
      action: 'team.delete',
      targetType: 'team',
      targetId: teamId,
      details: { name: current.name },
    });
  });
}
