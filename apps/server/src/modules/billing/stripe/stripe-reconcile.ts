import { and, asc, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingSubscriptions, invoices } from '../../../db/schema.ts';
import type { BillingDeps } from '../billing.service.ts';
import { type StripeClient, StripeError } from './stripe-client.ts';
import type { StripeSubscription } from './stripe-subscription.ts';
import { applyStripeSubscription } from './stripe-subscription-events.ts';
import { handleStripeEvent, type StripeEvent } from './stripe-webhook.ts';

/**
 * Catching up with Stripe when its webhooks did not arrive (an endpoint down
 * for longer than Stripe retries, a wrong signing secret, a deleted endpoint):
 * what OSM5 would otherwise never learn is read from Stripe's API.
 *
 * - A subscription Stripe holds whose period ended more than GRACE_MS ago and
 *   was not moved on: its paid renewals become our paid invoices, as
 *   `invoice.paid` would have made them, and Stripe's subscription then ends
 *   ours or moves its period on, as `customer.subscription.updated` /
 *   `.deleted` would have (stripe-subscription-events.ts).
 * - An invoice OSM5 issued and handed to Stripe, still open here more than
 *   GRACE_MS after it was issued (and issued within INVOICE_LOOKBACK_MS, the
 *   time Stripe retries a card): paid or voided in Stripe, it is recorded so.
 *
 * Invoices go through the webhook's own handler (handleStripeEvent), each as
 * an event named after the Stripe invoice, so a second pass, or the real
 * event arriving late, changes nothing more. A subscription or invoice Stripe
 * does not know is logged and left as it is: a key of another Stripe account
 * must not end anyone's subscription.
 */
const GRACE_MS = 60 * 60_000;
const INVOICE_LOOKBACK_MS = 35 * 24 * 60 * 60_000;
const PAGE = 100;
/** Stripe lists newest first; a subscription behind by more renewals than this is caught up over several passes */
const RENEWALS_READ = 12;

export interface ReconcileCounts {
  subscriptions: number;
  invoices: number;
}

interface StripeInvoice {
  id: string;
  object: 'invoice';
  status: string;
  created: number;
  status_transitions?: { paid_at?: number | null; voided_at?: number | null };
}

/** One pass over everything overdue, a page at a time; resolves with how many of each it changed. */
export async function reconcileWithStripe(
  deps: BillingDeps,
  stripe: StripeClient,
  now = new Date(),
): Promise<ReconcileCounts> {
  const before = new Date(now.getTime() - GRACE_MS);
  const since = new Date(now.getTime() - INVOICE_LOOKBACK_MS);
  return {
    subscriptions: await countChanged(
      (after) => overdueStripeSubscriptions(deps.db, before, after),
      (sub) => guarded(deps, { subscription: sub.ref }, () => catchUpSubscription(deps, stripe, sub.ref)),
    ),
    invoices: await countChanged(
      (after) => openStripeInvoices(deps.db, before, since, after),
      (invoice) => guarded(deps, { invoice: invoice.ref }, () => catchUpInvoice(deps, stripe, invoice.ref)),
    ),
  };
}

/** Every row `pageAfter` finds, a page at a time (keyset on `key`, ascending), caught up one by one; how many changed. */
async function countChanged<Row extends { key: string }>(
  pageAfter: (after: string) => Promise<Row[]>,
  catchUp: (row: Row) => Promise<boolean>,
): Promise<number> {
  let changed = 0;
  for (let after = ''; ; ) {
    const page = await pageAfter(after);
    for (const row of page) if (await catchUp(row)) changed++;
    if (page.length < PAGE) return changed;
    after = page[page.length - 1]?.key ?? '';
  }
}

/** One object's failure is logged and the pass goes on with the next. */
async function guarded(deps: BillingDeps, about: object, work: () => Promise<boolean>): Promise<boolean> {
  try {
    return await work();
  } catch (err) {
    const unknown = err instanceof StripeError && err.status === 404;
    deps.log?.error(
      { err, ...about },
      unknown ? 'billing: Stripe does not know it' : 'billing: Stripe reconcile failed',
    );
    return false;
  }
}

async function catchUpSubscription(deps: BillingDeps, stripe: StripeClient, ref: string): Promise<boolean> {
  const subscription = await stripe.get<StripeSubscription>(`/v1/subscriptions/${encodeURIComponent(ref)}`);
  const paid = await stripe.get<{ data: StripeInvoice[] }>('/v1/invoices', [], {
    subscription: ref,
    status: 'paid',
    limit: String(RENEWALS_READ),
  });
  let changed = false;
  for (const invoice of [...paid.data].reverse()) {
    changed = (await handleStripeEvent(deps, eventOf(invoice, 'invoice.paid'))) === 'applied' || changed;
  }
  return (await deps.db.transaction((tx) => applyStripeSubscription(tx, subscription))) || changed;
}

async function catchUpInvoice(deps: BillingDeps, stripe: StripeClient, ref: string): Promise<boolean> {
  const invoice = await stripe.get<StripeInvoice>(`/v1/invoices/${encodeURIComponent(ref)}`);
  const type = invoice.status === 'paid' ? 'invoice.paid' : invoice.status === 'void' ? 'invoice.voided' : null;
  if (!type) return false;
  return (await handleStripeEvent(deps, eventOf(invoice, type))) === 'applied';
}

/** What the webhook would have been told: an event named after the invoice and its state, so each is applied once. */
function eventOf(invoice: StripeInvoice, type: 'invoice.paid' | 'invoice.voided'): StripeEvent {
  const at = type === 'invoice.paid' ? invoice.status_transitions?.paid_at : invoice.status_transitions?.voided_at;
  return {
    id: `osm5_reconciled_${type}_${invoice.id}`,
    type,
    created: at ?? invoice.created,
    data: { object: invoice as unknown as StripeEvent['data']['object'] },
  };
}

/** Subscriptions Stripe holds whose period ended before `before`, every organisation, by organisation id after `after`. */
async function overdueStripeSubscriptions(db: Database, before: Date, after: string) {
  return db
    .select({ key: billingSubscriptions.orgId, ref: billingSubscriptions.providerRef })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.provider, 'stripe'),
        isNotNull(billingSubscriptions.providerRef),
        lt(billingSubscriptions.currentPeriodEnd, before),
        after ? gt(billingSubscriptions.orgId, after) : undefined,
      ),
    )
    .orderBy(asc(billingSubscriptions.orgId))
    .limit(PAGE) as Promise<{ key: string; ref: string }[]>;
}

/** Open invoices handed to Stripe, issued between `since` and `before`, every organisation, by id after `after`. */
async function openStripeInvoices(db: Database, before: Date, since: Date, after: string) {
  return db
    .select({ key: invoices.id, ref: invoices.providerRef })
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        isNotNull(invoices.providerRef),
        lt(invoices.issuedAt, before),
        gt(invoices.issuedAt, since),
        after ? gt(invoices.id, after) : undefined,
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(PAGE) as Promise<{ key: string; ref: string }[]>;
}
