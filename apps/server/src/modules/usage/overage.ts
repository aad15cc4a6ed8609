import { addons } from '@osm5/shared/billing/plans';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { InvoiceLine } from '../../db/schema.ts';
import { invoices } from '../../db/schema.ts';
import { findBudget, lockBilling } from '../billing/billing.repository.ts';
import { afterInvoice, type BillingDeps, issueInvoice } from '../billing/billing.service.ts';
import { billingState } from '../billing/billing-state.ts';
import { spentThisMonth } from '../billing/budget.service.ts';
import { addonPrice } from '../billing/pricing.ts';
import type { Period } from './usage.repository.ts';

/**
 * Tracked events past the plan's monthly limit (issue 14: the budget's "at
 * the cap" choice governs them too). With a budget that has a monthly cap
 * and "allow" at the cap, events go on past the limit and are billed as
 * extra-events packs (the add-on's size and price, packages/shared plans.ts)
 * on a `usage` invoice of the month, a pack as soon as the count shows it
 * started, so the month's spend (what the cap compares) includes them; the
 * packs the rest of the cap affords are the room past the limit. With "block",
 * no cap or no budget, nothing passes the limit (PLAN_LIMIT). Packs already
 * billed this month stay usable whatever the budget says later.
 */
const extraEvents = addons.extra_events;
/** tracked events in one pack */
export const PACK_EVENTS = extraEvents.adds?.amount ?? 100_000;

/** The month's overage as the limit and the report see it. */
export interface OverageRoom {
  /** packs billed this month */
  billedPacks: number;
  /** more packs the budget lets pass now */
  affordablePacks: number;
  /** whether the budget lets events pass the limit ("allow" with a cap) */
  allowed: boolean;
}

/** Extra-events packs on the organisation's usage invoices of the month (void ones aside). */
async function billedPacks(db: Database, orgId: string, month: Period): Promise<number> {
  const rows = await db
    .select({ lines: invoices.lines })
    .from(invoices)
    .where(
      and(
        eq(invoices.orgId, orgId),
        eq(invoices.reason, 'usage'),
        ne(invoices.status, 'void'),
        eq(invoices.periodStart, month.from),
      ),
    );
  let packs = 0;
  for (const row of rows)
    for (const line of row.lines) if (line.item === extraEvents.id && line.kind === 'addon') packs += line.quantity;
  return packs;
}

export async function overageRoom(db: Database, orgId: string, month: Period, now: Date): Promise<OverageRoom> {
  const [budget, billed] = await Promise.all([findBudget(db, orgId), billedPacks(db, orgId, month)]);
  const allowed = budget?.atCap === 'allow' && budget.monthlyCap !== null;
  if (!allowed || budget?.monthlyCap == null) return { billedPacks: billed, affordablePacks: 0, allowed: false };
  const { currency } = await billingState(db, orgId);
  const price = addonPrice(extraEvents.id, currency);
  const left = budget.monthlyCap - (await spentThisMonth(db, orgId, now));
  return { billedPacks: billed, affordablePacks: price > 0 ? Math.max(0, Math.floor(left / price)) : 0, allowed };
}

/** The tracked-events limit of the month with the overage the budget allows (null stays unlimited). */
export const limitWithOverage = (limit: number | null, room: OverageRoom) =>
  limit === null ? null : limit + (room.billedPacks + room.affordablePacks) * PACK_EVENTS;

/**
 * Bills the packs `used` events past `limit` started and that are not billed
 * yet, within what the cap affords (one at a time per organisation: the
 * billing lock; every instance may call it). Resolves with the packs billed.
 */
export async function billOverage(
  deps: BillingDeps,
  orgId: string,
  figures: { used: number; limit: number },
  month: Period,
): Promise<number> {
  if (figures.used <= figures.limit) return 0;
  const now = deps.now?.() ?? new Date();
  const invoice = await deps.db.transaction(async (tx) => {
    await lockBilling(tx, orgId);
    const room = await overageRoom(tx, orgId, month, now);
    const started = Math.ceil((figures.used - figures.limit) / PACK_EVENTS);
    // events let through while the budget allowed them are billed, never past the cap
    const packs = Math.min(started - room.billedPacks, room.affordablePacks);
    if (packs <= 0) return null;
    const { currency } = await billingState(tx, orgId);
    const unit = addonPrice(extraEvents.id, currency);
    const span = { periodStart: month.from.toISOString(), periodEnd: month.to.toISOString() };
    const line: InvoiceLine = {
      kind: 'addon',
      item: extraEvents.id,
      quantity: packs,
      unitAmount: unit,
      amount: unit * packs,
      ...span,
    };
    return issueInvoice(tx, deps, orgId, {
      reason: 'usage',
      currency,
      lines: [line],
      period: { start: month.from, end: month.to },
    });
  });
  if (!invoice) return 0;
  await afterInvoice(deps, orgId, invoice);
  return invoice.lines[0]?.quantity ?? 0;
}
