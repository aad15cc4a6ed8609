import type { AddonQuantity, BillingCurrency, PlanId } from '@osm5/shared/billing/plans';
import type { CardSetup } from '@osm5/shared/schemas/billing';
import type { BillingProviderId } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { InvoiceRow } from './billing.repository.ts';

/**
 * What the next period of a subscription charges, handed to a provider that
 * keeps its own copy of the subscription (Stripe) after each change.
 */
export interface SubscriptionTerms {
  orgId: string;
  /** the plan the next period is billed at (a scheduled downgrade already applied) */
  plan: PlanId;
  addons: AddonQuantity[];
  currency: BillingCurrency;
  periodStart: Date;
  periodEnd: Date;
  /** the subscription ends when the period does (cancelled, or downgraded to Free) */
  ending: boolean;
  /** the provider's id of it, when it has one already */
  providerRef: string | null;
}

/**
 * Where money is collected. The billing service keeps the subscription, the
 * add-ons and the invoices itself and tells the provider after each change;
 * a provider that charges on its own (Stripe) answers an invoice as paid or
 * lets its webhook record the payment, the manual one leaves it open until an
 * owner records the payment.
 */
export interface PaymentProvider {
  readonly id: BillingProviderId;
  /** what the billing overview shows as the payment method */
  readonly paymentMethod: 'manual' | 'card';
  /** whether an owner records payments by hand (mark an invoice paid) */
  readonly manualPayments: boolean;
  /**
   * whether the provider renews a subscription it holds and charges each
   * period itself (its webhooks then move our periods, not our renewal job)
   */
  readonly renewsItself: boolean;
  /** an invoice was issued: collect it; resolves with its status afterwards */
  collect(invoice: InvoiceRow): Promise<'open' | 'paid'>;
  /** the subscription changed: bring the provider's copy in line; resolves with its id there (null: none kept) */
  syncSubscription(terms: SubscriptionTerms): Promise<string | null>;
  /** a page of the provider's where an owner enters a card; it comes back to `returnUrl` */
  startCardSetup(orgId: string, returnUrl: string): Promise<CardSetup>;
  /**
   * back from that page (or told by the provider's webhook): save the card the
   * session set up; `actorId` is the member who came back (none: the webhook)
   */
  completeCardSetup(orgId: string, sessionId: string, actorId?: string): Promise<void>;
}

const noCards = () => new AppError('CONFLICT', { message: 'billing.errors.no_card_setup' });

/** The embedded default: invoices by e-mail, paid by bank transfer, recorded by an owner. Nothing external. */
export const manualProvider: PaymentProvider = {
  id: 'manual',
  paymentMethod: 'manual',
  manualPayments: true,
  renewsItself: false,
  async collect() {
    return 'open';
  },
  async syncSubscription() {
    return null;
  },
  async startCardSetup() {
    throw noCards();
  },
  async completeCardSetup() {
    throw noCards();
  },
};
