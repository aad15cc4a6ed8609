import { plans } from '@osm5/shared/billing/plans';
import type { BillingOverview, InvoiceSummary, Payment } from '@osm5/shared/schemas/billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, type FakeSubscription, sendStripeEvent } from '../../../../test/fake-stripe.ts';
import { type TestApp, testMode } from '../../../../test/harness.ts';
import { startStripeTestApp } from '../../../../test/stripe-test-app.ts';
import { newOrg, type Org, type PageBody } from '../../../../test/tenancy/fixtures.ts';
import { billingSubscriptions, invoices as invoiceRows } from '../../../db/schema.ts';
import { billingDepsOf } from '../billing.routes.ts';
import { StripeProvider } from './stripe-provider.ts';
import { reconcileWithStripe } from './stripe-reconcile.ts';

const SECRET_KEY = 'sk_test_osm5_subs';
const WEBHOOK_SECRET = 'whsec_osm5_subs';
const DAY = 86_400;

describe(`subscriptions kept in Stripe, against a local fake Stripe (${testMode})`, () => {
  let t: TestApp;
  let stripe: FakeStripe;

  beforeAll(async () => {
    ({ t, stripe } = await startStripeTestApp(SECRET_KEY, WEBHOOK_SECRET));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const billing = (org: Org) => `/api/orgs/${org.orgId}/billing`;
  const overview = async (org: Org) => (await org.owner.client.get<{ data: BillingOverview }>(billing(org))).body.data;
  const ok = async (res: Promise<{ status: number; text: string }>) =>
    expect((await res).status, (await res).text).toBe(200);
  const event = (id: string, type: string, object: object, created = Math.floor(Date.now() / 1000)) =>
    sendStripeEvent(t.url, WEBHOOK_SECRET, { id, type, created, data: { object } });

  /** the organisation's subscription at the fake Stripe (made by a POST /v1/subscriptions naming it) */
  const subscriptionOf = (org: Org): FakeSubscription => {
    const call = stripe.seen.find(
      (c) => c.path === '/v1/subscriptions' && c.form['metadata[osm5_org_id]'] === org.orgId,
    );
    const id = (call?.response as { id: string } | undefined)?.id ?? '';
    const sub = stripe.subscriptions.get(id);
    if (!sub) throw new Error(`no Stripe subscription for ${org.orgId}`);
    return sub;
  };
  const itemsOf = (sub: FakeSubscription) =>
    sub.items.data.map((i) => ({ product: i.price.product, amount: i.price.unit_amount, quantity: i.quantity }));
  const updatesOf = (sub: FakeSubscription) =>
    stripe.seen.filter((c) => c.path === `/v1/subscriptions/${sub.id}` && c.method === 'POST');

  it('creates the Stripe subscription on the first paid change and keeps it in line with each change', async () => {
    const org = await newOrg(t, 'Subscribing Owner');
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' }));

    // OSM5's products are made once, looked up first
    expect(stripe.seen.filter((c) => c.path === '/v1/products/osm5_plan_pro' && c.method === 'GET')).toHaveLength(1);
    expect(stripe.seen.filter((c) => c.path === '/v1/products').map((c) => c.form.id)).toEqual(['osm5_plan_pro']);

    const created = stripe.seen.find(
      (c) => c.path === '/v1/subscriptions' && c.form['metadata[osm5_org_id]'] === org.orgId,
    );
    const o = await overview(org);
    expect(o.subscription).toMatchObject({ plan: 'pro', provider: 'stripe', cancelAtPeriodEnd: false });
    // Stripe renews at our period's end and never prorates: the first month is our own invoice
    expect(created?.form).toMatchObject({
      billing_cycle_anchor: String(Math.floor(Date.parse(o.subscription?.currentPeriodEnd ?? '') / 1000)),
      proration_behavior: 'none',
      'items[0][price_data][product]': 'osm5_plan_pro',
      'items[0][price_data][unit_amount]': String(plans.pro.price.USD),
      'items[0][price_data][currency]': 'usd',
      'items[0][price_data][recurring][interval]': 'month',
      'items[0][quantity]': '1',
    });
    expect(created?.idempotencyKey).toMatch(/^osm5-subscription-/);
    const sub = subscriptionOf(org);
    expect(itemsOf(sub)).toEqual([{ product: 'osm5_plan_pro', amount: plans.pro.price.USD, quantity: 1 }]);

    // add-ons: an item each, its quantity following ours
    await ok(org.owner.client.put(`${billing(org)}/addons`, { addon: 'extra_members', quantity: 1 }));
    await ok(org.owner.client.put(`${billing(org)}/addons`, { addon: 'extra_members', quantity: 2 }));
    expect(itemsOf(sub).map((i) => [i.product, i.quantity])).toEqual([
      ['osm5_plan_pro', 1],
      ['osm5_addon_extra_members', 2],
    ]);
    for (const update of updatesOf(sub)) expect(update.form.proration_behavior).toBe('none');

    // cancel at the period end and resume: Stripe's cancel_at_period_end
    await ok(org.owner.client.post(`${billing(org)}/cancel`, {}));
    expect(sub.cancel_at_period_end).toBe(true);
    expect((await overview(org)).subscription?.cancelAtPeriodEnd).toBe(true);
    await ok(org.owner.client.post(`${billing(org)}/resume`, {}));
    expect(sub.cancel_at_period_end).toBe(false);
    await ok(org.owner.client.post(`${billing(org)}/cancel`, {}));
    expect(sub.cancel_at_period_end).toBe(true);
    await ok(org.owner.client.post(`${billing(org)}/resume`, {}));
    expect(sub.cancel_at_period_end).toBe(false);

    // a downgrade to Free ends it at the period's end; choosing the plan again keeps it
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'free' }));
    expect(sub.cancel_at_period_end).toBe(true);
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' }));
    expect(sub.cancel_at_period_end).toBe(false);

    // removing the add-on removes its item; an upgrade replaces the plan's item
    await ok(org.owner.client.put(`${billing(org)}/addons`, { addon: 'extra_members', quantity: 0 }));
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'business' }));
    expect(itemsOf(sub)).toEqual([{ product: 'osm5_plan_business', amount: plans.business.price.USD, quantity: 1 }]);
    // a downgrade to a paid plan: ours waits for the period's end, Stripe charges the next period at the lower price
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' }));
    expect((await overview(org)).subscription).toMatchObject({ plan: 'business', scheduledPlan: 'pro' });
    expect(itemsOf(sub)).toEqual([{ product: 'osm5_plan_pro', amount: plans.pro.price.USD, quantity: 1 }]);
    // still one Stripe subscription
    expect(
      stripe.seen.filter((c) => c.path === '/v1/subscriptions' && c.form['metadata[osm5_org_id]'] === org.orgId),
    ).toHaveLength(1);
  });

  it('moves our subscription from Stripe’s webhooks: renewal, cancel flag, deletion; once each, out of order', async () => {
    const org = await newOrg(t, 'Renewing Owner');
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'business' }));
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' })); // scheduled for the period's end
    const sub = subscriptionOf(org);
    const before = await overview(org);
    const end = Math.floor(Date.parse(before.subscription?.currentPeriodEnd ?? '') / 1000);
    const nextPeriod = { start: end, end: end + 30 * DAY };

    // Stripe renewed and charged: our period moves on, the downgrade applies, the renewal is our paid invoice
    const renewal = {
      id: `in_cycle_${org.orgId}`,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: plans.pro.price.USD,
      parent: { subscription_details: { subscription: sub.id } },
      lines: { data: [{ period: nextPeriod }] },
    };
    const paid = await event(`evt_cycle_${org.orgId}`, 'invoice.paid', renewal);
    expect(paid).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await event(`evt_cycle_${org.orgId}`, 'invoice.paid', renewal)).body).toMatchObject({
      outcome: 'duplicate',
    });

    const renewed = await overview(org);
    expect(renewed.plan).toBe('pro');
    expect(renewed.subscription).toMatchObject({ plan: 'pro', scheduledPlan: null, cancelAtPeriodEnd: false });
    expect(Date.parse(renewed.subscription?.currentPeriodStart ?? '')).toBe(end * 1000);
    const invoices = await org.owner.client.get<PageBody<InvoiceSummary>>(`${billing(org)}/invoices`);
    expect(invoices.body.data.items[0]).toMatchObject({
      reason: 'subscription_cycle',
      status: 'paid',
      total: plans.pro.price.USD,
    });
    const payments = await org.owner.client.get<PageBody<Payment>>(`${billing(org)}/payments`);
    expect(payments.body.data.items[0]).toMatchObject({ method: 'card', amount: plans.pro.price.USD });

    // the same renewal told again by subscription.updated: nothing moves twice
    const stripeSub = (cancel: boolean) => ({
      id: sub.id,
      object: 'subscription',
      status: 'active',
      cancel_at_period_end: cancel,
      items: {
        data: [
          {
            id: 'si_x',
            price: { product: 'osm5_plan_pro' },
            current_period_start: nextPeriod.start,
            current_period_end: nextPeriod.end,
          },
        ],
      },
    });
    const now = Math.floor(Date.now() / 1000);
    await event(`evt_upd1_${org.orgId}`, 'customer.subscription.updated', stripeSub(false), now);
    const same = await overview(org);
    expect(same.subscription?.currentPeriodStart).toBe(renewed.subscription?.currentPeriodStart);
    const again = await org.owner.client.get<PageBody<InvoiceSummary>>(`${billing(org)}/invoices`);
    expect(again.body.data.total).toBe(invoices.body.data.total);

    // an older event arriving late does not undo a newer state; a newer one sets the flag
    const late = await event(`evt_upd0_${org.orgId}`, 'customer.subscription.updated', stripeSub(true), now - 3600);
    expect(late.status).toBe(200);
    expect((await overview(org)).subscription?.cancelAtPeriodEnd).toBe(false);
    await event(`evt_upd2_${org.orgId}`, 'customer.subscription.updated', stripeSub(true), now + 5);
    expect((await overview(org)).subscription?.cancelAtPeriodEnd).toBe(true);

    // deleted in Stripe: back to Free; anything later about it is ignored
    const deleted = await event(
      `evt_del_${org.orgId}`,
      'customer.subscription.deleted',
      { ...stripeSub(true), status: 'canceled' },
      now + 10,
    );
    expect(deleted.body).toMatchObject({ outcome: 'applied' });
    const ended = await overview(org);
    expect(ended).toMatchObject({ plan: 'free', subscription: null, addons: [] });
    const after = await event(`evt_upd3_${org.orgId}`, 'customer.subscription.updated', stripeSub(false), now + 20);
    expect(after.body).toMatchObject({ outcome: 'ignored' });
    const stranger = await event(`evt_cycle_stranger_${org.orgId}`, 'invoice.paid', {
      ...renewal,
      id: 'in_stranger',
      parent: { subscription_details: { subscription: 'sub_not_ours' } },
    });
    expect(stranger.body).toMatchObject({ outcome: 'ignored' });
    expect((await overview(org)).plan).toBe('free');
  });

  it('catches up with Stripe when its webhooks never came: a renewal, an invoice paid, an end; once each', async () => {
    const deps = billingDepsOf(t.app, t.config);
    if (!(deps.provider instanceof StripeProvider)) throw new Error('not billed through Stripe');
    const client = deps.provider.stripe;
    const db = t.app.db.db;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const unix = (d: Date) => Math.floor(d.getTime() / 1000);
    /** our period ended two hours ago, and Stripe's with it; no webhook said anything */
    const periodEnded = async (org: Org, sub: FakeSubscription | null) => {
      const end = hoursAgo(2);
      const start = new Date(end.getTime() - 30 * DAY * 1000);
      await db
        .update(billingSubscriptions)
        .set({ currentPeriodStart: start, currentPeriodEnd: end })
        .where(eq(billingSubscriptions.orgId, org.orgId));
      for (const item of sub?.items.data ?? []) {
        Object.assign(item, { current_period_start: unix(start), current_period_end: unix(end) });
      }
    };
    const invoicesOf = async (org: Org) =>
      (await org.owner.client.get<PageBody<InvoiceSummary>>(`${billing(org)}/invoices`)).body.data;
    const paymentsOf = async (org: Org) =>
      (await org.owner.client.get<PageBody<Payment>>(`${billing(org)}/payments`)).body.data;

    const org = await newOrg(t, 'Unheard Owner');
    await ok(org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' }));
    const sub = subscriptionOf(org);
    // the first period is our own invoice, handed to Stripe; Stripe charged it, and its webhook was lost
    const [first] = (await invoicesOf(org)).items;
    expect(first).toMatchObject({ reason: 'subscription_create', status: 'open' });
    await db
      .update(invoiceRows)
      .set({ issuedAt: hoursAgo(3) })
      .where(eq(invoiceRows.id, first?.id ?? ''));
    const [firstRef] = await db
      .select({ ref: invoiceRows.providerRef })
      .from(invoiceRows)
      .where(eq(invoiceRows.id, first?.id ?? ''));
    const charged = stripe.invoices.get(firstRef?.ref ?? '');
    if (!charged) throw new Error('the first invoice is not in Stripe');
    charged.status = 'paid';
    // Stripe renewed at the period's end and charged the card
    await periodEnded(org, sub);
    const renewal = stripe.renew(sub.id, plans.pro.price.USD);
    // Stripe's flag differs from ours, and a read tells no time: ours stays
    sub.cancel_at_period_end = true;

    // a subscription whose Stripe id Stripe does not know (another account's key?) is left as it is
    const stranger = await newOrg(t, 'Unknown To Stripe');
    await ok(stranger.owner.client.post(`${billing(stranger)}/plan`, { plan: 'pro' }));
    await db
      .update(billingSubscriptions)
      .set({ providerRef: 'sub_unknown_to_stripe' })
      .where(eq(billingSubscriptions.orgId, stranger.orgId));
    await periodEnded(stranger, null);

    expect(await reconcileWithStripe(deps, client)).toEqual({ subscriptions: 1, invoices: 1 });
    const renewed = await overview(org);
    expect(renewed.subscription).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: false });
    expect(Date.parse(renewed.subscription?.currentPeriodStart ?? '')).toBe(
      (renewal.lines.data[0]?.period.start ?? 0) * 1000,
    );
    const after = await invoicesOf(org);
    expect(after.items.map((i) => [i.reason, i.status, i.total])).toEqual([
      ['subscription_cycle', 'paid', plans.pro.price.USD],
      ['subscription_create', 'paid', first?.total],
    ]);
    expect((await paymentsOf(org)).items.map((p) => p.method)).toEqual(['card', 'card']);
    expect((await overview(stranger)).subscription).toMatchObject({ plan: 'pro' });

    // a second pass, and the lost webhook arriving after all: nothing twice
    expect(await reconcileWithStripe(deps, client)).toEqual({ subscriptions: 0, invoices: 0 });
    await event(`evt_late_${org.orgId}`, 'invoice.paid', renewal);
    expect((await invoicesOf(org)).total).toBe(2);
    expect((await paymentsOf(org)).total).toBe(2);

    // ended in Stripe (its retries gave up), the deletion never told: back to Free at the next pass
    sub.status = 'canceled';
    await periodEnded(org, sub);
    expect(await reconcileWithStripe(deps, client)).toEqual({ subscriptions: 1, invoices: 0 });
    expect(await overview(org)).toMatchObject({ plan: 'free', subscription: null });
  });
});
