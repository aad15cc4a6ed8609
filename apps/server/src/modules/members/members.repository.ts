import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Placeholders, prepared } from '../../db/prepared.ts';
import {
  memberships,
  organizations,
  roles,
  teamMembers,
  teams,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema.ts';

export type MembershipRow = typeof memberships.$inferSelect;

const memberColumns = {
  userId: memberships.userId,
  role: memberships.role,
  customRoleId: memberships.customRoleId,
  customRoleName: roles.name,
  status: memberships.status,
  joinedAt: memberships.joinedAt,
  name: users.name,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
};

export type MemberRow = {
  userId: string;
  role: MembershipRow['role'];
  customRoleId: string | null;
  customRoleName: string | null;
  status: MembershipRow['status'];
  joinedAt: Date;
  name: string;
  email: string;
  phone: string | null;
  jobTitle: string | null;
};

export async function findMember(db: Database, orgId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(roles, and(eq(roles.id, memberships.customRoleId), eq(roles.orgId, orgId)))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
  return row ?? null;
}

export function listMembers(
  db: Database,
  orgId: string,
  filter: { search?: string | undefined; status?: 'active' | 'disabled' | undefined },
): Promise<MemberRow[]> {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(roles, and(eq(roles.id, memberships.customRoleId), eq(roles.orgId, orgId)))
    .where(
      and(
        eq(memberships.orgId, orgId),
        filter.status ? eq(memberships.status, filter.status) : undefined,
        like ? or(ilike(users.name, like), ilike(users.email, like)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.email));
}

export async function insertMembership(db: Database, values: typeof memberships.$inferInsert): Promise<void> {
  await db.insert(memberships).values(values);
}

export async function updateMembership(
  db: Database,
  orgId: string,
  userId: string,
  values: Partial<Pick<MembershipRow, 'role' | 'customRoleId' | 'status'>>,
): Promise<void> {
  await db
    .update(memberships)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}

/** Removes a member and every role they held in the organisation's workspaces and teams. */
export async function deleteMembership(db: Database, orgId: string, userId: string): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.userId, userId)));
  await db.delete(workspaceMembers).where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.userId, userId)));
  await db.delete(memberships).where(and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)));
}

export async function countActiveOwners(db: Database, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'ORG_OWNER'), eq(memberships.status, 'active')));
  return row?.n ?? 0;
}

/**
 * Serialises changes to an organisation's members (the last-owner rule reads,
 * then writes): the organisation row stays locked until the transaction ends.
 */
export async function lockOrganization(db: Database, orgId: string): Promise<void> {
  await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, orgId)).for('update');
}

export async function countMembershipsWithRole(db: Database, orgId: string, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.orgId, orgId), eq(memberships.customRoleId, roleId)));
  return row?.n ?? 0;
}

const userMemberships = prepared('user_memberships', (db, $: Placeholders<{ userId: string }>) =>
  db
    .select({
      orgId: memberships.orgId,
      role: memberships.role,
      customRoleId: memberships.customRoleId,
      status: memberships.status,
      name: organizations.name,
      logoFileId: organizations.logoFileId,
      plan: organizations.plan,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.orgId))
    .where(eq(memberships.userId, $('userId')))
    .orderBy(asc(memberships.joinedAt), asc(organizations.name)),
);

/** The organisations a user belongs to, oldest membership first (the web app loads them at each start). */
export function listUserMemberships(db: Database, userId: string) {
  return userMemberships(db, { userId });
}

export function memberWorkspaces(db: Database, orgId: string, userId: string) {
  return db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.userId, userId)))
    .orderBy(asc(workspaces.name));
}

export function memberTeams(db: Database, orgId: string, userId: string) {
  return db
    .select({ id: teams.id, name: teams.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.userId, userId)))
    .orderBy(asc(teams.name));
}

export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<{ id: string; name: string; locale: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findUserBrief(db: Database, userId: string): Promise<{ name: string; locale: string } | null> {
  const [row] = await db.select({ name: users.name, locale: users.locale }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
