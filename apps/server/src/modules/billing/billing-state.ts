import { billingCurrencyFor, isPlanId, type PlanId } from '@osm5/shared/billing/plans';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { findSubscription, organizationOf } from './billing.repository.ts';

/** The organisation's current plan, its subscription and the currency it is (or would be) billed in. */
export async function billingState(db: Database, orgId: string) {
  const org = await organizationOf(db, orgId);
  if (!org) throw new AppError('NOT_FOUND');
  const subscription = await findSubscription(db, orgId);
  const plan: PlanId = isPlanId(org.plan) ? org.plan : 'free';
  const currency = subscription?.currency ?? billingCurrencyFor(org.defaults.currency);
  return { org, plan, subscription, currency };
}
