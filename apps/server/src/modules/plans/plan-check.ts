import {
  type AddonId,
  type EffectiveLimits,
  effectiveLimits,
  isPlanId,
  type LimitKey,
  type PlanFeature,
  type PlanId,
} from '@osm5/shared/billing/plans';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingAddons, organizations } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

export type { EffectiveLimits, LimitKey, PlanFeature } from '@osm5/shared/billing/plans';

/**
 * The one place plan limits are enforced. An organisation's plan is
 * `organizations.plan` (set at creation from DEFAULT_PLAN, then by billing);
 * its add-ons raise the plan's limits or unlock a feature. An unknown org has
 * no limits to read and is treated as Free.
 */
export async function limitsFor(db: Database, orgId: string): Promise<EffectiveLimits> {
  const [org] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, orgId));
  const plan: PlanId = org && isPlanId(org.plan) ? org.plan : 'free';
  const held = await db
    .select({ addon: billingAddons.addon, quantity: billingAddons.quantity })
    .from(billingAddons)
    .where(eq(billingAddons.orgId, orgId));
  return effectiveLimits(
    plan,
    held.map((h) => ({ addon: h.addon as AddonId, quantity: h.quantity })),
  );
}

/** PLAN_LIMIT naming the feature the plan lacks. */
function featureRefused(feature: string, limits: EffectiveLimits): AppError {
  return new AppError('PLAN_LIMIT', {
    field: feature,
    message: `The ${limits.plan} plan does not include ${feature}.`,
  });
}

/**
 * Refuses (`PLAN_LIMIT`, field = the feature) what the organisation's plan and
 * add-ons do not include: a link kind, `utm`, `qr`, `link_expiry`,
 * `api_writes`, `ai_pro`; `custom_domains` (field `customDomains`) is
 * refused when the quota is 0. Resolves with the limits it read.
 */
export async function assertPlanAllows(
  db: Database,
  orgId: string,
  feature: PlanFeature | 'custom_domains',
): Promise<EffectiveLimits> {
  const limits = await limitsFor(db, orgId);
  if (feature === 'custom_domains') {
    if (limits.limits.customDomains === 0) throw featureRefused('customDomains', limits);
    return limits;
  }
  if (!limits.features.includes(feature)) throw featureRefused(feature, limits);
  return limits;
}

/**
 * Refuses (`PLAN_LIMIT`, field = the limit) adding `adding` more when `used`
 * already counts against it: `count` is called only when the limit is finite.
 */
export async function assertWithinLimit(
  db: Database,
  orgId: string,
  limit: LimitKey,
  count: () => Promise<number>,
  adding = 1,
): Promise<void> {
  const limits = await limitsFor(db, orgId);
  const max = limits.limits[limit];
  if (max === null) return;
  const used = await count();
  if (used + adding > max) {
    throw new AppError('PLAN_LIMIT', {
      field: limit,
      message: `The ${limits.plan} plan allows ${max} (${limit}); ${used} are used.`,
    });
  }
}
