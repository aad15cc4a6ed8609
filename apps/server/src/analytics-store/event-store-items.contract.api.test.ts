import { describe, expect, it } from 'vitest';
import { march, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * Many items in one query, as the dashboards ask: a list of items in the
 * scope, grouped by item and by day (and by item over two ranges). Both
 * dialects must answer what the oracle answers.
 */
const { check } = useContractStore();

describe(`event store contract: many items at once (${testMode})`, () => {
  it('groups a list of items by item and by day', async () => {
    const r = await check({
      scope: { ...tenantA, itemIds: ['item-1', 'item-2'] },
      range: march,
      timeZone: 'Europe/Paris',
      metrics: ['events', 'visitors'],
      dimensions: ['item_id', 'day'],
      limit: 1000,
    });
    expect(new Set(r.rows.map((row) => row.item_id))).toEqual(new Set(['item-1', 'item-2']));
  });

  it('compares each item of the list with the previous period', async () => {
    const r = await check({
      scope: { ...tenantA, itemIds: ['item-1', 'item-2', 'item-3'] },
      range: { from: '2026-04-01T00:00:00Z', to: '2026-04-08T00:00:00Z' },
      metrics: ['visitors'],
      dimensions: ['item_id'],
      compare: { type: 'previous' },
    });
    expect(r.compare?.rows.length).toBeGreaterThan(0);
  });
});
