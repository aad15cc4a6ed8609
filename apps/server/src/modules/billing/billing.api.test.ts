import type {
  BillingOverview,
  Budget,
  ChangePreview,
  Invoice,
  InvoiceSummary,
  Payment,
} from '@osm5/shared/schemas/billing';
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { auditCount, expectError, join, newOrg, type Org, type PageBody } from '../../../test/tenancy/fixtures.ts';
import { billingSubscriptions, mailOutbox } from '../../db/schema.ts';
import { sitesPath, webSite } from '../analytics-sites/site-test-helpers.ts';
import { linksPath, simple } from '../links/link-test-helpers.ts';

const billing = (org: Org) => `/api/orgs/${org.orgId}/billing`;
const device = {
  kind: 'device_based',
  rules: { devices: { mobile: 'https://m.example.com' }, defaultUrl: 'https://www.example.com/' },
};
const DAY = 86_400_000;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function overview(org: Org): Promise<BillingOverview> {
  const res = await org.owner.client.get<{ data: BillingOverview }>(billing(org));
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function changePlan(org: Org, plan: string): Promise<ChangePreview> {
  const res = await org.owner.client.post<{ data: ChangePreview }>(`${billing(org)}/plan`, { plan });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

async function invoices(org: Org, query = ''): Promise<PageBody<InvoiceSummary>['data']> {
  const res = await org.owner.client.get<PageBody<InvoiceSummary>>(`${billing(org)}/invoices${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** Moves the subscription's period so that `daysIn` of 30 days have passed (or, negative, it ended). */
async function setPeriod(t: TestApp, org: Org, startDaysAgo: number, endInDays: number): Promise<void> {
  const now = Date.now();
  await t.app.db.db
    .update(billingSubscriptions)
    .set({ currentPeriodStart: new Date(now - startDaysAgo * DAY), currentPeriodEnd: new Date(now + endInDays * DAY) })
    .where(eq(billingSubscriptions.orgId, org.orgId));
}

async function budgetMails(t: TestApp, to: string): Promise<string[]> {
  const rows = await t.app.db.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.purpose, 'budget_alert'), like(mailOutbox.subject, 'Billing:%')));
  return rows.map((r) => r.subject).sort();
}

describe(`billing: plans, limits, invoices, budget (${testMode})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { DEFAULT_PLAN: 'free' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds a Free organisation to its limits with PLAN_LIMIT, and lifts them at once after an upgrade', async () => {
    const org = await newOrg(t, 'Free Owner');
    const start = await overview(org);
    expect(start).toMatchObject({ plan: 'free', subscription: null, currency: 'USD', paymentMethod: 'manual' });
    expect(start.limits).toMatchObject({ newLinksPerMonth: 50, sites: 1, workspaces: 1, members: 2, customDomains: 0 });
    expect(start.usage).toMatchObject({
      trackedEventsPerMonth: 0,
      newLinksPerMonth: 0,
      sites: 0,
      workspaces: 1,
      members: 1,
    });

    const c = org.owner.client;
    expect((await c.post(sitesPath(org), webSite())).status).toBe(200);
    expectError(await c.post(sitesPath(org), webSite({ name: 'Second' })), 402, 'PLAN_LIMIT', 'sites');
    expectError(await c.post(linksPath(org), device), 402, 'PLAN_LIMIT', 'device_based');
    expectError(
      await c.post(
        linksPath(org),
        simple('https://example.com/x', { expiresAt: new Date(Date.now() + DAY).toISOString() }),
      ),
      402,
      'PLAN_LIMIT',
      'link_expiry',
    );
    expectError(await c.post(`/api/orgs/${org.orgId}/workspaces`, { name: 'Second' }), 402, 'PLAN_LIMIT', 'workspaces');
    expectError(
      await c.post(`/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/domains`, {
        hostname: 'go.example.org',
      }),
      402,
      'PLAN_LIMIT',
      'customDomains',
    );
    // seats: the owner and one invitation; a second invitation is one too many
    expect(
      (await c.post(`/api/orgs/${org.orgId}/invitations`, { email: 'one@example.test', role: 'ORG_VIEWER' })).status,
    ).toBe(200);
    expectError(
      await c.post(`/api/orgs/${org.orgId}/invitations`, { email: 'two@example.test', role: 'ORG_VIEWER' }),
      402,
      'PLAN_LIMIT',
      'members',
    );
    // 50 new links a month: the 51st is refused
    for (let i = 0; i < 50; i++) {
      const res = await c.post(linksPath(org), simple(`https://example.com/${i}`));
      expect(res.status, res.text).toBe(200);
    }
    expectError(await c.post(linksPath(org), simple('https://example.com/51')), 402, 'PLAN_LIMIT', 'newLinksPerMonth');
    const reached = await overview(org);
    expect(reached.usage).toMatchObject({ newLinksPerMonth: 50, sites: 1, workspaces: 1, members: 2 });
    expect(reached.alerts).toContainEqual({ kind: 'limit_reached', value: 'newLinksPerMonth' });

    const preview = await c.post<{ data: ChangePreview }>(`${billing(org)}/plan/preview`, { plan: 'pro' });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.data).toMatchObject({ direction: 'upgrade', effective: 'now', currency: 'USD', total: 2900 });
    expect(preview.body.data.lines).toMatchObject([{ kind: 'plan', item: 'pro', quantity: 1, amount: 2900 }]);
    // a preview changes nothing
    expect((await overview(org)).plan).toBe('free');

    await changePlan(org, 'pro');
    const pro = await overview(org);
    expect(pro.plan).toBe('pro');
    expect(pro.subscription).toMatchObject({ plan: 'pro', provider: 'manual', cancelAtPeriodEnd: false });
    expect(pro.nextInvoice).toMatchObject({ amount: 2900, date: pro.subscription?.currentPeriodEnd });
    expect((await c.post(sitesPath(org), webSite({ name: 'Second' }))).status).toBe(200);
    expect((await c.post(linksPath(org), device)).status).toBe(200);
    expect((await c.post(linksPath(org), simple('https://example.com/51'))).status).toBe(200);
    expect((await c.post(`/api/orgs/${org.orgId}/workspaces`, { name: 'Second' })).status).toBe(200);

    const list = await invoices(org);
    expect(list.items).toMatchObject([{ number: 1, status: 'open', reason: 'subscription_create', total: 2900 }]);
    expect(pro.alerts).toContainEqual({ kind: 'invoice_open', value: '1' });
  });

  it('prorates an upgrade mid-period, schedules a downgrade for the period end, renews and cancels', async () => {
    const org = await newOrg(t, 'Prorated Owner');
    await changePlan(org, 'pro');
    await setPeriod(t, org, 15, 15);
    const before = await overview(org);
    const start = Date.parse(before.subscription?.currentPeriodStart ?? '');
    const end = Date.parse(before.subscription?.currentPeriodEnd ?? '');

    const preview = await changePlan(org, 'business');
    const f = (end - Date.parse(preview.effectiveAt)) / (end - start);
    expect(f).toBeGreaterThan(0.49);
    expect(f).toBeLessThan(0.51);
    expect(preview.lines).toMatchObject([
      { kind: 'proration_credit', item: 'pro', amount: -Math.round(2900 * f) },
      { kind: 'proration_charge', item: 'business', amount: Math.round(19900 * f) },
    ]);
    expect(preview.total).toBe(Math.round(19900 * f) - Math.round(2900 * f));
    expect(preview.total).toBeGreaterThan(8400);
    expect(preview.total).toBeLessThan(8600);
    const upgraded = await overview(org);
    expect(upgraded.plan).toBe('business');
    // the period does not move on an upgrade
    expect(upgraded.subscription?.currentPeriodEnd).toBe(before.subscription?.currentPeriodEnd);
    expect((await invoices(org)).items[0]).toMatchObject({
      number: 2,
      reason: 'subscription_update',
      total: preview.total,
    });

    const down = await changePlan(org, 'pro');
    expect(down).toMatchObject({ direction: 'downgrade', effective: 'period_end', total: 0 });
    expect(down.effectiveAt).toBe(before.subscription?.currentPeriodEnd);
    const scheduled = await overview(org);
    expect(scheduled.plan).toBe('business');
    expect(scheduled.subscription?.scheduledPlan).toBe('pro');
    expect(scheduled.nextInvoice?.amount).toBe(2900);

    // an add-on: 2 × extra members, prorated on the rest of the period
    const addon = await org.owner.client.put<{ data: ChangePreview }>(`${billing(org)}/addons`, {
      addon: 'extra_members',
      quantity: 2,
    });
    expect(addon.status, addon.text).toBe(200);
    expect(addon.body.data.lines).toMatchObject([{ kind: 'proration_charge', item: 'extra_members', quantity: 2 }]);
    expect((await overview(org)).limits.members).toBe(50 + 10);

    // the period ends: the downgrade applies and the new period is invoiced (plan + add-ons)
    await setPeriod(t, org, 31, -1);
    const renewed = await overview(org);
    expect(renewed.plan).toBe('pro');
    expect(renewed.subscription?.scheduledPlan).toBeNull();
    expect(Date.parse(renewed.subscription?.currentPeriodEnd ?? '')).toBeGreaterThan(Date.now() + 27 * DAY);
    const cycle = (await invoices(org)).items[0];
    expect(cycle).toMatchObject({ number: 4, reason: 'subscription_cycle', total: 2900 + 2 * 1500 });

    // cancel at the period end, resume, cancel again: at the end it is Free, add-ons gone
    const cancel = await org.owner.client.post(`${billing(org)}/cancel`, {});
    expect(cancel.status, cancel.text).toBe(200);
    expect((await overview(org)).subscription?.cancelAtPeriodEnd).toBe(true);
    expect((await overview(org)).nextInvoice).toBeNull();
    expect((await org.owner.client.post(`${billing(org)}/resume`, {})).status).toBe(200);
    expect((await overview(org)).subscription?.cancelAtPeriodEnd).toBe(false);
    expect((await org.owner.client.post(`${billing(org)}/cancel`, {})).status).toBe(200);
    await setPeriod(t, org, 31, -1);
    const ended = await overview(org);
    expect(ended).toMatchObject({ plan: 'free', subscription: null, addons: [] });
    expect((await invoices(org)).total).toBe(4);
    expectError(await org.owner.client.post(`${billing(org)}/resume`, {}), 409, 'CONFLICT');
  });

  it('lists invoices by page, shows one with the company profile, makes its PDF, records its payment once', async () => {
    const org = await newOrg(t, 'Invoice Owner');
    await changePlan(org, 'pro');
    await changePlan(org, 'business');
    await org.owner.client.put(`${billing(org)}/addons`, { addon: 'ai_pro', quantity: 1 });
    const page1 = await invoices(org, '?page=1&pageSize=2');
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((i) => i.number)).toEqual([3, 2]);
    expect((await invoices(org, '?page=2&pageSize=2')).items.map((i) => i.number)).toEqual([1]);
    expectError(await org.owner.client.get(`${billing(org)}/invoices?pageSize=500`), 400, 'VALIDATION_ERROR');

    // the company profile's logo (PNG) goes on the invoice and into its PDF
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    expect((await org.owner.client.postForm(`/api/orgs/${org.orgId}/logo`, form)).status).toBe(200);

    const first = (await invoices(org, '?page=2&pageSize=2')).items[0];
    const one = await org.owner.client.get<{ data: Invoice }>(`${billing(org)}/invoices/${first?.id}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body.data).toMatchObject({ number: 1, subtotal: 2900, tax: 0, total: 2900, currency: 'USD' });
    expect(one.body.data.customer.name).toBe("Invoice Owner's organisation");
    expect(one.body.data.customer.logoUrl).toMatch(/^\/api\/orgs\/.+\/logo\?v=/);

    const pdf = await fetch(`${t.url}${billing(org)}/invoices/${first?.id}/pdf`, {
      headers: {
        cookie: `osm5_session=${org.owner.client.cookie('osm5_session')}`,
        'x-forwarded-for': org.owner.client.ip,
      },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Invoice 1 - Invoice Owner's organisation");
    expect(doc.getPageCount()).toBe(1);
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');

    const paid = await org.owner.client.post<{ data: Invoice }>(`${billing(org)}/invoices/${first?.id}/pay`, {});
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.data.status).toBe('paid');
    const audits = await auditCount(t, org.orgId);
    expectError(await org.owner.client.post(`${billing(org)}/invoices/${first?.id}/pay`, {}), 409, 'CONFLICT');
    expect(await auditCount(t, org.orgId)).toBe(audits);
    const payments = await org.owner.client.get<PageBody<Payment>>(`${billing(org)}/payments`);
    expect(payments.body.data).toMatchObject({
      total: 1,
      items: [{ invoiceNumber: 1, amount: 2900, method: 'manual' }],
    });
  });

  it('mails each budget threshold once a month and, set to block, refuses a charge past the cap', async () => {
    const org = await newOrg(t, 'Budget Owner');
    const c = org.owner.client;
    const bad = await c.put(`${billing(org)}/budget`, { monthlyCap: 0, thresholds: [50, 50], atCap: 'block' });
    expectError(bad, 400, 'VALIDATION_ERROR');
    const set = await c.put<{ data: Budget }>(`${billing(org)}/budget`, {
      monthlyCap: 3000,
      thresholds: [100, 50, 80],
      atCap: 'block',
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.data).toMatchObject({ monthlyCap: 3000, thresholds: [50, 80, 100], atCap: 'block', spent: 0 });

    await changePlan(org, 'pro'); // 2900 of 3000: 96 %
    expect(await budgetMails(t, org.owner.email)).toEqual([
      "Billing: 50% of this month's budget reached",
      "Billing: 80% of this month's budget reached",
    ]);
    const budget = await c.get<{ data: Budget }>(`${billing(org)}/budget`);
    expect(budget.body.data).toMatchObject({ spent: 2900, alerted: [50, 80] });

    const preview = await c.post<{ data: ChangePreview }>(`${billing(org)}/addons/preview`, {
      addon: 'extra_members',
      quantity: 1,
    });
    expect(preview.body.data.blockedByBudget).toBe(true);
    const refused = await c.put<{ message: string; messageKey?: string }>(`${billing(org)}/addons`, {
      addon: 'extra_members',
      quantity: 1,
    });
    expectError(refused, 409, 'CONFLICT', 'budget');
    // human text in the request's language (English by default), the key kept for programs
    expect(refused.body).toMatchObject({
      message: expect.stringMatching(/^This would pass your monthly budget/),
      messageKey: 'billing.errors.budget_cap',
    });
    expect((await overview(org)).addons).toEqual([]);

    await c.put(`${billing(org)}/budget`, { monthlyCap: 3000, thresholds: [50, 80, 100], atCap: 'allow' });
    const bought = await c.put(`${billing(org)}/addons`, { addon: 'extra_members', quantity: 1 });
    expect(bought.status, bought.text).toBe(200);
    expect(await budgetMails(t, org.owner.email)).toEqual([
      "Billing: 100% of this month's budget reached",
      "Billing: 50% of this month's budget reached",
      "Billing: 80% of this month's budget reached",
    ]);
    await c.put(`${billing(org)}/addons`, { addon: 'extra_members', quantity: 2 });
    expect(await budgetMails(t, org.owner.email)).toHaveLength(3);
    expect((await overview(org)).alerts).toContainEqual({ kind: 'budget_threshold', value: '100' });
  });

  it('refuses an import that does not fit this month’s new links, as a whole, before any row', async () => {
    const org = await newOrg(t, 'Import Owner');
    const path = `/api/orgs/${org.orgId}/workspaces/${org.defaultWorkspaceId}/imports`;
    const upload = (rows: number) => {
      const form = new FormData();
      form.append('options', JSON.stringify({ format: 'other', mapping: { destination: 0 } }));
      const csv = ['destination', ...Array.from({ length: rows }, (_, i) => `https://example.com/import/${i}`)].join(
        '\n',
      );
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'links.csv');
      return org.owner.client.postForm(path, form);
    };
    expectError(await upload(51), 402, 'PLAN_LIMIT', 'newLinksPerMonth');
    expect((await overview(org)).usage.newLinksPerMonth).toBe(0);
    expect((await upload(50)).status).toBe(202);
  });

  it('lets API keys read on Pro but write only from Business up (api_writes)', async () => {
    const org = await newOrg(t, 'Key Owner');
    await changePlan(org, 'pro');
    const made = await org.owner.client.post<{ data: { secret: string } }>(`/api/orgs/${org.orgId}/api-keys`, {
      name: 'CI',
      scopes: ['links:read', 'links:write'],
    });
    expect(made.status, made.text).toBe(200);
    const withKey = (method: string, body?: unknown) =>
      fetch(`${t.url}${linksPath(org)}`, {
        method,
        headers: {
          authorization: `Bearer ${made.body.data.secret}`,
          'x-forwarded-for': '10.9.8.7',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    expect((await withKey('GET')).status).toBe(200);
    const refused = await withKey('POST', simple('https://example.com/by-key'));
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'PLAN_LIMIT', field: 'api_writes' });
    await changePlan(org, 'business');
    expect((await withKey('POST', simple('https://example.com/by-key'))).status).toBe(200);
  });

  it('lets an admin read but not change billing, others neither; another organisation gets 404', async () => {
    const org = await newOrg(t, 'Guarded Owner');
    await changePlan(org, 'pro');
    const invoice = (await invoices(org)).items[0];
    const admin = await join(t, org, 'ORG_ADMIN');
    const editor = await join(t, org, 'ORG_EDITOR');
    expect((await admin.client.get(billing(org))).status).toBe(200);
    expect((await admin.client.get(`${billing(org)}/invoices/${invoice?.id}`)).status).toBe(200);
    expectError(await admin.client.post(`${billing(org)}/plan`, { plan: 'business' }), 403, 'ACCESS_DENIED');
    expectError(await admin.client.post(`${billing(org)}/invoices/${invoice?.id}/pay`, {}), 403, 'ACCESS_DENIED');
    expectError(await editor.client.get(billing(org)), 403, 'ACCESS_DENIED');
    expectError(await editor.client.get(`${billing(org)}/invoices`), 403, 'ACCESS_DENIED');

    const other = await newOrg(t, 'Other Owner');
    expectError(await other.owner.client.get(billing(org)), 404, 'NOT_FOUND');
    expectError(await other.owner.client.post(`${billing(org)}/plan`, { plan: 'business' }), 404, 'NOT_FOUND');
    // its own path with this organisation's invoice id
    expectError(await other.owner.client.get(`${billing(other)}/invoices/${invoice?.id}`), 404, 'NOT_FOUND');
    expectError(await other.owner.client.get(`${billing(other)}/invoices/${invoice?.id}/pdf`), 404, 'NOT_FOUND');
    expectError(await other.owner.client.post(`${billing(other)}/invoices/${invoice?.id}/pay`, {}), 404, 'NOT_FOUND');
    expect((await overview(org)).plan).toBe('pro');
    expect((await invoices(org)).items[0]?.status).toBe('open');

    const before = await auditCount(t, org.orgId);
    expectError(
      await org.owner.client.post(`${billing(org)}/plan`, { plan: 'platinum' }),
      400,
      'VALIDATION_ERROR',
      'plan',
    );
    expectError(
      await org.owner.client.put(`${billing(org)}/addons`, { addon: 'ai_pro', quantity: 2 }),
      400,
      'VALIDATION_ERROR',
      'quantity',
    );
    expect(await auditCount(t, org.orgId)).toBe(before);
  });
});
