import type { AddonId, PlanId } from '@osm5/shared/billing/plans';
import type { PaymentCard } from '@osm5/shared/schemas/billing';
import { and, count, desc, eq, gte, isNull, lt, max, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billingAddons,
  billingBudgetAlerts,
  billingBudgets,
  billingPaymentMethods,
  billingPayments,
  billingSubscriptions,
  invoices,
  memberships,
  organizations,
  users,
} from '../../db/schema.ts';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type BudgetRow = typeof billingBudgets.$inferSelect;

/** Every query here is scoped by the organisation id it is given. */

export async function findSubscription(db: Database, orgId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.orgId, orgId));
  return row ?? null;
}

/** Due subscriptions (their period ended), for the renewal job; one the provider renews itself is not ours to renew. */
export async function dueSubscriptionOrgs(
  db: Database,
  now: Date,
  limit: number,
  providerRenews = false,
): Promise<string[]> {
  const rows = await db
    .select({ orgId: billingSubscriptions.orgId })
    .from(billingSubscriptions)
    .where(
      and(
        lt(billingSubscriptions.currentPeriodEnd, now),
        providerRenews ? isNull(billingSubscriptions.providerRef) : undefined,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.orgId);
}

export async function upsertSubscription(
  db: Database,
  values: typeof billingSubscriptions.$inferInsert,
): Promise<void> {
  const { orgId: _orgId, ...rest } = values;
  await db
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: billingSubscriptions.orgId, set: { ...rest, updatedAt: new Date() } });
}

export async function deleteSubscription(db: Database, orgId: string): Promise<void> {
  await db.delete(billingSubscriptions).where(eq(billingSubscriptions.orgId, orgId));
}

export async function setOrganizationPlan(db: Database, orgId: string, plan: PlanId): Promise<void> {
  await db.update(organizations).set({ plan, updatedAt: new Date() }).where(eq(organizations.id, orgId));
}

export async function organizationOf(db: Database, orgId: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return row ?? null;
}

