import type { ColumnDimension } from '@osm5/shared';
import { expect } from 'vitest';
import type { EventStore } from '../index.ts';

/**
 * The kill tests' verdict: each acknowledged event, named by its value of
 * `dimension` on one item, is in the store exactly once (none lost, none twice).
 */
export async function expectEachStoredOnce(
  store: EventStore,
  scope: { tenantId: string; itemId: string },
  dimension: ColumnDimension,
  acknowledged: Iterable<number>,
): Promise<void> {
  const stored = new Map<string, number>();
  for (let offset = 0; ; offset += 10_000) {
    const r = await store.query({
      scope,
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
      dimensions: [dimension],
      orderBy: [{ key: dimension, direction: 'asc' }],
      limit: 10_000,
      offset,
    });
    for (const row of r.rows) stored.set(String(row[dimension]), Number(row.events));
    if (r.rows.length < 10_000) break;
  }
  const lost = [...acknowledged].filter((n) => !stored.has(String(n)));
  expect(lost.slice(0, 10)).toEqual([]);
  const doubled = [...stored].filter(([, count]) => count !== 1);
  expect(doubled.slice(0, 10)).toEqual([]);
}
