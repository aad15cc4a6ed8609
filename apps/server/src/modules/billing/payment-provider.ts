import type { BillingProviderId } from '../../db/schema.ts';
import type { InvoiceRow } from './billing.repository.ts';

/**
 * Where money is collected. The billing service keeps the subscription, the
 * add-ons and the invoices itself and tells the provider after each change;
 * a provider that charges on its own (Stripe) answers an invoice as paid, the
 * manual one leaves it open until an owner records the payment.
 */
export interface PaymentProvider {
  readonly id: BillingProviderId;
  /** what the billing overview shows as the payment method */
  readonly paymentMethod: 'manual' | 'card';
  /** whether an owner records payments by hand (mark an invoice paid) */
  readonly manualPayments: boolean;
  /** an invoice was issued: collect it; resolves with its status afterwards */
  collect(invoice: InvoiceRow): Promise<'open' | 'paid'>;
}

/** The embedded default: invoices by e-mail, paid by bank transfer, recorded by an owner. Nothing external. */
export const manualProvider: PaymentProvider = {
  id: 'manual',
  paymentMethod: 'manual',
  manualPayments: true,
  async collect() {
    return 'open';
  },
};
