import type { PlanId } from '@osm5/shared/billing/plans';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberships, workspaces } from '../../db/schema.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { acceptOpenInvitations } from '../invitations/respond-to-invitation.ts';
import { insertOrganization, userHasAnyMembership } from './organizations.repository.ts';

export interface NewUser {
  id: string;
  email: string;
  name: string;
}

/**
 * First sign-in provisioning. A user with no membership joins the organisations
 * that invited their e-mail; with no invitation either, they get their own
 * organisation (on `plan`, the instance's DEFAULT_PLAN), owned by them, with a
 * public default workspace. Safe to call on
 * every sign-in: a user who already belongs somewhere is left alone.
 */
export async function ensureOrganizationForUser(db: Database, user: NewUser, plan: PlanId): Promise<void> {
  if (await userHasAnyMembership(db, user.id)) return;
  if ((await acceptOpenInvitations(db, user)) > 0) return;
  await db.transaction(async (tx) => {
    // two first requests at once must not make two organisations
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`osm5-provision:${user.id}`}))`);
    if (await userHasAnyMembership(tx, user.id)) return;
    const orgId = await insertOrganization(tx, `${user.name}'s organisation`, user.id, plan);
    await tx.insert(memberships).values({ orgId, userId: user.id, role: 'ORG_OWNER' });
    const [workspace] = await tx
      .insert(workspaces)
      .values({ orgId, name: 'My workspace', ownerId: user.id, isDefault: true, visibility: 'public' })
      .returning({ id: workspaces.id });
    await recordAudit(tx, {
      orgId,
      actorId: user.id,
      action: 'organization.create',
      targetType: 'organization',
      targetId: orgId,
      details: { defaultWorkspaceId: workspace?.id },
    });
  });
}
