import {
  type AddonId,
  type AddonQuantity,
  addons,
  type BillingCurrency,
  type PlanId,
  planRank,
  plans,
} from '@osm5/shared/billing/plans';
import type { InvoiceLine } from '../../db/schema.ts';

/**
 * Pure pricing: the period a subscription runs, the lines of a period's
 * invoice and the proration of a change mid-period (Stripe's convention: a
 * credit for the unused time of the old price, a charge for the rest of the
 * period at the new one, rounded to the minor unit).
 */

export interface Period {
  start: Date;
  end: Date;
}

/** One calendar month on from `start`, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addMonth(start: Date): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(start.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(y, m, d, start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds()),
  );
}

export const periodFrom = (start: Date): Period => ({ start, end: addMonth(start) });

/** The part of the period left at `at`, between 0 and 1. */
export function remainingFraction(period: Period, at: Date): number {
  const length = period.end.getTime() - period.start.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (period.end.getTime() - at.getTime()) / length));
}

const iso = (d: Date) => d.toISOString();

export const planPrice = (plan: PlanId, currency: BillingCurrency) => plans[plan].price[currency];
export const addonPrice = (addon: AddonId, currency: BillingCurrency) => addons[addon].price[currency];

/** The lines of a whole period: the plan (when it costs) and each add-on held. */
export function periodLines(
  plan: PlanId,
  held: readonly AddonQuantity[],
  currency: BillingCurrency,
  period: Period,
): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  const planAmount = planPrice(plan, currency);
  const span = { periodStart: iso(period.start), periodEnd: iso(period.end) };
  if (planAmount > 0)
    lines.push({ kind: 'plan', item: plan, quantity: 1, unitAmount: planAmount, amount: planAmount, ...span });
  for (const { addon, quantity } of held) {
    if (quantity <= 0) continue;
    const unit = addonPrice(addon, currency);
    lines.push({ kind: 'addon', item: addon, quantity, unitAmount: unit, amount: unit * quantity, ...span });
  }
  return lines;
}

/** The credit and charge of moving from one plan to another at `at` within `period`. */
export function planProrationLines(
  from: PlanId,
  to: PlanId,
  currency: BillingCurrency,
  period: Period,
  at: Date,
): InvoiceLine[] {
  const f = remainingFraction(period, at);
  const span = { periodStart: iso(at), periodEnd: iso(period.end) };
  const lines: InvoiceLine[] = [];
  const credit = Math.round(planPrice(from, currency) * f);
  if (credit > 0)
    lines.push({ kind: 'proration_credit', item: from, quantity: 1, unitAmount: -credit, amount: -credit, ...span });
  const charge = Math.round(planPrice(to, currency) * f);
  if (charge > 0)
    lines.push({ kind: 'proration_charge', item: to, quantity: 1, unitAmount: charge, amount: charge, ...span });
  return lines;
}

/** The charge for `added` more units of an add-on for the rest of the period (removing is not refunded). */
export function addonProrationLines(
  addon: AddonId,
  added: number,
  currency: BillingCurrency,
  period: Period,
  at: Date,
): InvoiceLine[] {
  if (added <= 0) return [];
  const unit = Math.round(addonPrice(addon, currency) * remainingFraction(period, at));
  if (unit <= 0) return [];
  return [
    {
      kind: 'proration_charge',
      item: addon,
      quantity: added,
      unitAmount: unit,
      amount: unit * added,
      periodStart: iso(at),
      periodEnd: iso(period.end),
    },
  ];
}

export const totalOf = (lines: readonly InvoiceLine[]) => lines.reduce((s, l) => s + l.amount, 0);

export type Direction = 'upgrade' | 'downgrade' | 'same';

export function directionOf(from: PlanId, to: PlanId): Direction {
  const d = planRank(to) - planRank(from);
  return d > 0 ? 'upgrade' : d < 0 ? 'downgrade' : 'same';
}
