import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingStripeEvents, invoices } from '../../../db/schema.ts';
import type { BillingDeps } from '../billing.service.ts';
import { checkBudgetAlerts } from '../budget.service.ts';
import { recordPayment } from '../invoices.service.ts';
import { orgOfCustomer } from './stripe-customer.ts';
import { applySubscriptionEvent, mirrorCycleInvoice } from './stripe-subscription-events.ts';

/** The part of a Stripe event billing reads. */
export interface StripeEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; object?: string; metadata?: Record<string, string> } & Record<string, unknown> };
}

export const isStripeEvent = (value: unknown): value is StripeEvent => {
  const e = value as Partial<StripeEvent> | null;
  return (
    !!e &&
    typeof e.id === 'string' &&
    typeof e.type === 'string' &&
    typeof e.created === 'number' &&
    typeof e.data?.object?.id === 'string'
  );
};

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Records an event id; false when it was handled before. */
async function claim(db: Database, event: StripeEvent): Promise<boolean> {
  const fresh = await db
    .insert(billingStripeEvents)
    .values({ id: event.id, type: event.type, eventCreatedAt: new Date(event.created * 1000) })
    .onConflictDoNothing()
    .returning({ id: billingStripeEvents.id });
  return fresh.length > 0;
}

/**
 * `checkout.session.completed` (setup mode): the card the session set up is
 * saved (the same as when the owner's browser comes back). It asks Stripe for
 * the session, so it runs outside a transaction and records the event id
 * after: a failure leaves the event for Stripe to send again, and a second
 * delivery saves the same card again.
 */
async function handleCheckoutEvent(deps: BillingDeps, event: StripeEvent): Promise<EventOutcome> {
  const [seen] = await deps.db
    .select({ id: billingStripeEvents.id })
    .from(billingStripeEvents)
    .where(eq(billingStripeEvents.id, event.id));
  if (seen) return 'duplicate';
  const session = event.data.object as { id: string; mode?: string; customer?: string | null };
  const orgId = session.mode === 'setup' && session.customer ? await orgOfCustomer(deps.db, session.customer) : null;
  if (orgId) await deps.provider.completeCardSetup(orgId, session.id);
  return (await claim(deps.db, event)) ? (orgId ? 'applied' : 'ignored') : 'duplicate';
}

/**
 * Applies one verified event, once: its id is recorded in the same
 * transaction as its effect, so a replay is a no-op. Invoices: `invoice.paid`
 * records the card payment of the invoice Stripe names (by its id, kept as our
 * invoice's providerRef), or mirrors a renewal Stripe charged for a
 * subscription of ours; `invoice.voided` voids an open one. Subscriptions:
 * `customer.subscription.updated` / `deleted` (stripe-subscription-events.ts).
 * States only move forward, so an older event arriving late (a
 * `payment_failed` after `paid`, an old cancel flag) changes nothing.
 */
export async function handleStripeEvent(deps: BillingDeps, event: StripeEvent): Promise<EventOutcome> {
  if (event.type === 'checkout.session.completed') return handleCheckoutEvent(deps, event);
  let budgetOf = null as string | null;
  const outcome = await deps.db.transaction(async (tx): Promise<EventOutcome> => {
    if (!(await claim(tx, event))) return 'duplicate';
    const kind = event.data.object.object;
    if (kind === 'subscription') return applySubscriptionEvent(tx, event);
    if (kind !== undefined && kind !== 'invoice') return 'ignored';
    const [invoice] = await tx
      .select({ id: invoices.id, orgId: invoices.orgId, status: invoices.status })
      .from(invoices)
      .where(eq(invoices.providerRef, event.data.object.id));
    if (!invoice) {
      if (event.type !== 'invoice.paid') return 'ignored';
      budgetOf = await mirrorCycleInvoice(tx, deps, event);
      return budgetOf ? 'applied' : 'ignored';
    }
    switch (event.type) {
      case 'invoice.paid':
        await recordPayment({ db: tx }, invoice.orgId, invoice.id, null, 'card');
        return 'applied';
      case 'invoice.voided':
        await tx
          .update(invoices)
          .set({ status: 'void' })
          .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'open')));
        return 'applied';
      default:
        return 'ignored';
    }
  });
  if (budgetOf) await checkBudgetAlerts(deps, budgetOf);
  return outcome;
}
