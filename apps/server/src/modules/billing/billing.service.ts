import { type AddonId, addons, type PlanId } from '@osm5/shared/billing/plans';
import type { AddonBody, ChangePreview } from '@osm5/shared/schemas/billing';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import type { InvoiceLine, InvoiceReason } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  deleteAddons,
  deleteSubscription,
  findSubscription,
  insertInvoice,
  listAddons,
  lockBilling,
  nextInvoiceNumber,
  type SubscriptionRow,
  setAddonQuantity,
  setOrganizationPlan,
  upsertSubscription,
} from './billing.repository.ts';
import { billingState } from './billing-state.ts';
import { type BudgetMailer, budgetRefuses, checkBudgetAlerts } from './budget.service.ts';
import { recordPayment } from './invoices.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  addonProrationLines,
  directionOf,
  type Period,
  periodFrom,
  periodLines,
  planProrationLines,
  totalOf,
} from './pricing.ts';
import { syncProvider } from './provider-sync.ts';

export interface BillingDeps {
  db: Database;
  /** the event store, for the tracked events of the month (the overview) */
  events?: EventStore;
  provider: PaymentProvider;
  mail: BudgetMailer;
  log?: { error(obj: object, msg: string): void };
  now?: () => Date;
}

export interface BillingActor {
  orgId: string;
  userId: string;
}

const nowOf = (deps: BillingDeps) => deps.now?.() ?? new Date();
const DUE_DAYS = 14;

const periodOf = (s: SubscriptionRow): Period => ({ start: s.currentPeriodStart, end: s.currentPeriodEnd });

/** Issues an invoice (numbered next in the organisation); the caller hands it to the provider. */
export async function issueInvoice(
  tx: Database,
  deps: BillingDeps,
  orgId: string,
  input: { reason: InvoiceReason; currency: SubscriptionRow['currency']; lines: InvoiceLine[]; period: Period },
) {
  const subtotal = totalOf(input.lines);
  const issuedAt = nowOf(deps);
  const row = await insertInvoice(tx, {
    orgId,
    number: await nextInvoiceNumber(tx, orgId),
    reason: input.reason,
    currency: input.currency,
    lines: input.lines,
    subtotal,
    tax: 0,
    total: subtotal,
    periodStart: input.period.start,
    periodEnd: input.period.end,
    issuedAt,
    dueAt: new Date(issuedAt.getTime() + DUE_DAYS * 86_400_000),
  });
  return row;
}

/**
 * Ends the period of `sub` and starts `next`: a cancelled one (or one
 * downgraded to Free) ends instead, back to Free with its add-ons dropped; a
 * scheduled downgrade takes effect. Resolves with the new row (null: ended).
 */
export async function rollPeriod(tx: Database, sub: SubscriptionRow, next: Period): Promise<SubscriptionRow | null> {
  if (sub.cancelAtPeriodEnd || sub.scheduledPlan === 'free') {
    await endSubscription(tx, sub.orgId);
    return null;
  }
  const plan = sub.scheduledPlan ?? sub.plan;
  await upsertSubscription(tx, {
    ...sub,
    plan,
    scheduledPlan: null,
    currentPeriodStart: next.start,
    currentPeriodEnd: next.end,
  });
  await setOrganizationPlan(tx, sub.orgId, plan);
  return findSubscription(tx, sub.orgId);
}

/** The subscription ends now: back to Free, add-ons dropped. */
export async function endSubscription(tx: Database, orgId: string): Promise<void> {
  await deleteSubscription(tx, orgId);
  await deleteAddons(tx, orgId);
  await setOrganizationPlan(tx, orgId, 'free');
}

/**
 * Rolls a subscription whose period ended into the next one (repeatedly when
 * several passed), each new period invoiced (rollPeriod). A subscription the
 * provider renews itself (Stripe) is left to the provider's webhooks.
 */
export async function renewIfDue(deps: BillingDeps, orgId: string): Promise<void> {
  const now = nowOf(deps);
  const first = await findSubscription(deps.db, orgId);
  if (!first || first.currentPeriodEnd > now) return;
  if (providerRenews(deps, first)) return;
  const issued = await deps.db.transaction(async (tx) => {
    await lockBilling(tx, orgId);
    let sub = await findSubscription(tx, orgId);
    const made = [];
    while (sub && sub.currentPeriodEnd <= now && !providerRenews(deps, sub)) {
      const period = periodFrom(sub.currentPeriodEnd);
      const currency = sub.currency;
      sub = await rollPeriod(tx, sub, period);
      if (!sub) break;
      const lines = periodLines(sub.plan, await listAddons(tx, orgId), currency, period);
      if (lines.length > 0) {
        made.push(await issueInvoice(tx, deps, orgId, { reason: 'subscription_cycle', currency, lines, period }));
      }
    }
    return made;
  });
  for (const invoice of issued) await afterInvoice(deps, orgId, invoice);
}