/** Serialises billing changes of one organisation inside a transaction. */
export async function lockBilling(tx: Database, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`osm5-billing:${orgId}`}))`);
}

export async function listAddons(db: Database, orgId: string): Promise<{ addon: AddonId; quantity: number }[]> {
  return db
    .select({ addon: billingAddons.addon, quantity: billingAddons.quantity })
    .from(billingAddons)
    .where(eq(billingAddons.orgId, orgId))
    .orderBy(billingAddons.addon);
}

export async function setAddonQuantity(db: Database, orgId: string, addon: AddonId, quantity: number): Promise<void> {
  if (quantity <= 0) {
    await db.delete(billingAddons).where(and(eq(billingAddons.orgId, orgId), eq(billingAddons.addon, addon)));
    return;
  }
  await db
    .insert(billingAddons)
    .values({ orgId, addon, quantity })
    .onConflictDoUpdate({
      target: [billingAddons.orgId, billingAddons.addon],
      set: { quantity, updatedAt: new Date() },
    });
}

export async function deleteAddons(db: Database, orgId: string): Promise<void> {
  await db.delete(billingAddons).where(eq(billingAddons.orgId, orgId));
}

export async function nextInvoiceNumber(db: Database, orgId: string): Promise<number> {
  const [row] = await db
    .select({ n: max(invoices.number) })
    .from(invoices)
    .where(eq(invoices.orgId, orgId));
  return (row?.n ?? 0) + 1;
}

export async function insertInvoice(db: Database, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findInvoice(db: Database, orgId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
  return row ?? null;
}

export async function listInvoices(
  db: Database,
  orgId: string,
  opts: { status: 'all' | 'open' | 'paid' | 'void'; limit: number; offset: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(eq(invoices.orgId, orgId), opts.status === 'all' ? undefined : eq(invoices.status, opts.status));
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.number))
    .limit(opts.limit)
    .offset(opts.offset);
  const [t] = await db.select({ n: count() }).from(invoices).where(where);
  return { rows, total: Number(t?.n ?? 0) };
}

export async function openInvoices(db: Database, orgId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.status, 'open')))
    .orderBy(invoices.number)
    .limit(20);
}

export async function markInvoicePaid(db: Database, orgId: string, id: string, paidAt: Date): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ status: 'paid', paidAt })
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id), eq(invoices.status, 'open')))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Invoiced in [from, to), void ones aside: the month's spend. */
export async function invoicedBetween(db: Database, orgId: string, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(invoices.total) })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        ne(invoices.status, 'void'),
        gte(invoices.issuedAt, from),
        lt(invoices.issuedAt, to),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertPayment(db: Database, values: typeof billingPayments.$inferInsert): Promise<void> {
  await db.insert(billingPayments).values(values);
}

export async function listPayments(db: Database, orgId: string, limit: number, offset: number) {
  const where = eq(billingPayments.orgId, orgId);
  const rows = await db
    .select({
      id: billingPayments.id,
      invoiceId: billingPayments.invoiceId,
      invoiceNumber: invoices.number,
      amount: billingPayments.amount,
      currency: billingPayments.currency,
      method: billingPayments.method,
      recordedBy: users.name,
      createdAt: billingPayments.createdAt,
    })
    .from(billingPayments)
    .innerJoin(invoices, eq(invoices.id, billingPayments.invoiceId))
    .leftJoin(users, eq(users.id, billingPayments.recordedBy))
    .where(where)
    .orderBy(desc(billingPayments.createdAt))
    .limit(limit)
    .offset(offset);
  const [t] = await db.select({ n: count() }).from(billingPayments).where(where);
  return { rows, total: Number(t?.n ?? 0) };
}

export async function findBudget(db: Database, orgId: string): Promise<BudgetRow | null> {
  const [row] = await db.select().from(billingBudgets).where(eq(billingBudgets.orgId, orgId));
  return row ?? null;
}

export async function upsertBudget(db: Database, values: typeof billingBudgets.$inferInsert): Promise<void> {
  const { orgId: _orgId, ...rest } = values;
  await db
    .insert(billingBudgets)
    .values(values)
    .onConflictDoUpdate({ target: billingBudgets.orgId, set: { ...rest, updatedAt: new Date() } });
}

/** Records a threshold alert for the month; false when it was already sent. */
export async function claimBudgetAlert(
  db: Database,
  orgId: string,
  period: string,
  threshold: number,
): Promise<boolean> {
  const rows = await db
    .insert(billingBudgetAlerts)
    .values({ orgId, period, threshold })
    .onConflictDoNothing()
    .returning({ threshold: billingBudgetAlerts.threshold });
  return rows.length > 0;
}

export async function alertedThresholds(db: Database, orgId: string, period: string): Promise<number[]> {
  const rows = await db
    .select({ threshold: billingBudgetAlerts.threshold })
    .from(billingBudgetAlerts)
    .where(and(eq(billingBudgetAlerts.orgId, orgId), eq(billingBudgetAlerts.period, period)))
    .orderBy(billingBudgetAlerts.threshold);
  return rows.map((r) => r.threshold);
}

/** The organisation's active owners, who get billing mail. */
export async function ownersOf(db: Database, orgId: string) {
  return db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), eq(memberships.role, 'ORG_OWNER'), eq(memberships.status, 'active')));
}

/** The saved card, as the overview shows it. */
export async function savedCard(db: Database, orgId: string): Promise<PaymentCard | null> {
  const [row] = await db
    .select({
      brand: billingPaymentMethods.brand,
      last4: billingPaymentMethods.last4,
      expMonth: billingPaymentMethods.expMonth,
      expYear: billingPaymentMethods.expYear,
    })
    .from(billingPaymentMethods)
    .where(eq(billingPaymentMethods.orgId, orgId));
  return row ?? null;
}
