import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingStripeCustomers, organizations } from '../../../db/schema.ts';
import type { StripeClient } from './stripe-client.ts';

/** The organisation's Stripe customer id, if it has one yet. */
export async function knownCustomer(db: Database, orgId: string): Promise<string | null> {
  const [known] = await db
    .select({ id: billingStripeCustomers.customerId })
    .from(billingStripeCustomers)
    .where(eq(billingStripeCustomers.orgId, orgId));
  return known?.id ?? null;
}

/** The organisation whose Stripe customer this is (null: not one of ours). */
export async function orgOfCustomer(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ orgId: billingStripeCustomers.orgId })
    .from(billingStripeCustomers)
    .where(eq(billingStripeCustomers.customerId, customerId));
  return row?.orgId ?? null;
}

/** One Stripe customer per organisation, made the first time it is needed (idempotency key per organisation). */
export async function stripeCustomerOf(db: Database, stripe: StripeClient, orgId: string): Promise<string> {
  const known = await knownCustomer(db, orgId);
  if (known) return known;
  const [org] = await db
    .select({ name: organizations.name, details: organizations.details })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const customer = await stripe.post<{ id: string }>(
    '/v1/customers',
    { name: org?.name, email: org?.details.email || undefined, 'metadata[osm5_org_id]': orgId },
    `osm5-customer-${orgId}`,
  );
  await db.insert(billingStripeCustomers).values({ orgId, customerId: customer.id }).onConflictDoNothing();
  return customer.id;
}
