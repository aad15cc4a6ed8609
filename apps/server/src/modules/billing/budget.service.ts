import type { Budget, BudgetBody } from '@osm5/shared/schemas/billing';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { monthStart } from '../plans/plan-quotas.ts';
import {
  alertedThresholds,
  claimBudgetAlert,
  findBudget,
  invoicedBetween,
  ownersOf,
  upsertBudget,
} from './billing.repository.ts';
import { billingState } from './billing-state.ts';

/**
 * The monthly spend cap (settings/budget): spend is what was invoiced in the
 * calendar month (UTC). Each threshold (percent of the cap) mails the owners
 * once per month; at the cap the owner chose to block new charges (upgrades,
 * add-ons) or allow them.
 */

/** The mailer and where links in billing mail start. */
export interface BudgetMailer {
  publicUrl: string;
  mailer: Pick<Mailer, 'send'>;
}

export const DEFAULT_THRESHOLDS = [50, 80, 100];

export const periodKey = (now: Date) => now.toISOString().slice(0, 7);

function monthOf(now: Date) {
  const from = monthStart(now);
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  return { from, to };
}

export async function spentThisMonth(db: Database, orgId: string, now: Date): Promise<number> {
  const { from, to } = monthOf(now);
  return invoicedBetween(db, orgId, from, to);
}

export async function getBudget(
  db: Database,
  orgId: string,
  currency: Budget['currency'],
  now = new Date(),
): Promise<Budget> {
  const row = await findBudget(db, orgId);
  return {
    monthlyCap: row?.monthlyCap ?? null,
    thresholds: row?.thresholds ?? DEFAULT_THRESHOLDS,
    atCap: row?.atCap ?? 'allow',
    currency,
    spent: await spentThisMonth(db, orgId, now),
    period: periodKey(now),
    alerted: await alertedThresholds(db, orgId, periodKey(now)),
  };
}

export async function saveBudget(
  db: Database,
  actor: { orgId: string; userId: string },
  body: BudgetBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertBudget(tx, {
      orgId: actor.orgId,
      monthlyCap: body.monthlyCap,
      thresholds: [...body.thresholds].sort((a, b) => a - b),
      atCap: body.atCap,
      updatedBy: actor.userId,
    });
    await recordAudit(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      action: 'billing.budget_update',
      targetType: 'organization',
      targetId: actor.orgId,
      details: { monthlyCap: body.monthlyCap, thresholds: body.thresholds, atCap: body.atCap },
    });
  });
}

/** Whether a new charge of `amount` would pass a cap the owner set to block. */
export async function budgetRefuses(db: Database, orgId: string, amount: number, now: Date): Promise<boolean> {
  if (amount <= 0) return false;
  const budget = await findBudget(db, orgId);
  if (!budget || budget.monthlyCap === null || budget.atCap !== 'block') return false;
  return (await spentThisMonth(db, orgId, now)) + amount > budget.monthlyCap;
}

/** Mails the owners for each threshold the month's spend reached and that was not mailed this month. */
export async function checkBudgetAlerts(
  deps: { db: Database; mail: BudgetMailer; now?: () => Date },
  orgId: string,
): Promise<number[]> {
  const now = deps.now?.() ?? new Date();
  const budget = await findBudget(deps.db, orgId);
  if (!budget || budget.monthlyCap === null) return [];
  const spent = await spentThisMonth(deps.db, orgId, now);
  const percent = (spent / budget.monthlyCap) * 100;
  const { currency } = await billingState(deps.db, orgId);
  const sent: number[] = [];
  for (const threshold of [...budget.thresholds].sort((a, b) => a - b)) {
    if (percent < threshold) break;
    if (!(await claimBudgetAlert(deps.db, orgId, periodKey(now), threshold))) continue;
    sent.push(threshold);
    for (const owner of await ownersOf(deps.db, orgId)) {
      await deps.mail.mailer.send({
        to: owner.email,
        locale: owner.locale,
        template: 'budget_alert',
        data: {
          name: owner.name,
          threshold,
          spent,
          cap: budget.monthlyCap,
          currency,
          blocking: budget.atCap === 'block',
          link: `${deps.mail.publicUrl}/settings/budget`,
        },
      });
    }
  }
  return sent;
}
