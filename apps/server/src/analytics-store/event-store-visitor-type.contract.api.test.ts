import { describe, expect, it } from 'vitest';
import { everything, march, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * visitor_type (new or returning), a dimension the store derives per visit
 * from the visitor's earlier events in the lookback: both dialects against the
 * oracle, as a dimension, with visit metrics, by day, as a filter and in a segment.
 */
const { check } = useContractStore();
const late = { from: '2026-04-01T00:00:00Z', to: '2026-04-12T00:00:00Z' };
const october = { from: '2026-10-25T00:00:00Z', to: '2026-11-03T00:00:00Z' };

describe(`visitor type (${testMode})`, () => {
  it('splits visitors and visits into new and returning, the lookback reaching before the range', async () => {
    const r = await check({
      scope: { ...tenantA, itemId: 'item-1' },
      range: late,
      metrics: ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'],
      dimensions: ['visitor_type'],
    });
    const types = r.rows.map((row) => row.visitor_type);
    expect(types).toContain('new');
    expect(types).toContain('returning');
    // most of April's visitors were seen in March: the lookback finds them
    const returning = r.rows.find((row) => row.visitor_type === 'returning');
    expect(returning?.sessions).toBeGreaterThan(0);
    await check({ scope: tenantA, range: october, metrics: ['sessions', 'events'], dimensions: ['visitor_type'] });
    await check({
      scope: tenantA,
      range: everything,
      includeBots: true,
      metrics: ['visitors', 'events'],
      dimensions: ['visitor_type', 'country'],
      limit: 100,
    });
  });

  it('trends by day in a zone, with a comparison', async () => {
    await check({
      scope: { ...tenantA, itemId: 'item-2' },
      range: march,
      timeZone: 'Europe/Paris',
      metrics: ['visitors', 'sessions'],
      dimensions: ['day', 'visitor_type'],
      limit: 200,
    });
    await check({
      scope: { ...tenantA, itemId: 'item-2' },
      range: late,
      metrics: ['sessions', 'bounce_rate'],
      dimensions: ['entry_page', 'visitor_type'],
      compare: { type: 'previous' },
      limit: 200,
    });
  });

  it('filters by it, and keeps whole visits of one type in a segment', async () => {
    const all = await check({ scope: tenantA, range: late, metrics: ['sessions', 'pageviews'] });
    const fresh = await check({
      scope: tenantA,
      range: late,
      metrics: ['sessions', 'pageviews'],
      filters: [{ dimension: 'visitor_type', op: 'eq', value: 'new' }],
    });
    const back = await check({
      scope: tenantA,
      range: late,
      metrics: ['sessions', 'pageviews'],
      filters: [{ dimension: 'visitor_type', op: 'in', values: ['returning'] }],
    });
    expect((fresh.totals.sessions as number) + (back.totals.sessions as number)).toBe(all.totals.sessions);
    await check({
      scope: tenantA,
      range: late,
      metrics: ['visitors', 'bounce_rate'],
      dimensions: ['country'],
      segment: { filters: [{ dimension: 'visitor_type', op: 'neq', value: 'new' }] },
    });
  });
});
