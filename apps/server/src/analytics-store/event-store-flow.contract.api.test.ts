import { type FlowDescriptionInput, type QueryDescriptionInput, vitalThresholds } from '@osm5/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type EventInput, toEventRow } from './event-row.ts';
import { everything, march, stored, tenantA, useContractStore } from './test-fixtures/contract-store.ts';
import { referenceFlow } from './test-fixtures/reference-flow.ts';
import { referenceQuery } from './test-fixtures/reference-query.ts';
import { testMode } from './test-fixtures/test-store-config.ts';

/**
 * The users flow (per-visit page sequences: arrays in ClickHouse 18.16, lists
 * in DuckDB) and the vital_rating dimension: both dialects against the
 * TypeScript oracles, over the contract fixture plus visits and vitals of a
 * tenant of this file's own (long visits, page views in the same millisecond,
 * vitals exactly on the bands' edges).
 */
const { check, store } = useContractStore();
const flowTenant = { tenantId: 'tenant-flow' };
const flowPaths = ['/', '/pricing', '/docs', '/docs/api', '/blog', '/blog/a', '/blog/b', '/about', '/signup', "/o'dd"];

function flowEvents(): EventInput[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const events: EventInput[] = [];
  const start = Date.parse('2026-03-21T08:00:00Z');
  for (let v = 0; v < 150; v++) {
    const length = 1 + Math.floor(random() * 8);
    let time = start + v * 60_000;
    for (let i = 0; i < length; i++) {
      // every fifth step lands in the same millisecond as the one before: the id decides
      if (i % 5 !== 4) time += 1 + Math.floor(random() * 5_000);
      events.push({
        id: `flow-${String(v).padStart(3, '0')}-${i}`,
        tenant_id: 'tenant-flow',
        workspace_id: 'ws-f',
        item_id: 'item-f',
        type: i === 0 && v % 7 === 0 ? 'screenview' : 'pageview',
        time,
        visitor_id: `fv${v % 90}`,
        session_id: `fv${v % 90}-s${v}`,
        // the first pages concentrate on a few, later ones spread
        path: flowPaths[Math.floor(random() * (i === 0 ? 3 : flowPaths.length))] as string,
        country: v % 3 === 0 ? 'FR' : 'US',
        device_type: v % 4 === 0 ? 'mobile' : 'desktop',
        trigger: 'web',
      });
      if (random() < 0.2) {
        events.push({
          id: `flow-${String(v).padStart(3, '0')}-${i}-click`,
          tenant_id: 'tenant-flow',
          workspace_id: 'ws-f',
          item_id: 'item-f',
          type: 'custom',
          event_name: 'signup',
          time: time + 1,
          visitor_id: `fv${v % 90}`,
          session_id: `fv${v % 90}-s${v}`,
          path: '/signup',
          trigger: 'web',
        });
      }
    }
  }
  // vitals on and around each band's edges
  let n = 0;
  for (const [name, t] of Object.entries(vitalThresholds)) {
    for (const value of [0, t.good, t.good + (name === 'CLS' ? 0.001 : 1), t.poor, t.poor * 2]) {
      for (const path of ['/', '/docs']) {
        events.push({
          id: `vital-${n++}`,
          tenant_id: 'tenant-flow',
          workspace_id: 'ws-f',
          item_id: 'item-f',
          type: 'vital',
          time: start + n * 1_000,
          visitor_id: 'fv1',
          session_id: 'fv1-s1',
          path,
          vital_name: name,
          vital_value: value,
          trigger: 'web',
        });
      }
    }
  }
  return events;
}

const extra = flowEvents();
const rows = [...stored, ...extra.map((e) => toEventRow(e, 0))];

beforeAll(async () => {
  store().writer.append(extra);
  await store().writer.flush();
});

/** check() of contract-store.ts over this file's rows too. */
async function checkQuery(desc: QueryDescriptionInput) {
  const actual = await store().query(desc);
  expect(actual).toEqual(referenceQuery(rows, desc));
  return actual;
}

async function checkFlow(desc: FlowDescriptionInput) {
  const actual = await store().flow(desc);
  expect(actual).toEqual(referenceFlow(rows, desc));
  return actual;
}

