import { z } from 'zod';
import { addonIds, billingCurrencies, limitKeys, planIds } from '../billing/plans.ts';
import { pageQuerySchema, timestamp } from './tenancy.ts';

/** Requests and answers of the billing routes (settings: plans … payment_history). Amounts in minor units. */

export const planIdSchema = z.enum(planIds);
export const addonIdSchema = z.enum(addonIds);
export const billingCurrencySchema = z.enum(billingCurrencies);
const limitsSchema = z.object(
  Object.fromEntries(limitKeys.map((k) => [k, z.number().int().nullable()])) as {
    [K in (typeof limitKeys)[number]]: z.ZodNullable<z.ZodNumber>;
  },
);

export const subscriptionSchema = z.object({
  plan: planIdSchema,
  provider: z.enum(['manual', 'stripe']),
  currency: billingCurrencySchema,
  currentPeriodStart: timestamp,
  currentPeriodEnd: timestamp,
  cancelAtPeriodEnd: z.boolean(),
  scheduledPlan: planIdSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const billingAlertSchema = z.object({
  kind: z.enum(['invoice_open', 'invoice_overdue', 'budget_threshold', 'limit_reached', 'cancel_scheduled']),
  /** the invoice number, the threshold percent or the limit, as the kind needs */
  value: z.string().nullable(),
});
export type BillingAlert = z.infer<typeof billingAlertSchema>;

/** The card Stripe holds for the organisation, as Stripe shows it back (never the number). */
export const paymentCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

/** A Stripe Checkout Session (setup mode) to enter a card: the browser goes to `url`. */
export const cardSetupSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CardSetup = z.infer<typeof cardSetupSchema>;

export const cardSetupParamsSchema = z.object({
  orgId: z.uuid(),
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/),
});

export const billingOverviewSchema = z.object({
  plan: planIdSchema,
  currency: billingCurrencySchema,
  subscription: subscriptionSchema.nullable(),
  addons: z.array(z.object({ addon: addonIdSchema, quantity: z.number().int() })),
  limits: limitsSchema,
  /** what counts against each limit now (tracked events: null when unknown here) */
  usage: limitsSchema,
  ai: z.enum(['lite', 'pro']),
  retentionMonths: z.number().int().nullable(),
  nextInvoice: z.object({ date: timestamp, amount: z.number().int() }).nullable(),
  paymentMethod: z.enum(['manual', 'card']),
  /** the saved card (card payment method only; null until one is entered) */
  card: paymentCardSchema.nullable(),
  alerts: z.array(billingAlertSchema),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const invoiceLineSchema = z.object({
  kind: z.enum(['plan', 'addon', 'proration_credit', 'proration_charge']),
  item: z.string(),
  quantity: z.number().int(),
  unitAmount: z.number().int(),
  amount: z.number().int(),
  periodStart: timestamp,
  periodEnd: timestamp,
});
export type InvoiceLineView = z.infer<typeof invoiceLineSchema>;

export const planChangeBodySchema = z.object({ plan: planIdSchema });
export type PlanChangeBody = z.infer<typeof planChangeBodySchema>;

/** What a change would do, before it is confirmed. */
export const changePreviewSchema = z.object({
  direction: z.enum(['upgrade', 'downgrade', 'same']),
  /** now (charged at once, prorated) or at the period's end */
  effective: z.enum(['now', 'period_end']),
  effectiveAt: timestamp,
  currency: billingCurrencySchema,
  lines: z.array(invoiceLineSchema),
  /** what is invoiced now */
  total: z.number().int(),
  /** whether the budget's cap refuses it (block at cap) */
  blockedByBudget: z.boolean(),
});
export type ChangePreview = z.infer<typeof changePreviewSchema>;

export const addonBodySchema = z.object({
  addon: addonIdSchema,
  quantity: z
    .number({ error: 'billing.validation.quantity' })
    .int({ error: 'billing.validation.quantity' })
    .min(0, { error: 'billing.validation.quantity' })
    .max(100, { error: 'billing.validation.quantity' }),
});
export type AddonBody = z.infer<typeof addonBodySchema>;

export const invoiceStatusSchema = z.enum(['open', 'paid', 'void']);

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  status: invoiceStatusSchema,
  reason: z.enum(['subscription_create', 'subscription_update', 'subscription_cycle', 'addon_change', 'usage']),
  currency: billingCurrencySchema,
  total: z.number().int(),
  issuedAt: timestamp,
  dueAt: timestamp,
  paidAt: timestamp.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A whole invoice with what the printable page shows of the organisation. */
export const invoiceSchema = invoiceSummarySchema.extend({
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  tax: z.number().int(),
  periodStart: timestamp,
  periodEnd: timestamp,
  seller: z.object({ name: z.string() }),
  customer: z.object({
    name: z.string(),
    legalName: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    vatNumber: z.string().nullable(),
    email: z.string().nullable(),
    logoUrl: z.string().nullable(),
  }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['all', 'open', 'paid', 'void']).default('all'),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  invoiceNumber: z.number().int(),
  amount: z.number().int(),
  currency: billingCurrencySchema,
  method: z.enum(['manual', 'card']),
  recordedBy: z.string().nullable(),
  createdAt: timestamp,
});
export type Payment = z.infer<typeof paymentSchema>;

export const budgetThresholdsSchema = z
  .array(
    z
      .number()
      .int()
      .min(1, { error: 'billing.validation.threshold' })
      .max(100, { error: 'billing.validation.threshold' }),
  )
  .max(10)
  .refine((t) => new Set(t).size === t.length, { error: 'billing.validation.thresholdDuplicate' });

export const budgetBodySchema = z.object({
  /** monthly spend cap in minor units; null = no cap */
  monthlyCap: z.number().int().min(1, { error: 'billing.validation.cap' }).max(100_000_000).nullable(),
  thresholds: budgetThresholdsSchema,
  atCap: z.enum(['block', 'allow']),
});
export type BudgetBody = z.infer<typeof budgetBodySchema>;

export const budgetSchema = budgetBodySchema.extend({
  currency: billingCurrencySchema,
  /** invoiced this calendar month */
  spent: z.number().int(),
  period: z.string(),
  /** thresholds already alerted this month */
  alerted: z.array(z.number().int()),
});
export type Budget = z.infer<typeof budgetSchema>;
