import { randomUUID } from 'node:crypto';
import type { CardSetup } from '@osm5/shared/schemas/billing';
import { eq, lte } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingPaymentMethods } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { billingState } from '../billing-state.ts';
import { type StripeClient, StripeError } from './stripe-client.ts';
import { knownCustomer, stripeCustomerOf } from './stripe-customer.ts';

/**
 * Entering a card through Stripe Checkout in setup mode: the card number goes
 * to Stripe's page only. When the session completes (the owner's browser
 * comes back with its id, or Stripe's `checkout.session.completed` webhook
 * names it), the payment method it set up becomes the customer's default for
 * invoices and subscriptions, and its brand, last four digits and expiry are
 * kept to show.
 */

interface PaymentMethodObject {
  id: string;
  card?: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export interface CheckoutSession {
  id: string;
  mode?: string;
  status?: string;
  created: number;
  customer: string | null;
  setup_intent: string | { id: string; payment_method: string | PaymentMethodObject | null } | null;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'billing.errors.card_session_unknown' });

/** A setup-mode Checkout Session for the organisation's customer; Stripe sends the browser back to `returnUrl`. */
export async function startCheckout(
  db: Database,
  stripe: StripeClient,
  orgId: string,
  returnUrl: string,
): Promise<CardSetup> {
  const customer = await stripeCustomerOf(db, stripe, orgId);
  const { currency } = await billingState(db, orgId);
  const session = await stripe.post<{ id: string; url: string }>(
    '/v1/checkout/sessions',
    {
      mode: 'setup',
      customer,
      currency: currency.toLowerCase(),
      success_url: `${returnUrl}?card=saved&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${returnUrl}?card=cancelled`,
      'metadata[osm5_org_id]': orgId,
      'setup_intent_data[metadata][osm5_org_id]': orgId,
    },
    `osm5-checkout-${orgId}-${randomUUID()}`,
  );
  return { sessionId: session.id, url: session.url };
}

async function paymentMethodOf(stripe: StripeClient, session: CheckoutSession): Promise<PaymentMethodObject | null> {
  const intent = session.setup_intent;
  if (!intent) return null;
  const expanded =
    typeof intent === 'string'
      ? await stripe.get<{ id: string; payment_method: string | PaymentMethodObject | null }>(
          `/v1/setup_intents/${intent}`,
          ['payment_method'],
        )
      : intent;
  const pm = expanded.payment_method;
  if (!pm) return null;
  return typeof pm === 'string' ? stripe.get<PaymentMethodObject>(`/v1/payment_methods/${pm}`) : pm;
}

/**
 * Saves the card a completed session set up. Another organisation's session
 * is unknown (404); an unfinished one a CONFLICT. A session older than the
 * card already saved changes nothing (events may arrive late or twice). A
 * card that was not the saved one goes to the organisation's log, once.
 */
export async function completeCheckout(
  db: Database,
  stripe: StripeClient,
  orgId: string,
  sessionId: string,
  actorId?: string,
): Promise<void> {
  const customer = await knownCustomer(db, orgId);
  if (!customer) throw notFound();
  let session: CheckoutSession;
  try {
    session = await stripe.get<CheckoutSession>(`/v1/checkout/sessions/${sessionId}`, ['setup_intent.payment_method']);
  } catch (err) {
    if (err instanceof StripeError && err.status === 404) throw notFound();
    throw err;
  }
  if (session.customer !== customer || session.mode !== 'setup') throw notFound();
  if (session.status !== 'complete') throw new AppError('CONFLICT', { message: 'billing.errors.card_setup_open' });
  const pm = await paymentMethodOf(stripe, session);
  if (!pm?.card) throw new AppError('CONFLICT', { message: 'billing.errors.card_setup_open' });

  const setAt = new Date(session.created * 1000);
  const values = {
    providerRef: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
    setAt,
  };
  const [before] = await db
    .select({ ref: billingPaymentMethods.providerRef })
    .from(billingPaymentMethods)
    .where(eq(billingPaymentMethods.orgId, orgId));
  const saved = await db
    .insert(billingPaymentMethods)
    .values({ orgId, ...values })
    .onConflictDoUpdate({
      target: billingPaymentMethods.orgId,
      set: { ...values, updatedAt: new Date() },
      setWhere: lte(billingPaymentMethods.setAt, setAt),
    })
    .returning({ ref: billingPaymentMethods.providerRef });
  if (saved.length === 0) return; // a newer card is saved already
  if (before?.ref !== pm.id) {
    await recordAudit(db, {
      orgId,
      actorId: actorId ?? null,
      action: 'billing.card_saved',
      targetType: 'organization',
      targetId: orgId,
      details: { brand: pm.card.brand, last4: pm.card.last4 },
    });
  }
  await stripe.post(
    `/v1/customers/${customer}`,
    { 'invoice_settings[default_payment_method]': pm.id },
    `osm5-default-card-${orgId}-${pm.id}`,
  );
}
