import { eq } from 'drizzle-orm';
import { billingSubscriptions } from '../../db/schema.ts';
import { findSubscription, listAddons } from './billing.repository.ts';
import type { BillingDeps } from './billing.service.ts';

/**
 * Hands the subscription as it now stands to the provider after a change
 * (plan, add-ons, cancel or resume), so a provider that keeps its own copy
 * (Stripe) charges the next period right: the plan it will be on (a scheduled
 * downgrade already), its add-ons, and whether it ends at the period's end.
 * The state is read afresh, so of two changes racing the later one wins.
 * A provider that cannot be reached is logged; the next change syncs again,
 * and until a provider holds the subscription our own renewal keeps it.
 */
export async function syncProvider(deps: BillingDeps, orgId: string): Promise<void> {
  const sub = await findSubscription(deps.db, orgId);
  if (!sub) return;
  try {
    const ending = sub.cancelAtPeriodEnd || sub.scheduledPlan === 'free';
    const ref = await deps.provider.syncSubscription({
      orgId,
      plan: sub.scheduledPlan && sub.scheduledPlan !== 'free' ? sub.scheduledPlan : sub.plan,
      addons: await listAddons(deps.db, orgId),
      currency: sub.currency,
      periodStart: sub.currentPeriodStart,
      periodEnd: sub.currentPeriodEnd,
      ending,
      providerRef: sub.providerRef,
    });
    if (ref === null && sub.providerRef === null) return;
    await deps.db
      .update(billingSubscriptions)
      .set({ providerRef: ref, provider: deps.provider.id, providerEventAt: new Date(), updatedAt: new Date() })
      .where(eq(billingSubscriptions.orgId, orgId));
  } catch (err) {
    deps.log?.error({ err, orgId }, 'billing: the payment provider did not take the subscription change');
  }
}
