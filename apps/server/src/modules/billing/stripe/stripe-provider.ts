import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { billingStripeCustomers, invoices, organizations } from '../../../db/schema.ts';
import type { InvoiceRow } from '../billing.repository.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import type { StripeClient } from './stripe-client.ts';

/**
 * Stripe (STRIPE_SECRET_KEY): each invoice billing issues becomes a Stripe
 * invoice of the organisation's customer, its lines as invoice items, charged
 * automatically to the card the customer holds; it stays open here until
 * Stripe's `invoice.paid` webhook arrives (stripe-webhook.ts).
 */
export class StripeProvider implements PaymentProvider {
  readonly id = 'stripe' as const;
  readonly paymentMethod = 'card' as const;
  readonly manualPayments = false;

  constructor(
    private readonly db: Database,
    private readonly stripe: StripeClient,
  ) {}

  private async customerOf(orgId: string): Promise<string> {
    const [known] = await this.db
      .select({ id: billingStripeCustomers.customerId })
      .from(billingStripeCustomers)
      .where(eq(billingStripeCustomers.orgId, orgId));
    if (known) return known.id;
    const [org] = await this.db
      .select({ name: organizations.name, details: organizations.details })
      .from(organizations)
      .where(eq(organizations.id, orgId));
    const customer = await this.stripe.post<{ id: string }>(
      '/v1/customers',
      { name: org?.name, email: org?.details.email || undefined, 'metadata[osm5_org_id]': orgId },
      `osm5-customer-${orgId}`,
    );
    await this.db.insert(billingStripeCustomers).values({ orgId, customerId: customer.id }).onConflictDoNothing();
    return customer.id;
  }

  async collect(invoice: InvoiceRow): Promise<'open' | 'paid'> {
    const customer = await this.customerOf(invoice.orgId);
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
}
