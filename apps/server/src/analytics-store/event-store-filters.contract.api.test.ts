import type { AnalyticsFilter } from '@osm5/shared';
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

  it("keeps the events of the visits whose entry or exit page passes, as a report's row of that page counts them", async () => {
    const visits = { ...base, metrics: ['sessions', 'pageviews', 'events'] as const };
    const filters: AnalyticsFilter[] = [
      { dimension: 'entry_page', op: 'eq', value: '/' },
      { dimension: 'entry_page', op: 'neq', value: '/' },
      { dimension: 'exit_page', op: 'contains', value: 'blog' },
      { dimension: 'exit_page', op: 'in', values: ['/docs', '/about', ''] },
      { dimension: 'entry_page', op: 'not_in', values: ['/', '/pricing'] },
    ];
    for (const filter of filters) {
      const r = await check({ ...visits, metrics: [...visits.metrics], dimensions: ['path'], filters: [filter] });
      expect(r.rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
    // a click on a row of the entry pages report: the filtered totals are that row's
    const entries = await check({ ...visits, metrics: ['sessions'], dimensions: ['entry_page'] });
    const row = entries.rows.find((r) => r.entry_page === '/blog');
    expect(row?.sessions).toBeGreaterThan(0);
    const landed = await check({
      ...visits,
      metrics: ['sessions'],
      dimensions: ['entry_page'],
      filters: [{ dimension: 'entry_page', op: 'eq', value: '/blog' }],
    });
    expect(landed.rows).toEqual([{ entry_page: '/blog', sessions: row?.sessions }]);
    // with an event filter beside it
    await check({
      ...visits,
      metrics: [...visits.metrics],
      dimensions: ['country'],
      filters: [
        { dimension: 'exit_page', op: 'starts_with', value: '/docs' },
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
