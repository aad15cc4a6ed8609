import type { PlanId } from '@osm5/shared/billing/plans';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Placeholders, prepared } from '../../db/prepared.ts';
import { memberships, type OrganizationDefaults, type OrganizationDetails, organizations } from '../../db/schema.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

export async function findOrganization(db: Database, orgId: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return row ?? null;
}

export async function insertOrganization(db: Database, name: string, createdBy: string, plan: PlanId): Promise<string> {
  const [row] = await db.insert(organizations).values({ name, createdBy, plan }).returning({ id: organizations.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateOrganization(
  db: Database,
  orgId: string,
  values: { name?: string; details?: OrganizationDetails; defaults?: OrganizationDefaults; logoFileId?: string | null },
): Promise<void> {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, orgId));
}

const anyMembership = prepared('any_membership', (db, $: Placeholders<{ userId: string }>) =>
  db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.userId, $('userId')))
    .limit(1),
);

export async function userHasAnyMembership(db: Database, userId: string): Promise<boolean> {
  const [row] = await anyMembership(db, { userId });
  return row !== undefined;
}
