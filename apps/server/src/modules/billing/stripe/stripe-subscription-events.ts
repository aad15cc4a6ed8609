import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingSubscriptions, invoices } from '../../../db/schema.ts';
import {
  findSubscription,
  listAddons,
  lockBilling,
  type SubscriptionRow,
  upsertSubscription,
} from '../billing.repository.ts';
import { type BillingDeps, endSubscription, issueInvoice, rollPeriod } from '../billing.service.ts';
import { recordPayment } from '../invoices.service.ts';
import { periodLines } from '../pricing.ts';
import { type StripeSubscription, stripePeriodOf } from './stripe-subscription.ts';
import type { StripeEvent } from './stripe-webhook.ts';

/**
 * What Stripe tells about a subscription it renews for us. Periods only move
 * forward: a period Stripe reports that starts where ours ends (within
 * PERIOD_SLACK_MS) ends ours (rollPeriod: a scheduled downgrade applies); an
 * older one changes nothing. The cancel flag is taken from an event only when
 * it is newer than the last change either side made (`providerEventAt`).
 */
const PERIOD_SLACK_MS = 60 * 60_000;

type Outcome = 'applied' | 'ignored';

async function subscriptionByRef(tx: Database, ref: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select({ orgId: billingSubscriptions.orgId })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.providerRef, ref));
  if (!row) return null;
  await lockBilling(tx, row.orgId);
  const sub = await findSubscription(tx, row.orgId);
  return sub?.providerRef === ref ? sub : null;
}

const startsNext = (sub: SubscriptionRow, period: { start: Date }) =>
  period.start.getTime() >= sub.currentPeriodEnd.getTime() - PERIOD_SLACK_MS;

/** `customer.subscription.updated` / `.deleted`, for a subscription of ours (by its Stripe id). */
export async function applySubscriptionEvent(tx: Database, event: StripeEvent): Promise<Outcome> {
  const object = event.data.object as unknown as Partial<StripeSubscription> & { id: string };
  const sub = await subscriptionByRef(tx, object.id);
  if (!sub) return 'ignored';
  const ended = event.type === 'customer.subscription.deleted' || object.status === 'canceled';
  if (!ended && event.type !== 'customer.subscription.updated') return 'ignored';
  await applyStripeState(tx, sub, object, ended, new Date(event.created * 1000));
  return 'applied';
}

/**
 * Stripe's subscription as read from its API now (stripe-reconcile.ts, for
 * the events that never came): it ends ours, or moves our period on, as its
 * events would have. Its cancel flag is left alone: a read tells no time, so
 * nothing says whether Stripe's flag or ours was set last. Resolves with
 * whether ours changed.
 */
export async function applyStripeSubscription(tx: Database, object: StripeSubscription): Promise<boolean> {
  const sub = await subscriptionByRef(tx, object.id);
  return sub !== null && applyStripeState(tx, sub, object, object.status === 'canceled', null);
}

/** `toldAt`: when Stripe said it (an event's `created`); null: the cancel flag is not taken. Whether ours changed. */
async function applyStripeState(
  tx: Database,
  current: SubscriptionRow,
  object: Partial<StripeSubscription>,
  ended: boolean,
  toldAt: Date | null,
): Promise<boolean> {
  if (ended) {
    await endSubscription(tx, current.orgId);
    return true;
  }
  let sub: SubscriptionRow | null = current;
  const period = stripePeriodOf(object);
  const rolls = period !== null && startsNext(sub, period);
  if (rolls) {
    sub = await rollPeriod(tx, sub, period);
    if (!sub) return true;
  }
  if (toldAt === null || (sub.providerEventAt && toldAt < sub.providerEventAt)) return rolls;
  const cancel =
    typeof object.cancel_at_period_end === 'boolean' && sub.scheduledPlan !== 'free'
      ? object.cancel_at_period_end
      : sub.cancelAtPeriodEnd;
  await upsertSubscription(tx, { ...sub, cancelAtPeriodEnd: cancel, providerEventAt: toldAt });
  return true;
}

interface StripeInvoiceObject {
  id: string;
  billing_reason?: string;
  amount_paid?: number;
  /** before API 2025-03-31 */
  subscription?: string | null;
  parent?: { subscription_details?: { subscription?: string | null } | null } | null;
  lines?: { data?: { period?: { start: number; end: number } }[] };
}

/**
 * `invoice.paid` for an invoice we did not issue: a renewal Stripe charged
 * for a subscription of ours becomes our invoice of that period (its lines
 * from the same prices Stripe was given), paid by card. Resolves with the
 * organisation when it did (for the budget alerts), null when it was not ours.
 */
export async function mirrorCycleInvoice(tx: Database, deps: BillingDeps, event: StripeEvent): Promise<string | null> {
  const object = event.data.object as unknown as StripeInvoiceObject;
  const ref = object.subscription ?? object.parent?.subscription_details?.subscription;
  const line = object.lines?.data?.[0]?.period;
  if (!ref || object.billing_reason !== 'subscription_cycle' || !object.amount_paid || !line) return null;
  let sub = await subscriptionByRef(tx, ref);
  if (!sub) return null;
  const period = { start: new Date(line.start * 1000), end: new Date(line.end * 1000) };
  if (startsNext(sub, period)) sub = await rollPeriod(tx, sub, period);
  else if (period.start.getTime() < sub.currentPeriodStart.getTime() - PERIOD_SLACK_MS) return null;
  if (!sub) return null;
  const lines = periodLines(sub.plan, await listAddons(tx, sub.orgId), sub.currency, period);
  const invoice = await issueInvoice(tx, deps, sub.orgId, {
    reason: 'subscription_cycle',
    currency: sub.currency,
    lines,
    period,
  });
  await tx.update(invoices).set({ providerRef: object.id }).where(eq(invoices.id, invoice.id));
  await recordPayment({ db: tx }, sub.orgId, invoice.id, null, 'card');
  return sub.orgId;
}
