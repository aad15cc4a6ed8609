import { addons } from '@osm5/shared/billing/plans';
import type { Budget, InvoiceSummary } from '@osm5/shared/schemas/billing';
import type { UsageReport } from '@osm5/shared/schemas/usage';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testMode } from '../../../test/harness.ts';
import { newOrg, type Org } from '../../../test/tenancy/fixtures.ts';
import { organizations } from '../../db/schema.ts';
import { insertSite, sendBatch } from '../ingestion/ingestion-test-helpers.ts';
import { flushAll } from '../redirect/redirect-test-helpers.ts';

/**
 * Issue 14: the budget's "at the cap" choice governs tracked events. No budget
 * or "block": PLAN_LIMIT at the plan's limit. "allow" with a cap: events pass
 * the limit, each extra-events pack they start is invoiced at once (a usage
 * invoice of the month), and they stop where the cap affords no more packs.
 */
describe(`tracked events past the limit, by the budget (${testMode})`, () => {
  let t: TestApp;
  let org: Org;
  let siteId: string;
  const billing = () => `/api/orgs/${org.orgId}/billing`;

  /** `n` tracked events stored as ingestion would, straight into the writer */
  const store = async (n: number) => {
    const now = Date.now();
    t.app.events.writer.append(
      Array.from({ length: n }, (_, i) => ({
        tenant_id: org.orgId,
        workspace_id: org.defaultWorkspaceId,
        item_id: siteId,
        type: 'screenview' as const,
        trigger: 'mobile' as const,
        time: now - i,
      })),
    );
    await flushAll(t);
  };
  /** one event through the API after the limit read the store (what a minute's refresh does) */
  const oneMore = async () => {
    await flushAll(t);
    await t.app.usage.quota.refresh(org.orgId);
    const res = await sendBatch(t, { site: siteId, events: [{ type: 'screenview', screen: 'One' }] });
    if (res.status !== 202) expect(res.body).toMatchObject({ code: 'PLAN_LIMIT', field: 'trackedEventsPerMonth' });
    return res.status;
  };
  const setBudget = async (monthlyCap: number | null, atCap: 'block' | 'allow') => {
    const res = await org.owner.client.put<{ data: Budget }>(`${billing()}/budget`, {
      monthlyCap,
      thresholds: [50, 80, 100],
      atCap,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const usageInvoices = async () => {
    const res = await org.owner.client.get<{ data: { items: InvoiceSummary[] } }>(`${billing()}/invoices`);
    expect(res.status, res.text).toBe(200);
    return res.body.data.items.filter((i) => i.reason === 'usage');
  };
  const overage = async () => {
    const res = await org.owner.client.get<{ data: UsageReport }>(`/api/orgs/${org.orgId}/usage`);
    expect(res.status, res.text).toBe(200);
    return res.body.data.overage;
  };

  beforeAll(async () => {
    t = await startTestApp();
    org = await newOrg(t, 'Overage Owner');
    await t.app.db.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.id, org.orgId));
    siteId = (await insertSite(t, org, { kind: 'mobile' })).id;
  });
  afterAll(() => t?.close());

  it('refuses at the limit without a budget and with "block"; with "allow" bills a pack per 100,000 events up to the cap', async () => {
    // the Free plan's 10,000 events of the month
    await store(10_000);
    expect(await oneMore()).toBe(402);
    const blocking = await setBudget(100_000, 'block');
    expect(await oneMore()).toBe(402);
    expect(await overage()).toMatchObject({ events: 0, packs: 0, allowed: false });

    // a cap that affords one pack (and not two)
    const price = addons.extra_events.price[blocking.currency];
    await setBudget(2 * price - 1, 'allow');
    expect(await oneMore()).toBe(202);
    // the next count sees the pack started: invoiced at once, once
    await flushAll(t);
    await t.app.usage.quota.refresh(org.orgId);
    await t.app.usage.quota.refresh(org.orgId);
    const [invoice, ...more] = await usageInvoices();
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ reason: 'usage', total: price, currency: blocking.currency, status: 'open' });
    const detail = await org.owner.client.get<{ data: { lines: unknown[] } }>(`${billing()}/invoices/${invoice?.id}`);
    expect(detail.body.data.lines).toEqual([
      expect.objectContaining({ kind: 'addon', item: 'extra_events', quantity: 1, unitAmount: price, amount: price }),
    ]);
    expect(await overage()).toMatchObject({
      events: 1,
      packs: 1,
      packEvents: 100_000,
      amount: price,
      currency: blocking.currency,
      allowed: true,
    });
    const budget = await org.owner.client.get<{ data: Budget }>(`${billing()}/budget`);
    expect(budget.body.data.spent).toBe(price);

    // the pack's 100,000 events are the room: 110,000 in all, then the cap affords no second pack
    await store(99_998);
    expect(await oneMore()).toBe(202);
    expect(await oneMore()).toBe(402);
    expect(await usageInvoices()).toHaveLength(1);

    // a higher cap affords a second pack, billed once an event starts it
    await setBudget(3 * price, 'allow');
    expect(await oneMore()).toBe(202);
    await flushAll(t);
    await t.app.usage.quota.refresh(org.orgId);
    const after = await usageInvoices();
    expect(after).toHaveLength(2);
    expect(after.map((i) => i.total)).toEqual([price, price]);
    expect(await overage()).toMatchObject({ events: 100_001, packs: 2, amount: 2 * price });

    // back to "block": the packs paid for stay usable, nothing more is billed
    await setBudget(3 * price, 'block');
    expect(await oneMore()).toBe(202);
    expect(await usageInvoices()).toHaveLength(2);
  }, 120_000);
});
