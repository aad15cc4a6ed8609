import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invitations, organizations, users } from '../../db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function insertInvitation(db: Database, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findInvitation(db: Database, orgId: string, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id)));
  return row ?? null;
}

/** By token: the token is the scope (whoever holds it was sent it). */
export async function findInvitationByHash(
  db: Database,
  tokenHash: string,
): Promise<(InvitationRow & { orgName: string; inviterName: string | null }) | null> {
  const [row] = await db
    .select({ invitation: invitations, orgName: organizations.name, inviterName: users.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.orgId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row ? { ...row.invitation, orgName: row.orgName, inviterName: row.inviterName } : null;
}

/** Invitations still open (valid, not yet past expiry) for an e-mail, in one organisation or all. */
export function findOpenInvitations(db: Database, email: string, orgId?: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        eq(invitations.status, 'valid'),
        sql`${invitations.expiresAt} > now()`,
        orgId ? eq(invitations.orgId, orgId) : undefined,
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

/** Pending (valid or expired) invitations of an organisation: the members list shows them. */
export function listPendingInvitations(db: Database, orgId: string): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), inArray(invitations.status, ['valid', 'expired'])))
    .orderBy(desc(invitations.createdAt));
}

export async function updateInvitation(
  db: Database,
  orgId: string,
  id: string,
  values: Partial<Pick<InvitationRow, 'status' | 'tokenHash' | 'expiresAt' | 'respondedAt' | 'invitedBy'>>,
): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteInvitation(db: Database, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.id, id)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** Pending invitations that carry a custom role block its deletion. */
export async function countInvitationsWithRole(db: Database, orgId: string, roleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.customRoleId, roleId), eq(invitations.status, 'valid')));
  return row?.n ?? 0;
}
