import { describe, expect, it } from 'vitest';
import { march, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * `withTotal`: the number of rows before limit and offset, so a table can say
 * "1–25 of 312". Both dialects must count what the oracle counts.
 */
const { check } = useContractStore();

describe(`event store contract: total (${testMode})`, () => {
  it('counts the groups of one and of several dimensions, whatever the page', async () => {
    const one = await check({
      scope: tenantA,
      range: march,
      metrics: ['visitors'],
      dimensions: ['path'],
      limit: 2,
      offset: 1,
      withTotal: true,
    });
    expect(one.rows).toHaveLength(2);
    expect(one.total).toBeGreaterThan(3);
    const two = await check({
      scope: tenantA,
      range: march,
      metrics: ['events'],
      dimensions: ['country', 'device_type'],
      limit: 1,
      withTotal: true,
    });
    expect(two.total).toBeGreaterThan(1);
  });

  it('counts visit dimensions and visit metrics, and filters', async () => {
    const r = await check({
      scope: tenantA,
      range: march,
      metrics: ['sessions', 'bounce_rate'],
      dimensions: ['entry_page'],
      filters: [{ dimension: 'type', op: 'eq', value: 'pageview' }],
      limit: 1,
      withTotal: true,
    });
    expect(r.total).toBeGreaterThan(1);
  });

  it('counts every bucket of a series, one row without dimensions, and nothing when not asked', async () => {
    const series = await check({
      scope: tenantA,
      range: march,
      metrics: ['events'],
      dimensions: ['day'],
      limit: 5,
      withTotal: true,
    });
    expect(series.total).toBe(23);
    const flat = await check({ scope: tenantA, range: march, metrics: ['events'], withTotal: true });
    expect(flat.total).toBe(1);
    const plain = await check({ scope: tenantA, range: march, metrics: ['events'], dimensions: ['path'] });
    expect(plain.total).toBeUndefined();
  });
});
