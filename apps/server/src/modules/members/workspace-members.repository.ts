import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMembers, users, workspaceMembers } from '../../db/schema.ts';

export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;

export async function upsertWorkspaceMember(db: Database, values: typeof workspaceMembers.$inferInsert): Promise<void> {
  await db
    .insert(workspaceMembers)
    .values(values)
    .onConflictDoUpdate({
      target: [workspaceMembers.workspaceId, workspaceMembers.userId],
      set: { role: values.role, customRoleId: values.customRoleId ?? null },
    });
}

export async function deleteWorkspaceMember(
  db: Database,
  orgId: string,
  workspaceId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.orgId, orgId),
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    )
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export function listWorkspaceMembers(db: Database, orgId: string, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      name: users.name,
      email: users.email,
      role: workspaceMembers.role,
      customRoleId: workspaceMembers.customRoleId,
      since: workspaceMembers.createdAt,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.workspaceId, workspaceId)))
    .orderBy(asc(users.name));
}

export async function findWorkspaceMember(
  db: Database,
  orgId: string,
  workspaceId: string,
  userId: string,
): Promise<WorkspaceMemberRow | null> {
  const [row] = await db
    .select()
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.orgId, orgId),
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    );
  return row ?? null;
}

/** Custom roles held in workspaces or teams block the role's deletion. */
export async function countWorkspaceGrantsWithRole(db: Database, orgId: string, roleId: string): Promise<number> {
  const [direct] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.orgId, orgId), eq(workspaceMembers.customRoleId, roleId)));
  const [team] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(and(eq(teamMembers.orgId, orgId), eq(teamMembers.customRoleId, roleId)));
  return (direct?.n ?? 0) + (team?.n ?? 0);
}
