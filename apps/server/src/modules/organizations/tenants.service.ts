import type { PlanId } from '@osm5/shared/billing/plans';
import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { listUserMemberships } from '../members/members.repository.ts';
import { loadAccessFacts } from './access.repository.ts';
import { type AccessFacts, type OrgAccess, orgAccessOf, sortedPrivileges } from './access.ts';
import { ensureOrganizationForUser, type NewUser } from './ensure-organization.ts';
import { visibleWorkspaces, visibleWorkspaceView } from './visible-workspaces.ts';

export const logoUrlOf = (orgId: string, logoFileId: string | null): string | null =>
  logoFileId ? `/api/orgs/${orgId}/logo?v=${logoFileId}` : null;

const tenantView = (org: OrgAccess, row: { name: string; logoFileId: string | null; plan: string }): Tenant => ({
  id: org.orgId,
  name: row.name,
  role: org.role,
  customRoleId: org.customRoleId,
  privileges: sortedPrivileges(org.privileges),
  logoUrl: logoUrlOf(org.orgId, row.logoFileId),
  plan: row.plan,
});

/**
 * GET /api/me/tenants: the user's active organisations and the workspaces they
 * see in the chosen (or first) one. Provisions a first organisation when the
 * user has none, so that a sign-in path that missed it still ends somewhere.
 */
export async function listTenants(
  db: Database,
  user: NewUser,
  defaultPlan: PlanId,
  chosenOrgId?: string,
): Promise<{ tenents: Tenant[]; orgId: string; sBoxs: VisibleWorkspace[] }> {
  await ensureOrganizationForUser(db, user, defaultPlan);
  const rows = (await listUserMemberships(db, user.id)).filter((m) => m.status === 'active');
  if (rows.length === 0) throw new AppError('NO_ENTERPRISE_LINKED');
  const tenants: { org: OrgAccess; facts: AccessFacts; tenant: Tenant }[] = [];
  for (const row of rows) {
    const facts = await loadAccessFacts(db, row.orgId, user.id);
    if (!facts) continue;
    const org = orgAccessOf(row.orgId, user.id, facts);
    tenants.push({ org, facts, tenant: tenantView(org, row) });
  }
  const chosen = chosenOrgId ? tenants.find((t) => t.org.orgId === chosenOrgId) : tenants[0];
  if (!chosen) throw new AppError('NOT_FOUND', { message: 'You are not a member of this organisation.' });
  const workspaces = await visibleWorkspaces(db, chosen.org, chosen.facts);
  return {
    tenents: tenants.map((t) => t.tenant),
    orgId: chosen.org.orgId,
    sBoxs: workspaces.map(visibleWorkspaceView),
  };
}

/** GET /api/orgs/:orgId/context: NO_WORKSPACE_ASSOCIATED when the user sees no workspace. */
export async function orgContext(
  db: Database,
  org: OrgAccess,
  facts: AccessFacts,
  row: { name: string; logoFileId: string | null; plan: string },
): Promise<{ organization: Tenant; workspaces: VisibleWorkspace[] }> {
  const workspaces = await visibleWorkspaces(db, org, facts);
  if (workspaces.length === 0) throw new AppError('NO_WORKSPACE_ASSOCIATED');
  return { organization: tenantView(org, row), workspaces: workspaces.map(visibleWorkspaceView) };
}