const providerRenews = (deps: BillingDeps, sub: SubscriptionRow) =>
  deps.provider.renewsItself && sub.providerRef !== null;

export async function afterInvoice(
  deps: BillingDeps,
  orgId: string,
  invoice: Awaited<ReturnType<typeof issueInvoice>>,
) {
  // the change is made and invoiced here; a provider that cannot be reached leaves the invoice open
  const status = await deps.provider.collect(invoice).catch((err: unknown) => {
    deps.log?.error({ err, invoiceId: invoice.id }, 'billing: the payment provider did not take the invoice');
    return 'open' as const;
  });
  if (status === 'paid') {
    await recordPayment(deps, orgId, invoice.id, null, deps.provider.paymentMethod);
  }
  await checkBudgetAlerts(deps, orgId);
}

/** What moving to `target` would do now, without doing it. */
export async function previewPlanChange(deps: BillingDeps, orgId: string, target: PlanId): Promise<ChangePreview> {
  await renewIfDue(deps, orgId);
  const now = nowOf(deps);
  const { plan, subscription, currency } = await billingState(deps.db, orgId);
  const direction = directionOf(plan, target);
  const base = { direction, currency, blockedByBudget: false };
  if (direction === 'same') return { ...base, effective: 'now', effectiveAt: now.toISOString(), lines: [], total: 0 };
  if (direction === 'downgrade') {
    // paid time is kept: the lower plan starts when the period ends (at once when nothing is paid)
    const at = subscription?.currentPeriodEnd ?? now;
    return {
      ...base,
      effective: subscription ? 'period_end' : 'now',
      effectiveAt: at.toISOString(),
      lines: [],
      total: 0,
    };
  }
  const lines = subscription
    ? planProrationLines(subscription.plan, target, currency, periodOf(subscription), now)
    : periodLines(target, await listAddons(deps.db, orgId), currency, periodFrom(now));
  const total = totalOf(lines);
  return {
    ...base,
    effective: 'now',
    effectiveAt: now.toISOString(),
    lines: lines.map((l) => ({ ...l })),
    total,
    blockedByBudget: await budgetRefuses(deps.db, orgId, total, now),
  };
}

const budgetBlocked = () => new AppError('CONFLICT', { field: 'budget', message: 'billing.errors.budget_cap' });

/**
 * Changes the plan: an upgrade takes effect now and invoices the prorated
 * difference (a first subscription, the whole first month); a downgrade is
 * scheduled for the period's end; the same plan clears a scheduled change.
 */
export async function changePlan(deps: BillingDeps, actor: BillingActor, target: PlanId): Promise<ChangePreview> {
  const preview = await previewPlanChange(deps, actor.orgId, target);
  if (preview.blockedByBudget) throw budgetBlocked();
  const now = nowOf(deps);
  const invoice = await deps.db.transaction(async (tx) => {
    await lockBilling(tx, actor.orgId);
    const { plan, subscription, currency } = await billingState(tx, actor.orgId);
    const direction = directionOf(plan, target);
    let issued = null;
    if (direction === 'upgrade') {
      const period = subscription ? periodOf(subscription) : periodFrom(now);
      await upsertSubscription(tx, {
        orgId: actor.orgId,
        plan: target,
        provider: deps.provider.id,
        currency,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
      });
      await setOrganizationPlan(tx, actor.orgId, target);
      const lines = subscription
        ? planProrationLines(subscription.plan, target, currency, period, now)
        : periodLines(target, await listAddons(tx, actor.orgId), currency, period);
      if (lines.length > 0) {
        issued = await issueInvoice(tx, deps, actor.orgId, {
          reason: subscription ? 'subscription_update' : 'subscription_create',
          currency,
          lines,
          period: subscription ? { start: now, end: period.end } : period,
        });
      }
    } else if (subscription) {
      await upsertSubscription(tx, { ...subscription, scheduledPlan: direction === 'same' ? null : target });
    } else if (direction === 'downgrade') {
      // nothing paid (the instance's default plan): the lower plan applies at once
      await setOrganizationPlan(tx, actor.orgId, target);
    }
    await recordAudit(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      action: 'billing.plan_change',
      targetType: 'organization',
      targetId: actor.orgId,
      details: { from: plan, to: target, direction },
    });
    return issued;
  });
  if (invoice) await afterInvoice(deps, actor.orgId, invoice);
  await syncProvider(deps, actor.orgId);
  return preview;
}

