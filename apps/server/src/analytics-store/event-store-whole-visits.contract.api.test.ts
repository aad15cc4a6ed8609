import type { QueryDescriptionInput } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * The embedded visit rollup takes a visit's only row as the visit without
 * grouping it (whole-visits.ts wholeVisitRows). A visit that gets another row
 * later (a late event in another hour, compacted or not yet) must still count
 * once, with all its parts: the answers equal the events table's.
 */
const { store } = useContractStore();

const HOUR = 3_600_000;
const metrics = ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'] as const;

async function same(desc: QueryDescriptionInput) {
  const answer = await store().query(desc);
  expect(answer).toEqual(await store().queryEvents(desc));
  return answer;
}

describe(`whole visits in the rollup (${testMode})`, () => {
  const base = { tenant_id: 'tenant-w', workspace_id: 'ws-w', item_id: 'site', type: 'pageview' as const };
  const scope = { tenantId: 'tenant-w', itemId: 'site' };
  const at = Date.parse('2026-06-10T10:20:00Z');
  const june = { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' };

  it('counts a visit once when a late event of an old hour joins it', async () => {
    store().writer.append([
      { ...base, time: at, session_id: 'late-visit-1', visitor_id: 'a', path: '/', country: 'FR' },
      { ...base, time: at + 60_000, session_id: 'late-visit-2', visitor_id: 'b', path: '/', country: 'FR' },
    ]);
    await store().writer.flush();
    const before = await same({ scope, range: june, metrics: [...metrics] });
    expect(before.totals.sessions).toBe(2);
    // the same visit, two hours later (its first hour already compacted), and again in its own hour
    store().writer.append([
      { ...base, time: at + 2 * HOUR, session_id: 'late-visit-1', visitor_id: 'a', path: '/x', country: 'FR' },
    ]);
    await store().writer.flush();
    expect((await same({ scope, range: june, metrics: [...metrics] })).totals.sessions).toBe(2);
    store().writer.append([
      { ...base, time: at + 5 * 60_000, session_id: 'late-visit-2', visitor_id: 'b', path: '/y', country: 'DE' },
    ]);
    await store().writer.flush();
    const after = await same({ scope, range: june, metrics: [...metrics] });
    expect(after.totals.sessions).toBe(2);
    expect(after.totals.pageviews).toBe(4);
    expect(after.totals.bounce_rate).toBe(0);
    await same({ scope, range: june, metrics: [...metrics], dimensions: ['country'], limit: 5 });
    await same({ scope, range: june, metrics: [...metrics], dimensions: ['day'], limit: 100 });
    // a range holding only the first hour sees the visit's part there
    await same({ scope, range: { from: '2026-06-10T10:00:00Z', to: '2026-06-10T11:00:00Z' }, metrics: [...metrics] });
  });

  it('counts a visit once when it has a row in an hour not yet compacted', async () => {
    const now = Math.floor(Date.now() / HOUR) * HOUR;
    const old = now - 48 * HOUR;
    store().writer.append([{ ...base, time: old + 60_000, session_id: 'open-visit-3', visitor_id: 'c', path: '/' }]);
    await store().writer.flush();
    // the current hour is not compacted until an hour after its last event
    store().writer.append([
      { ...base, time: Date.now() - 1000, session_id: 'open-visit-3', visitor_id: 'c', path: '/z' },
    ]);
    await store().writer.flush();
    const range = { from: new Date(old).toISOString(), to: new Date(now + HOUR).toISOString() };
    const answer = await same({ scope, range, metrics: [...metrics] });
    expect(answer.totals.sessions).toBe(1);
    expect(answer.totals.pageviews).toBe(2);
    await same({ scope, range, metrics: [...metrics], dimensions: ['day'], limit: 100 });
  });
});
