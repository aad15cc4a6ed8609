import type { QueryDescriptionInput } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { march, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * The overview's panels share their totals (totals-cache.ts in the embedded
 * store): each answer equals the events table's and the oracle's, the top
 * lists' totals are the KPIs', and a write is seen by the next read.
 */
const { store, check } = useContractStore();

const site = { ...tenantA, itemId: 'item-1' };
const overview = ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'] as const;

async function same(desc: QueryDescriptionInput) {
  const answer = await check(desc);
  expect(await store().queryEvents(desc)).toEqual(answer);
  return answer;
}

describe(`shared totals (${testMode})`, () => {
  it('gives every panel of the overview the totals the events table gives', async () => {
    const kpis = await same({ scope: site, range: march, metrics: [...overview], compare: { type: 'previous' } });
    const trend = await same({
      scope: site,
      range: march,
      metrics: [...overview, 'views_per_visit'],
      dimensions: ['day'],
      compare: { type: 'previous' },
      limit: 1000,
    });
    for (const m of overview) {
      expect(trend.totals[m]).toEqual(kpis.totals[m]);
      expect(trend.compare?.totals[m]).toEqual(kpis.compare?.totals[m]);
    }
    for (const dimension of ['country', 'channel', 'device_type'] as const) {
      const top = await same({ scope: site, range: march, metrics: [...overview], dimensions: [dimension], limit: 5 });
      expect(top.totals).toEqual(kpis.totals);
    }
    // a subset of the metrics, and metrics of another kind, are their own totals
    await same({ scope: site, range: march, metrics: ['visitors', 'bounce_rate'] });
    await same({ scope: site, range: march, metrics: ['pageviews', 'visitors'] });
    await same({
      scope: site,
      range: march,
      metrics: [...overview],
      filters: [{ dimension: 'type', op: 'eq', value: 'pageview' }],
    });
  });

  it('reads the totals again once new events are stored', async () => {
    const scope = { tenantId: 'tenant-cache', itemId: 'site' };
    const desc = { scope, range: march, metrics: [...overview] };
    const before = await store().query(desc);
    const at = Date.parse('2026-03-25T10:00:00Z');
    const base = {
      tenant_id: 'tenant-cache',
      workspace_id: 'ws-c',
      item_id: 'site',
      type: 'pageview' as const,
      path: '/',
    };
    store().writer.append([{ ...base, time: at, session_id: 's1', visitor_id: 'v1' }]);
    await store().writer.flush();
    const after = await store().query(desc);
    expect(after.totals.sessions).toBe((before.totals.sessions ?? 0) + 1);
    store().writer.append([{ ...base, time: at + 60_000, session_id: 's2', visitor_id: 'v2' }]);
    await store().writer.flush();
    const again = await store().query(desc);
    expect(again.totals.sessions).toBe((before.totals.sessions ?? 0) + 2);
    expect(again).toEqual(await store().queryEvents(desc));
  });
});