describe(`users flow (${testMode})`, () => {
  it('follows each visit page by page, with drop-offs, and caps the pages per step', async () => {
    const flow = await checkFlow({ scope: { ...flowTenant, itemId: 'item-f' }, range: everything, pagesPerStep: 4 });
    expect(flow.visits).toBe(150);
    expect(flow.steps).toBe(5);
    // every visit is on one page at step 1; what is at step s goes on or ends there (or is past the last step)
    const at = (step: number) => flow.nodes.filter((x) => x.step === step).reduce((a, x) => a + x.visits, 0);
    const out = (step: number) =>
      flow.links.filter((l) => l.step === step).reduce((a, l) => a + l.visits, 0) +
      flow.dropOffs.filter((d) => d.step === step).reduce((a, d) => a + d.visits, 0);
    expect(at(1)).toBe(150);
    for (const step of [1, 2, 3, 4]) expect(out(step)).toBe(at(step));
    expect(at(5)).toBeGreaterThan(0);
    // at most 4 named pages and "other pages" at each step
    for (const step of [1, 2, 3, 4, 5]) {
      const named = flow.nodes.filter((x) => x.step === step && x.page !== null);
      expect(named.length).toBeLessThanOrEqual(4);
    }
    expect(flow.nodes.some((x) => x.page === null)).toBe(true);
    const all = await checkFlow({ scope: flowTenant, range: everything, pagesPerStep: 50 });
    expect(all.nodes.some((x) => x.page === null)).toBe(false);
    expect(all.nodes.some((x) => x.page === "/o'dd")).toBe(true);
  });

  it('applies filters, segments and the range, over longer and shorter flows', async () => {
    await checkFlow({
      scope: flowTenant,
      range: everything,
      steps: 8,
      pagesPerStep: 50,
      filters: [{ dimension: 'country', op: 'eq', value: 'FR' }],
    });
    await checkFlow({
      scope: flowTenant,
      range: { from: '2026-03-21T09:00:00Z', to: '2026-03-21T10:30:00Z' },
      steps: 2,
      pagesPerStep: 1,
      segment: { filters: [{ dimension: 'event_name', op: 'eq', value: 'signup' }] },
    });
    await checkFlow({
      scope: flowTenant,
      range: everything,
      filters: [{ dimension: 'path', op: 'neq', value: '/docs' }],
      segment: { filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }] },
    });
  });

  it('reads the contract fixture alike, bots left out unless asked for, one tenant at a time', async () => {
    const a = await checkFlow({ scope: tenantA, range: march, steps: 4 });
    expect(a.visits).toBeGreaterThan(50);
    await checkFlow({ scope: { ...tenantA, itemId: 'item-1' }, range: everything, includeBots: true, steps: 3 });
    const none = await checkFlow({ scope: { tenantId: 'tenant-c' }, range: everything });
    expect(none).toEqual({ steps: 5, visits: 0, nodes: [], links: [], dropOffs: [] });
  });
});

describe(`vital_rating (${testMode})`, () => {
  it('bands each vital by the web.dev thresholds, the edges included', async () => {
    const r = await checkQuery({
      scope: flowTenant,
      range: everything,
      metrics: ['events', 'p75_vital'],
      dimensions: ['vital_name', 'vital_rating'],
      filters: [{ dimension: 'type', op: 'eq', value: 'vital' }],
      limit: 100,
    });
    const count = (name: string, rating: string) =>
      r.rows.find((x) => x.vital_name === name && x.vital_rating === rating)?.events;
    for (const name of Object.keys(vitalThresholds)) {
      // 0 and the good edge are good; just above it and the poor edge need improvement; twice the poor edge is poor
      expect([count(name, 'good'), count(name, 'needs_improvement'), count(name, 'poor')]).toEqual([4, 4, 2]);
    }
  });

  it('groups the fixture by rating, alone, by page and by day, with an empty rating for other events', async () => {
    await check({ scope: tenantA, range: everything, metrics: ['events', 'visitors'], dimensions: ['vital_rating'] });
    await check({
      scope: tenantA,
      range: march,
      metrics: ['events', 'p75_vital', 'avg_vital'],
      dimensions: ['path', 'vital_name', 'vital_rating'],
      filters: [{ dimension: 'type', op: 'eq', value: 'vital' }],
      limit: 500,
    });
    await check({
      scope: { ...tenantA, itemId: 'item-2' },
      range: march,
      metrics: ['events'],
      dimensions: ['day', 'vital_rating'],
      limit: 500,
    });
    await check({
      scope: tenantA,
      range: everything,
      metrics: ['sessions', 'bounce_rate'],
      dimensions: ['vital_rating'],
    });
  });
});
