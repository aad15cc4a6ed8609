import type { Database } from '../../db/client.ts';

/** What a plan may include: a link kind today; quantities come with billing. */
export type PlanFeature = string;

/**
 * The one place plan limits are enforced. Called before a link is created,
 * replaced or imported, with the link kind as the feature.
 *
 * Billing has not landed yet, so there are no plans to read: every
 * organisation may use every feature, and this resolves without looking
 * anything up. When plans arrive, read the organisation's plan here and throw
 * `new AppError('PLAN_LIMIT', { field })` for what it does not include.
 */
export async function assertPlanAllows(db: Database, orgId: string, feature: PlanFeature): Promise<void> {
  void db;
  void orgId;
  void feature;
}
