import type { BillingOverview, CardSetup, PaymentCard } from '@osm5/shared/schemas/billing';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, sendStripeEvent } from '../../../../test/fake-stripe.ts';
import { type TestApp, testMode } from '../../../../test/harness.ts';
import { startStripeTestApp } from '../../../../test/stripe-test-app.ts';
import { expectError, join, newOrg, type Org } from '../../../../test/tenancy/fixtures.ts';
import { auditLog } from '../../../db/schema.ts';

const SECRET_KEY = 'sk_test_osm5_cards';
const WEBHOOK_SECRET = 'whsec_osm5_cards';

describe(`entering a card through Stripe Checkout, against a local fake Stripe (${testMode})`, () => {
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
  const start = async (org: Org) => {
    const res = await org.owner.client.post<{ data: CardSetup }>(`${billing(org)}/payment-method/checkout`, {});
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const complete = (org: Org, sessionId: string) =>
    org.owner.client.post<{ data: PaymentCard }>(`${billing(org)}/payment-method/checkout/${sessionId}`, {});
  const completedEvent = (id: string, sessionId: string) => {
    const s = stripe.sessions.get(sessionId);
    return sendStripeEvent(t.url, WEBHOOK_SECRET, {
      id,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: sessionId, object: 'checkout.session', mode: 'setup', customer: s?.customer } },
    });
  };
  const defaultCardCalls = (customer: string) =>
    stripe.seen
      .filter((c) => c.path === `/v1/customers/${customer}`)
      .map((c) => c.form['invoice_settings[default_payment_method]']);

  it('makes a setup-mode Checkout Session for the organisation’s customer, coming back to the billing overview', async () => {
    const org = await newOrg(t, 'Card Owner');
    expect((await overview(org)).card).toBeNull();
    const setup = await start(org);
    expect(setup.url).toBe(`${stripe.url}/c/pay/${setup.sessionId}`);
    const call = stripe.seen.find((c) => c.path === '/v1/checkout/sessions');
    const customer = stripe.seen.find(
      (c) => c.path === '/v1/customers' && c.form['metadata[osm5_org_id]'] === org.orgId,
    );
    expect(call?.form).toMatchObject({
      mode: 'setup',
      customer: (customer?.response as { id: string } | undefined)?.id,
      currency: 'usd',
      'metadata[osm5_org_id]': org.orgId,
    });
    expect(call?.form.success_url).toMatch(
      /\/settings\/billing_overview\?card=saved&session_id=\{CHECKOUT_SESSION_ID\}$/,
    );
    expect(call?.form.cancel_url).toMatch(/\/settings\/billing_overview\?card=cancelled$/);
    expect(call?.idempotencyKey).toMatch(/^osm5-checkout-/);
    // nothing entered yet: nothing saved
    expectError(await complete(org, setup.sessionId), 409, 'CONFLICT');
    // an admin reads billing but does not manage it
    const admin = await join(t, org, 'ORG_ADMIN');
    expectError(await admin.client.post(`${billing(org)}/payment-method/checkout`, {}), 403, 'ACCESS_DENIED');
  });

  it('saves the card from the webhook or on return, once, the newest session winning; another org’s session is unknown', async () => {
    const org = await newOrg(t, 'Card Saver');
    const other = await newOrg(t, 'Card Stranger');
    const first = await start(org);
    const customer = stripe.sessions.get(first.sessionId)?.customer ?? '';
    stripe.completeSession(
      first.sessionId,
      { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      Math.floor(Date.now() / 1000) - 100,
    );

    // another organisation cannot claim it, even with a customer of its own; an unknown or malformed id neither
    await start(other);
    expectError(await complete(other, first.sessionId), 404, 'NOT_FOUND');
    expectError(await complete(org, 'cs_unknown_1'), 404, 'NOT_FOUND');
    expectError(await complete(org, 'not-a-session'), 400, 'VALIDATION_ERROR');
    expect((await overview(other)).card).toBeNull();

    const applied = await completedEvent(`evt_cs_${first.sessionId}_${org.orgId}`, first.sessionId);
    expect(applied).toEqual({ status: 200, body: { received: true, outcome: 'applied' } });
    expect((await overview(org)).card).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    const replay = await completedEvent(`evt_cs_${first.sessionId}_${org.orgId}`, first.sessionId);
    expect(replay.body).toMatchObject({ outcome: 'duplicate' });
    // the card is the customer's default for invoices and the subscription
    expect(defaultCardCalls(customer)).toHaveLength(1);

    // a newer card, saved when the browser comes back
    const second = await start(org);
    stripe.completeSession(second.sessionId, { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 });
    const back = await complete(org, second.sessionId);
    expect(back.status, back.text).toBe(200);
    expect(back.body.data).toEqual({ brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 });
    expect(defaultCardCalls(customer)).toHaveLength(2);

    // the first session told again late (another event id): the newer card stays, the default unchanged
    expect((await completedEvent(`evt_cs_late_${org.orgId}`, first.sessionId)).status).toBe(200);
    expect((await overview(org)).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(defaultCardCalls(customer)).toHaveLength(2);
    // coming back twice with the same session saves the same card again
    expect((await complete(org, second.sessionId)).status).toBe(200);
    expect((await overview(org)).card).toMatchObject({ last4: '4444' });

    // the organisation's log holds each new card once: the webhook's without a member, the return's with the owner
    const saved = await t.app.db.db
      .select({ actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.orgId, org.orgId), eq(auditLog.action, 'billing.card_saved')))
      .orderBy(asc(auditLog.createdAt));
    expect(saved).toEqual([
      { actorId: null, details: { brand: 'visa', last4: '4242' } },
      { actorId: org.owner.id, details: { brand: 'mastercard', last4: '4444' } },
    ]);
  });
});
