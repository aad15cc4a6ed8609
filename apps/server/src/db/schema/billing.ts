import type { AddonId, BillingCurrency, PlanId } from '@osm5/shared/billing/plans';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './identity.ts';
import { orgRef } from './tenancy.ts';

/**
 * Billing (settings: plans, addons, subscriptions, invoices, budget,
 * payment_history). The organisation's current plan stays in
 * `organizations.plan`, which limits read; these tables hold the paid side.
 * Amounts are integers in the currency's minor unit (cents).
 */

export type BillingProviderId = 'manual' | 'stripe';

/** An organisation's paid subscription: one row at most; none = the default plan, nothing to pay. */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  orgId: orgRef().primaryKey(),
  plan: text().$type<PlanId>().notNull(),
  provider: text().$type<BillingProviderId>().notNull(),
  currency: text().$type<BillingCurrency>().notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** a downgrade waiting for the period's end */
  scheduledPlan: text().$type<PlanId>(),
  /** the provider's own id (Stripe subscription), none for manual */
  providerRef: text(),
  /** when the provider's copy last changed (our update or its webhook's `created`): older events are stale */
  providerEventAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Add-ons an organisation holds, with their quantity (≥ 1; removing deletes the row). */
export const billingAddons = pgTable(
  'billing_addons',
  {
    orgId: orgRef(),
    addon: text().$type<AddonId>().notNull(),
    quantity: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.addon] })],
);

export type InvoiceLineKind = 'plan' | 'addon' | 'proration_credit' | 'proration_charge';

/** One line of an invoice; `amount` = quantity × unitAmount (negative for a credit). */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  /** the plan or add-on id */
  item: PlanId | AddonId;
  quantity: number;
  unitAmount: number;
  amount: number;
  periodStart: string;
  periodEnd: string;
}

export type InvoiceStatus = 'open' | 'paid' | 'void';
export type InvoiceReason =
  | 'subscription_create'
  | 'subscription_update'
  | 'subscription_cycle'
  | 'addon_change'
  /** tracked events past the limit, let through by the budget (modules/usage/overage.ts) */
  | 'usage';

/** An invoice, numbered per organisation from 1; tax is none (shown as 0). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    number: integer().notNull(),
    status: text().$type<InvoiceStatus>().notNull().default('open'),
    reason: text().$type<InvoiceReason>().notNull(),
    currency: text().$type<BillingCurrency>().notNull(),
    lines: jsonb().$type<InvoiceLine[]>().notNull(),
    subtotal: integer().notNull(),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    providerRef: text(),
  },
  (t) => [
    uniqueIndex('invoices_org_number_key').on(t.orgId, t.number),
    index('invoices_org_issued_idx').on(t.orgId, t.issuedAt),
  ],
);

export type PaymentMethod = 'manual' | 'card';

/** A payment received against an invoice (payment_history). */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orgId: orgRef(),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    currency: text().$type<BillingCurrency>().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_payments_org_idx').on(t.orgId, t.createdAt)],
);

export type BudgetAtCap = 'block' | 'allow';

/** The monthly spend cap and its alert thresholds (percent of the cap). */
export const billingBudgets = pgTable('billing_budgets', {
  orgId: orgRef().primaryKey(),
  monthlyCap: integer(),
  thresholds: integer().array().notNull(),
  atCap: text().$type<BudgetAtCap>().notNull().default('allow'),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** A threshold alert already sent in a month ('YYYY-MM'): each goes once per period. */
export const billingBudgetAlerts = pgTable(
  'billing_budget_alerts',
  {
    orgId: orgRef(),
    period: text().notNull(),
    threshold: integer().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.period, t.threshold] })],
);

/** An organisation's customer at Stripe (STRIPE_SECRET_KEY set), made on its first invoice. */
export const billingStripeCustomers = pgTable(
  'billing_stripe_customers',
  {
    orgId: orgRef().primaryKey(),
    customerId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_stripe_customers_customer_key').on(t.customerId)],
);

/**
 * Stripe webhook events already handled: a replay of the same id changes
 * nothing. Invoice states only move forward (open → paid or void), so events
 * arriving out of order cannot take one back.
 */
export const billingStripeEvents = pgTable('billing_stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  /** Stripe's `created` */
  eventCreatedAt: timestamp({ withTimezone: true }).notNull(),
  processedAt: createdAt(),
});

/**
 * The card an organisation entered through Stripe Checkout (setup mode): only
 * what Stripe shows back (brand, last four digits, expiry), never the number.
 * `setAt` is when the Checkout Session that saved it was created, so a late
 * event about an older session cannot replace a newer card.
 */
export const billingPaymentMethods = pgTable('billing_payment_methods', {
  orgId: orgRef().primaryKey(),
  /** Stripe's payment method id */
  providerRef: text().notNull(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  setAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});
