import type { AnalyticsFilter } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { march, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * Sales by product (order lines) and the goals that read an order's revenue
 * or a custom event's property: both dialects answer what the oracle answers.
 */
const { check } = useContractStore();
const base = { scope: tenantA, range: march };

describe(`event store contract: products and goals (${testMode})`, () => {
  it('breaks orders, items and revenue down by product, merged lines counted once per order', async () => {
    const r = await check({ ...base, metrics: ['orders', 'quantity', 'revenue'], dimensions: ['product'] });
    expect(r.rows.map((row) => row.product)).toEqual(
      expect.arrayContaining(['Mug', 'T-shirt "logo"', 'Thé vert 🍵', 'sku-4']),
    );
    for (const row of r.rows) expect(Number(row.quantity)).toBeGreaterThanOrEqual(Number(row.orders));
    // totals are over the lines too: the revenue of the products, not of the orders
    const lineRevenue = r.rows.reduce((n, row) => n + Number(row.revenue), 0);
    expect(r.totals.revenue).toBeCloseTo(lineRevenue, 6);
  });

  it('reads products by id, by day and with other dimensions, filters, segments and visit metrics', async () => {
    await check({ ...base, metrics: ['orders', 'revenue'], dimensions: ['product_sku'], withTotal: true });
    await check({
      ...base,
      timeZone: 'Europe/Paris',
      metrics: ['quantity', 'revenue', 'average_order_value'],
      dimensions: ['product', 'day'],
      limit: 500,
    });
    await check({
      ...base,
      metrics: ['orders', 'visitors'],
      dimensions: ['country', 'product'],
      filters: [{ dimension: 'browser', op: 'in', values: ['Chrome', 'Firefox'] }],
      segment: { filters: [{ dimension: 'path', op: 'eq', value: '/pricing' }] },
      compare: { type: 'previous' },
    });
    await check({
      ...base,
      metrics: ['sessions', 'bounce_rate'],
      dimensions: ['product', 'visitor_type'],
      orderBy: [{ key: 'product', direction: 'asc' }],
      limit: 5,
      offset: 2,
    });
  });

  it('filters on a product: the orders holding it, and only its lines where lines are read', async () => {
    const all = await check({ ...base, metrics: ['orders', 'revenue'], dimensions: ['product'] });
    const mug = all.rows.find((row) => row.product === 'Mug');
    // the product report filtered on one product is its row
    const one = await check({
      ...base,
      metrics: ['orders', 'revenue'],
      dimensions: ['product'],
      filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }],
    });
    expect(one.rows).toEqual([expect.objectContaining({ product: 'Mug', orders: mug?.orders })]);
    // other reports count the orders holding it (their whole revenue), and the totals equal its orders
    const byCountry = await check({
      ...base,
      metrics: ['orders', 'revenue', 'visitors'],
      dimensions: ['country'],
      filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }],
    });
    expect(byCountry.totals.orders).toBe(mug?.orders);
    expect(Number(byCountry.totals.revenue)).toBeGreaterThan(Number(mug?.revenue));
    // every operator, on the name (an unnamed product is its id) and on the id, with other filters and a segment
    const filters: AnalyticsFilter[] = [
      { dimension: 'product', op: 'neq', value: 'Mug' },
      { dimension: 'product', op: 'contains', value: '"logo"' },
      { dimension: 'product', op: 'starts_with', value: 'Thé' },
      { dimension: 'product', op: 'in', values: ['Thé vert 🍵', 'sku-4'] },
      { dimension: 'product', op: 'not_in', values: ['Mug', 'sku-4'] },
      { dimension: 'product_sku', op: 'eq', value: 'sku-2' },
    ];
    for (const filter of filters) {
      await check({ ...base, metrics: ['orders', 'quantity', 'revenue'], dimensions: ['product'], filters: [filter] });
      await check({ ...base, metrics: ['events', 'orders', 'sessions'], dimensions: ['channel'], filters: [filter] });
    }
    // a segment of the visits that bought it, beside a filter on the browser
    await check({
      ...base,
      metrics: ['visitors', 'pageviews', 'revenue'],
      dimensions: ['path'],
      filters: [{ dimension: 'browser', op: 'neq', value: 'Safari' }],
      segment: { filters: [{ dimension: 'product', op: 'eq', value: 'T-shirt "logo"' }] },
    });
  });

  it('counts the items of orders as a metric of any report', async () => {
    const r = await check({ ...base, metrics: ['quantity', 'orders'], dimensions: ['country'] });
    expect(r.totals.quantity).toBeGreaterThan(0);
    await check({ ...base, metrics: ['quantity', 'visit_duration'], dimensions: ['device_type'] });
  });

  it('converts on orders of a minimum revenue and on custom events with a property', async () => {
    const metrics = ['conversions', 'conversion_rate', 'conversion_revenue'] as const;
    const all = await check({ ...base, metrics: [...metrics], goal: { kind: 'order' } });
    const big = await check({ ...base, metrics: [...metrics], goal: { kind: 'order', minRevenue: 25 } });
    expect(Number(big.totals.conversions)).toBeLessThan(Number(all.totals.conversions));
    expect(Number(big.totals.conversions)).toBeGreaterThan(0);
    expect(Number(big.totals.conversion_revenue)).toBeLessThan(Number(all.totals.conversion_revenue));
    // by day and by country too: each visit's revenue counted in its groups
    await check({ ...base, metrics: [...metrics], dimensions: ['country'], goal: { kind: 'order', minRevenue: 25 } });
    for (const property of [
      { key: 'plan', value: 'pro' },
      { key: 'plan', value: 'pro "max"' },
      { key: 'seats', value: '2' },
      { key: 'trial', value: 'true' },
    ]) {
      const r = await check({
        ...base,
        metrics: [...metrics],
        dimensions: ['country'],
        goal: { kind: 'event', name: 'signup', property },
      });
      expect(Number(r.totals.conversions)).toBeGreaterThan(0);
    }
  });
});
