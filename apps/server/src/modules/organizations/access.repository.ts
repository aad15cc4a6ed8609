import type { Privilege } from '@osm5/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Placeholders, prepared } from '../../db/prepared.ts';
import { memberships, roles, teamMembers, teamWorkspaces, workspaceMembers, workspaces } from '../../db/schema.ts';
import type { AccessFacts, RoleGrantFacts, WorkspaceFacts } from './access.ts';

/** A JSON array of the rows of a subquery, `[]` when it has none. */
const jsonRows = <T>(subquery: SQL) => sql<T[]>`(select coalesce(json_agg(r), '[]'::json) from (${subquery}) r)`;

const accessRows = prepared('access_facts', (db, $: Placeholders<{ orgId: string; userId: string }>) =>
  db
    .select({
      role: memberships.role,
      customRoleId: memberships.customRoleId,
      status: memberships.status,
      customRoles: jsonRows<{ id: string; privileges: Privilege[] }>(
        sql`select ${roles.id} as "id", ${roles.privileges} as "privileges" from ${roles} where ${roles.orgId} = ${$('orgId')}`,
      ),
      workspaceRoles: jsonRows<RoleGrantFacts>(
        sql`select ${workspaceMembers.workspaceId} as "workspaceId", ${workspaceMembers.role} as "role",
              ${workspaceMembers.customRoleId} as "customRoleId"
            from ${workspaceMembers}
            where ${workspaceMembers.orgId} = ${$('orgId')} and ${workspaceMembers.userId} = ${$('userId')}`,
      ),
      teamRoles: jsonRows<RoleGrantFacts>(
        sql`select ${teamWorkspaces.workspaceId} as "workspaceId", ${teamMembers.role} as "role",
              ${teamMembers.customRoleId} as "customRoleId"
            from ${teamMembers}
            join ${teamWorkspaces} on ${teamWorkspaces.teamId} = ${teamMembers.teamId} and ${teamWorkspaces.orgId} = ${$('orgId')}
            where ${teamMembers.orgId} = ${$('orgId')} and ${teamMembers.userId} = ${$('userId')}`,
      ),
    })
    .from(memberships)
    .where(and(eq(memberships.orgId, $('orgId')), eq(memberships.userId, $('userId')))),
);

/**
 * The facts access.ts computes privileges from, for one user in one
 * organisation: their membership, the organisation's custom roles and the
 * user's workspace and team grants, in one statement (every API request of an
 * organisation reads them, from the primary).
 */
export async function loadAccessFacts(db: Database, orgId: string, userId: string): Promise<AccessFacts | null> {
  const [row] = await accessRows(db, { orgId, userId });
  if (!row) return null;
  const { customRoles, workspaceRoles, teamRoles, ...membership } = row;
  return {
    membership,
    customRoles: new Map(customRoles.map((r) => [r.id, r.privileges])),
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

const workspaceById = prepared('workspace_by_id', (db, $: Placeholders<{ orgId: string; workspaceId: string }>) =>
  db
    .select(workspaceColumns)
    .from(workspaces)
    .where(and(eq(workspaces.orgId, $('orgId')), eq(workspaces.id, $('workspaceId')))),
);

export async function findWorkspace(db: Database, orgId: string, workspaceId: string): Promise<WorkspaceFacts | null> {
  const [row] = await workspaceById(db, { orgId, workspaceId });
  return row ?? null;
}

const orgWorkspaces = prepared('org_workspaces', (db, $: Placeholders<{ orgId: string }>) =>
  db
    .select(workspaceColumns)
    .from(workspaces)
    .where(eq(workspaces.orgId, $('orgId')))
    .orderBy(desc(workspaces.isDefault), asc(workspaces.name), asc(workspaces.id)),
);

/** Every workspace of the organisation, default first then by name; callers filter by visibility. */
export function listOrgWorkspaces(db: Database, orgId: string): Promise<WorkspaceFacts[]> {
  return orgWorkspaces(db, { orgId });
}