/** What setting an add-on's quantity would invoice now. */
export async function previewAddon(deps: BillingDeps, orgId: string, body: AddonBody): Promise<ChangePreview> {
  await renewIfDue(deps, orgId);
  const now = nowOf(deps);
  const { subscription, currency } = await billingState(deps.db, orgId);
  assertAddonQuantity(body);
  const held = (await listAddons(deps.db, orgId)).find((a) => a.addon === body.addon)?.quantity ?? 0;
  const period = subscription ? periodOf(subscription) : periodFrom(now);
  const lines = subscription
    ? addonProrationLines(body.addon, body.quantity - held, currency, period, now)
    : periodLines('free', [{ addon: body.addon, quantity: body.quantity }], currency, period);
  const total = totalOf(lines);
  return {
    direction: body.quantity > held ? 'upgrade' : body.quantity < held ? 'downgrade' : 'same',
    effective: 'now',
    effectiveAt: now.toISOString(),
    currency,
    lines,
    total,
    blockedByBudget: await budgetRefuses(deps.db, orgId, total, now),
  };
}

function assertAddonQuantity(body: AddonBody): void {
  if (body.quantity > addons[body.addon].maxQuantity) {
    throw new AppError('VALIDATION_ERROR', { field: 'quantity', message: 'billing.errors.addon_quantity' });
  }
}

/**
 * Sets an add-on's quantity (0 removes it). More units are invoiced now for
 * the rest of the period; fewer take effect at once without a refund. An
 * organisation without a subscription starts one (its plan, monthly).
 */
export async function setAddon(deps: BillingDeps, actor: BillingActor, body: AddonBody): Promise<ChangePreview> {
  const preview = await previewAddon(deps, actor.orgId, body);
  if (preview.blockedByBudget) throw budgetBlocked();
  const now = nowOf(deps);
  const invoice = await deps.db.transaction(async (tx) => {
    await lockBilling(tx, actor.orgId);
    const { plan, subscription, currency } = await billingState(tx, actor.orgId);
    const period = subscription ? periodOf(subscription) : periodFrom(now);
    if (!subscription && body.quantity > 0) {
      await upsertSubscription(tx, {
        orgId: actor.orgId,
        plan,
        provider: deps.provider.id,
        currency,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        cancelAtPeriodEnd: false,
        scheduledPlan: null,
      });
    }
    const held = (await listAddons(tx, actor.orgId)).find((a) => a.addon === body.addon)?.quantity ?? 0;
    await setAddonQuantity(tx, actor.orgId, body.addon as AddonId, body.quantity);
    await recordAudit(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      action: 'billing.addon_change',
      targetType: 'organization',
      targetId: actor.orgId,
      details: { addon: body.addon, from: held, to: body.quantity },
    });
    const lines = subscription
      ? addonProrationLines(body.addon, body.quantity - held, currency, period, now)
      : periodLines('free', [{ addon: body.addon, quantity: body.quantity }], currency, period);
    if (lines.length === 0) return null;
    return issueInvoice(tx, deps, actor.orgId, {
      reason: 'addon_change',
      currency,
      lines,
      period: { start: now, end: period.end },
    });
  });
  if (invoice) await afterInvoice(deps, actor.orgId, invoice);
  await syncProvider(deps, actor.orgId);
  return preview;
}

/** Cancel at the period's end (true) or resume (false); only a subscription can. */
export async function setCancelAtPeriodEnd(deps: BillingDeps, actor: BillingActor, cancel: boolean): Promise<void> {
  await renewIfDue(deps, actor.orgId);
  await deps.db.transaction(async (tx) => {
    await lockBilling(tx, actor.orgId);
    const subscription = await findSubscription(tx, actor.orgId);
    if (!subscription) throw new AppError('CONFLICT', { message: 'billing.errors.no_subscription' });
    await upsertSubscription(tx, { ...subscription, cancelAtPeriodEnd: cancel });
    await recordAudit(tx, {
      orgId: actor.orgId,
      actorId: actor.userId,
      action: cancel ? 'billing.cancel' : 'billing.resume',
      targetType: 'organization',
      targetId: actor.orgId,
      details: { periodEnd: subscription.currentPeriodEnd.toISOString() },
    });
  });
  await syncProvider(deps, actor.orgId);
}
