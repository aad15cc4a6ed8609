import type { BillingOverview, Invoice, InvoiceSummary, Payment } from '@osm5/shared/schemas/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../../../test/fake-stripe.ts';
import { type TestApp, testMode } from '../../../../test/harness.ts';
import { startStripeTestApp } from '../../../../test/stripe-test-app.ts';
import { expectError, newOrg, type Org, type PageBody } from '../../../../test/tenancy/fixtures.ts';
import { signPayload } from './stripe-signature.ts';

const SECRET_KEY = 'sk_test_osm5';
const WEBHOOK_SECRET = 'whsec_osm5_test';

describe(`billing through Stripe, against a local fake Stripe (${testMode})`, () => {
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

  const webhook = (event: unknown, opts: { secret?: string; at?: number; header?: string | null } = {}) => {
    const payload = JSON.stringify(event);
    const at = opts.at ?? Math.floor(Date.now() / 1000);
    const header =
      opts.header === null ? undefined : (opts.header ?? signPayload(payload, opts.secret ?? WEBHOOK_SECRET, at));
    return fetch(`${t.url}/api/billing/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header ? { 'stripe-signature': header } : {}) },
      body: payload,
    });
  };

  const invoiceEvent = (id: string, type: string, stripeInvoice: string, created = Math.floor(Date.now() / 1000)) => ({
    id,
    type,
    created,
    data: { object: { id: stripeInvoice, object: 'invoice' } },
  });

  it('sends each invoice to Stripe, records its payment from the signed webhook once, whatever the order', async () => {
    const org = await newOrg(t, 'Stripe Owner');
    const up = await org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' });
    expect(up.status, up.text).toBe(200);

    const [customer, item, invoice] = stripe.seen;
    expect(customer).toMatchObject({ path: '/v1/customers', auth: `Bearer ${SECRET_KEY}` });
    expect(customer?.form['metadata[osm5_org_id]']).toBe(org.orgId);
    expect(item).toMatchObject({
      path: '/v1/invoiceitems',
      form: { customer: 'cus_1', currency: 'usd', amount: '2900' },
    });
    expect(invoice).toMatchObject({
      path: '/v1/invoices',
      form: { customer: 'cus_1', collection_method: 'charge_automatically' },
    });
    for (const call of stripe.seen.filter((c) => c.method === 'POST')) expect(call.idempotencyKey).toMatch(/^osm5-/);

    const list = await org.owner.client.get<PageBody<InvoiceSummary>>(`${billing(org)}/invoices`);
    const ours = list.body.data.items[0];
    expect(ours).toMatchObject({ number: 1, status: 'open', total: 2900 });
    expect(invoice?.form['metadata[osm5_invoice_id]']).toBe(ours?.id);
    const overview = await org.owner.client.get<{ data: BillingOverview }>(billing(org));
    expect(overview.body.data.paymentMethod).toBe('card');
    // Stripe collects: an owner cannot record the payment by hand
    expectError(await org.owner.client.post(`${billing(org)}/invoices/${ours?.id}/pay`, {}), 409, 'CONFLICT');

    // refused: unsigned, signed with another secret, too old, not an event
    const paid = invoiceEvent('evt_paid_1', 'invoice.paid', 'in_1');
    expect((await webhook(paid, { header: null })).status).toBe(400);
    expect((await webhook(paid, { secret: 'whsec_other' })).status).toBe(400);
    expect((await webhook(paid, { at: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await webhook({ hello: 'world' })).status).toBe(400);
    const still = await org.owner.client.get<{ data: Invoice }>(`${billing(org)}/invoices/${ours?.id}`);
    expect(still.body.data.status).toBe('open');

    const first = await webhook(paid);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    const replay = await webhook(paid);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    // an older event arriving after: the invoice stays paid
    const late = await webhook(
      invoiceEvent('evt_void_0', 'invoice.voided', 'in_1', Math.floor(Date.now() / 1000) - 60),
    );
    expect(late.status).toBe(200);

    const done = await org.owner.client.get<{ data: Invoice }>(`${billing(org)}/invoices/${ours?.id}`);
    expect(done.body.data.status).toBe('paid');
    const payments = await org.owner.client.get<PageBody<Payment>>(`${billing(org)}/payments`);
    expect(payments.body.data).toMatchObject({
      total: 1,
      items: [{ invoiceNumber: 1, method: 'card', recordedBy: null }],
    });

    // an event about an invoice that is not ours changes nothing
    const stranger = await webhook(invoiceEvent('evt_other', 'invoice.paid', 'in_999'));
    expect(await stranger.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('keeps one Stripe customer per organisation', async () => {
    const org = await newOrg(t, 'Second Stripe Owner');
    const before = stripe.seen.length;
    expect((await org.owner.client.post(`${billing(org)}/plan`, { plan: 'pro' })).status).toBe(200);
    expect((await org.owner.client.put(`${billing(org)}/addons`, { addon: 'ai_pro', quantity: 1 })).status).toBe(200);
    const calls = stripe.seen.slice(before);
    expect(calls.filter((c) => c.path === '/v1/customers')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/v1/invoices').map((c) => c.form.customer)).toEqual(['cus_2', 'cus_2']);
  });
});
