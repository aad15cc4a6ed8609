import { analyticsMetrics, type Segment, sessionMetrics } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { everything, march, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * Visit metrics (bounce rate, duration, conversions), ratios, percentiles and
 * segments: both dialects against the oracle, over the same fixture.
 */
const { check } = useContractStore();
const eventMetrics = analyticsMetrics.filter(
  (m) => !(sessionMetrics as readonly string[]).includes(m) && m !== 'conversions' && m !== 'conversion_rate',
);
const visitMetrics = analyticsMetrics.filter((m) => m !== 'p75_vital');
const goal = { kind: 'page', path: '/blog*' } as const;

describe(`visit metrics (${testMode})`, () => {
  it('computes every event metric, ratios and the p75 included, in totals and by dimension', async () => {
    const r = await check({ scope: { ...tenantA, itemId: 'item-1' }, range: march, metrics: [...eventMetrics] });
    expect(r.totals.views_per_visit).toBeGreaterThan(0);
    expect(r.totals.p75_vital).toBeGreaterThan(0);
    expect(r.totals.average_order_value).toBeGreaterThan(0);
    await check({
      scope: tenantA,
      range: everything,
      metrics: [...eventMetrics],
      dimensions: ['country'],
      filters: [{ dimension: 'vital_name', op: 'in', values: ['LCP', ''] }],
    });
  });

  it('computes every visit metric over visits, with a goal, in totals, by dimension and by day', async () => {
    const totals = await check({ scope: tenantA, range: everything, metrics: [...visitMetrics], goal });
    expect(totals.totals.bounce_rate).toBeGreaterThan(0);
    expect(totals.totals.bounce_rate).toBeLessThanOrEqual(1);
    expect(totals.totals.visit_duration).toBeGreaterThan(0);
    expect(totals.totals.conversions).toBeGreaterThan(0);
    await check({
      scope: tenantA,
      range: everything,
      metrics: [...visitMetrics],
      goal,
      dimensions: ['browser', 'device_type'],
      orderBy: [{ key: 'bounce_rate', direction: 'desc' }],
      limit: 50,
    });
    await check({
      scope: { ...tenantA, itemId: 'item-2' },
      range: march,
      timeZone: 'Europe/Paris',
      metrics: ['sessions', 'bounce_rate', 'visit_duration'],
      dimensions: ['day'],
      compare: { type: 'previous' },
    });
  });

  it('reads each kind of goal', async () => {
    for (const g of [
      { kind: 'page', path: '/pricing' },
      { kind: 'event', name: 'signup' },
      { kind: 'order' },
    ] as const) {
      await check({
        scope: tenantA,
        range: everything,
        metrics: ['conversions', 'conversion_rate'],
        goal: g,
        dimensions: ['country'],
      });
    }
  });

  it('keeps whole visits in a segment, for event and visit metrics alike', async () => {
    const segment: Segment = { filters: [{ dimension: 'path', op: 'eq', value: '/pricing' }] };
    const plain = await check({ scope: tenantA, range: everything, metrics: ['events', 'sessions'] });
    const kept = await check({ scope: tenantA, range: everything, metrics: ['events', 'sessions'], segment });
    expect(kept.totals.events).toBeLessThan(plain.totals.events as number);
    await check({
      scope: tenantA,
      range: everything,
      metrics: ['visitors', 'pageviews', 'bounce_rate'],
      dimensions: ['path'],
      segment: { filters: [...segment.filters, { dimension: 'country', op: 'neq', value: 'FR' }] },
      filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }],
      limit: 100,
    });
  });

  it('keeps the visits of a segment within another: an event for each list, not one event for both', async () => {
    const pricing = { dimension: 'path', op: 'eq', value: '/pricing' } as const;
    const blog = { dimension: 'path', op: 'starts_with', value: '/blog' } as const;
    const metrics = ['events', 'sessions', 'visitors'] as const;
    const base = { scope: tenantA, range: everything, metrics: [...metrics] };
    const pricingVisits = await check({ ...base, segment: { filters: [pricing] } });
    const both = await check({ ...base, segment: { filters: [pricing], also: [blog] } });
    // visits that read /pricing and a blog page: fewer than those that read /pricing, yet some
    expect(both.totals.sessions).toBeGreaterThan(0);
    expect(both.totals.sessions).toBeLessThan(pricingVisits.totals.sessions as number);
    // one event cannot be on both paths: the same filters as one list keep nothing
    const oneEvent = await check({ ...base, segment: { filters: [pricing, blog] } });
    expect(oneEvent.totals.events).toBe(0);
    await check({
      ...base,
      metrics: ['visitors', 'orders', 'revenue', 'conversion_rate'],
      dimensions: ['country'],
      goal: { kind: 'order' },
      filters: [{ dimension: 'device_type', op: 'neq', value: 'tablet' }],
      segment: { filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }], also: [pricing] },
    });
  });

  it('answers null ratios where there is nothing to divide', async () => {
    const r = await check({
      scope: { tenantId: 'tenant-c' },
      range: everything,
      metrics: ['bounce_rate', 'visit_duration', 'views_per_visit', 'average_order_value', 'sessions'],
    });
    expect(r.totals).toEqual({
      bounce_rate: null,
      visit_duration: null,
      views_per_visit: null,
      average_order_value: null,
      sessions: 0,
    });
  });
});

describe(`visit dimensions (${testMode})`, () => {
  it('groups visits by their entry and exit pages, alone or with other dimensions', async () => {
    const r = await check({
      scope: tenantA,
      range: everything,
      metrics: ['sessions', 'bounce_rate', 'pageviews'],
      dimensions: ['entry_page'],
      limit: 100,
    });
    expect(r.rows.length).toBeGreaterThan(3);
    await check({
      scope: tenantA,
      range: everything,
      metrics: ['sessions', 'events'],
      dimensions: ['exit_page'],
      limit: 100,
    });
    await check({
      scope: { ...tenantA, itemId: 'item-1' },
      range: march,
      metrics: ['sessions', 'visit_duration'],
      dimensions: ['country', 'entry_page'],
      filters: [{ dimension: 'device_type', op: 'neq', value: 'tablet' }],
      limit: 200,
    });
  });
});
