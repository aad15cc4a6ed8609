import { describe, expect, it } from 'vitest';
import { everything, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { nastyPaths } from './test-fixtures/event-fixture.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/** Every filter operator, and values that would break careless escaping, against the oracle. */
const { check } = useContractStore();

describe(`filters (${testMode})`, () => {
  const base = {
    scope: tenantA,
    range: everything,
    metrics: ['events', 'visitors'] as const,
    dimensions: ['path'] as const,
    limit: 100,
  };

  it('applies each operator', async () => {
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'country', op: 'eq', value: 'FR' }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'country', op: 'neq', value: 'FR' }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: ['country'],
      filters: [{ dimension: 'country', op: 'in', values: ['FR', 'IN', ''] }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: ['country'],
      filters: [{ dimension: 'browser', op: 'not_in', values: ['Chrome', 'Safari'] }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'contains', value: 'blog' }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [
        { dimension: 'path', op: 'starts_with', value: '/docs' },
        { dimension: 'device_type', op: 'eq', value: 'mobile' },
      ],
    });
  });

  it('matches hostile values exactly, and only them', async () => {
    for (const path of [...nastyPaths, '/nulbyte']) {
      const r = await check({
        ...base,
        metrics: [...base.metrics],
        dimensions: [...base.dimensions],
        filters: [{ dimension: 'path', op: 'eq', value: path }],
      });
      for (const row of r.rows) expect(row.path).toBe(path);
    }
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'in', values: nastyPaths }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'contains', value: "'" }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'contains', value: '\\' }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'starts_with', value: '/ün' }],
    });
    await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'starts_with', value: '/emoji/😀' }],
    });
    const nul = await check({
      ...base,
      metrics: [...base.metrics],
      dimensions: [...base.dimensions],
      filters: [{ dimension: 'path', op: 'eq', value: '/nul\u0000byte' }],
    });
    expect(nul.rows).toHaveLength(0);
  });
});
