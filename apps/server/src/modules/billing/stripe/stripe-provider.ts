import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { invoices } from '../../../db/schema.ts';
import type { InvoiceRow } from '../billing.repository.ts';
import type { PaymentProvider, SubscriptionTerms } from '../payment-provider.ts';
import { completeCheckout, startCheckout } from './stripe-checkout.ts';
import type { StripeClient } from './stripe-client.ts';
import { stripeCustomerOf } from './stripe-customer.ts';
import { StripeSubscriptions } from './stripe-subscription.ts';

/**
 * Stripe (STRIPE_SECRET_KEY). The card is entered on Stripe Checkout (setup
 * mode, stripe-checkout.ts). The subscription is kept in Stripe too
 * (stripe-subscription.ts): Stripe renews it at our period's end and charges
 * each period; its webhooks move our periods (stripe-webhook.ts). What OSM5
 * invoices itself (a first period, prorations, add-on units) becomes a Stripe
 * invoice of the organisation's customer, its lines as invoice items, charged
 * automatically to the customer's card; it stays open here until Stripe's
 * `invoice.paid` webhook arrives.
 */
export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  readonly paymentMethod = 'card' as const;
  readonly manualPayments = false;
  readonly renewsItself = true;
  private readonly subscriptions: StripeSubscriptions;

  constructor(
    private readonly db: Database,
    readonly stripe: StripeClient,
  ) {
    this.subscriptions = new StripeSubscriptions(db, stripe);
  }

  async collect(invoice: InvoiceRow): Promise<'open' | 'paid'> {
    const customer = await stripeCustomerOf(this.db, this.stripe, invoice.orgId);
    const currency = invoice.currency.toLowerCase();
    for (const [i, line] of invoice.lines.entries()) {
      await this.stripe.post(
        '/v1/invoiceitems',
        {
          customer,
          currency,
          amount: line.amount,
          description: `${line.kind} ${line.item} x${line.quantity}`,
          'metadata[osm5_invoice_id]': invoice.id,
        },
        `osm5-item-${invoice.id}-${i}`,
      );
    }
    const created = await this.stripe.post<{ id: string }>(
      '/v1/invoices',
      {
        customer,
        collection_method: 'charge_automatically',
        auto_advance: true,
        pending_invoice_items_behavior: 'include',
        'metadata[osm5_invoice_id]': invoice.id,
        'metadata[osm5_org_id]': invoice.orgId,
      },
      `osm5-invoice-${invoice.id}`,
    );
    await this.db.update(invoices).set({ providerRef: created.id }).where(eq(invoices.id, invoice.id));
    return 'open';
  }

  syncSubscription(terms: SubscriptionTerms): Promise<string | null> {
    return this.subscriptions.sync(terms);
  }

  startCardSetup(orgId: string, returnUrl: string) {
    return startCheckout(this.db, this.stripe, orgId, returnUrl);
  }

  completeCardSetup(orgId: string, sessionId: string, actorId?: string) {
    return completeCheckout(this.db, this.stripe, orgId, sessionId, actorId);
  }
}
