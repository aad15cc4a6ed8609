import { type LimitKey, limitKeys } from '@osm5/shared/billing/plans';
import type { BillingAlert, BillingOverview } from '@osm5/shared/schemas/billing';
import { limitsFor } from '../plans/plan-check.ts';
import { relationalUsage } from '../plans/plan-quotas.ts';
import { countTrackedEvents } from '../usage/tracked-events.ts';
import { usagePeriod } from '../usage/usage-period.ts';
import { alertedThresholds, listAddons, openInvoices, savedCard } from './billing.repository.ts';
import { type BillingDeps, renewIfDue } from './billing.service.ts';
import { billingState } from './billing-state.ts';
import { periodKey } from './budget.service.ts';
import { periodLines, totalOf } from './pricing.ts';

/** settings/billing_overview: the plan, limits and usage, the next invoice, the payment method and alerts. */
export async function billingOverview(deps: BillingDeps, orgId: string): Promise<BillingOverview> {
  await renewIfDue(deps, orgId);
  const now = deps.now?.() ?? new Date();
  const { plan, subscription, currency } = await billingState(deps.db, orgId);
  const held = await listAddons(deps.db, orgId);
  const effective = await limitsFor(deps.db, orgId);
  const counted = await relationalUsage(deps.db, orgId);
  const tracked = deps.events ? await countTrackedEvents(deps.events, orgId, usagePeriod(undefined, now)) : null;
  const usage: Record<LimitKey, number | null> = { ...counted, trackedEventsPerMonth: tracked };

  const ending = subscription && (subscription.cancelAtPeriodEnd || subscription.scheduledPlan === 'free');
  const nextPlan = subscription?.scheduledPlan ?? subscription?.plan;
  const nextAmount =
    subscription && nextPlan && !ending
      ? totalOf(
          periodLines(nextPlan, held, currency, {
            start: subscription.currentPeriodEnd,
            end: subscription.currentPeriodEnd,
          }),
        )
      : 0;

  const alerts: BillingAlert[] = [];
  for (const invoice of await openInvoices(deps.db, orgId)) {
    alerts.push({ kind: invoice.dueAt < now ? 'invoice_overdue' : 'invoice_open', value: String(invoice.number) });
  }
  const reached = await alertedThresholds(deps.db, orgId, periodKey(now));
  const top = reached.at(-1);
  if (top !== undefined) alerts.push({ kind: 'budget_threshold', value: String(top) });
  for (const key of limitKeys) {
    const max = effective.limits[key];
    const used = usage[key];
    if (max !== null && used !== null && used >= max) alerts.push({ kind: 'limit_reached', value: key });
  }
  if (ending && subscription)
    alerts.push({ kind: 'cancel_scheduled', value: subscription.currentPeriodEnd.toISOString() });

  return {
    plan,
    currency,
    subscription: subscription
      ? {
          plan: subscription.plan,
          provider: subscription.provider,
          currency: subscription.currency,
          currentPeriodStart: subscription.currentPeriodStart.toISOString(),
          currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          scheduledPlan: subscription.scheduledPlan,
        }
      : null,
    addons: held,
    limits: effective.limits,
    usage,
    ai: effective.ai,
    retentionMonths: effective.retentionMonths,
    nextInvoice:
      subscription && nextAmount > 0 ? { date: subscription.currentPeriodEnd.toISOString(), amount: nextAmount } : null,
    paymentMethod: deps.provider.paymentMethod,
    card: deps.provider.paymentMethod === 'card' ? await savedCard(deps.db, orgId) : null,
    alerts,
  };
}
