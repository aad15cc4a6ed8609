import { beforeAll, describe, expect, it } from 'vitest';
import { type EventInput, toEventRow } from './event-row.ts';
import { march, stored, useContractStore } from './test-fixtures/contract-store.ts';
import { referenceVisitors, referenceVisits } from './test-fixtures/reference-visits.ts';
import { testMode } from './test-fixtures/test-store-config.ts';
import type { VisitLogPage, VisitLogQuery, VisitorsQuery } from './visit-log.ts';

/**
 * The visitor log and the visitor profiles: both dialects against the naive
 * oracle, over the shared fixture and a link's sessionless clicks.
 */
const { store } = useContractStore();
const day = 86_400_000;
const t0 = Date.parse('2026-03-25T10:00:00Z');
const link = {
  tenant_id: 'tenant-a',
  workspace_id: 'ws-a1',
  item_id: 'link-1',
  type: 'click',
  trigger: 'link',
} as const;
const clicks: EventInput[] = [
  { ...link, time: t0, visitor_id: 'c1', destination: 'https://a.example', country: 'DE' },
  { ...link, time: t0 + 60_000, visitor_id: 'c1', destination: 'https://b.example', country: 'DE' },
  { ...link, time: t0 + day, visitor_id: 'c1', destination: 'https://a.example', country: 'DE' },
  { ...link, time: t0 + 2 * 60_000, visitor_id: 'c2', destination: '', country: 'FR', referrer_host: 't.co' },
  { ...link, time: t0 + 3 * 60_000, visitor_id: '', destination: '', country: 'FR' },
];
const rows = [...stored, ...clicks.map((e) => toEventRow(e, 0))];

beforeAll(async () => {
  store().writer.append(clicks);
  await store().writer.flush();
});

const base = { tenantId: 'tenant-a', itemId: 'item-1', range: march, timeZone: 'UTC', filters: [] };

async function checkVisits(q: VisitLogQuery) {
  const actual = await store().visits(q);
  // event ids are the writer's own: a sessionless visit without a visitor (keyed by its event) and events compare without them
  const strip = (p: VisitLogPage) => ({
    ...p,
    visits: p.visits.map((v) => ({
      ...v,
      id: v.visitorId === '' ? '' : v.id,
      timeline: v.timeline.map(({ id: _, ...e }) => e),
    })),
  });
  expect(strip(actual)).toEqual(strip(referenceVisits(rows, q)));
  return actual;
}

async function checkVisitors(q: VisitorsQuery) {
  const actual = await store().visitors(q);
  expect(actual).toEqual(referenceVisitors(rows, q));
  return actual;
}

describe(`visitor log (${testMode})`, () => {
  it('lists visits newest first with their summary and events, page by page', async () => {
    const first = await checkVisits({ ...base, limit: 10, offset: 0 });
    expect(first.total).toBeGreaterThan(20);
    expect(first.visits).toHaveLength(10);
    expect(first.visits[0]?.timeline.length).toBe(first.visits[0]?.events);
    expect(new Set(first.visits.map((v) => v.visitorType))).toContain('returning');
    await checkVisits({ ...base, limit: 25, offset: 30 });
    await checkVisits({ ...base, timeZone: 'Europe/Paris', limit: 5, offset: 0 });
  });

  it('keeps whole visits with an event passing every filter, and one visitor', async () => {
    const fr = await checkVisits({
      ...base,
      filters: [
        { dimension: 'country', op: 'eq', value: 'FR' },
        { dimension: 'path', op: 'starts_with', value: '/blog' },
      ],
      limit: 20,
      offset: 0,
    });
    expect(fr.visits.some((v) => v.timeline.some((e) => !e.path.startsWith('/blog')))).toBe(true);
    await checkVisits({
      ...base,
      filters: [{ dimension: 'visitor_type', op: 'eq', value: 'new' }],
      limit: 20,
      offset: 0,
    });
    // a visit's entry page: the visits that began on the blog, whole
    const landed = await checkVisits({
      ...base,
      filters: [{ dimension: 'entry_page', op: 'starts_with', value: '/blog' }],
      limit: 20,
      offset: 0,
    });
    expect(landed.visits.length).toBeGreaterThan(0);
    // the visits that bought a product, whole
    const bought = await checkVisits({
      ...base,
      filters: [{ dimension: 'product', op: 'eq', value: 'Mug' }],
      limit: 20,
      offset: 0,
    });
    expect(bought.visits.length).toBeGreaterThan(0);
    const one = await checkVisits({ ...base, visitorId: 'v7', limit: 50, offset: 0 });
    expect(one.visits.every((v) => v.visitorId === 'v7')).toBe(true);
  });

  it("groups a link's clicks by visitor and day, destinations as pages", async () => {
    const r = await checkVisits({ ...base, itemId: 'link-1', limit: 10, offset: 0 });
    expect(r.total).toBe(4);
    const c1 = r.visits.filter((v) => v.visitorId === 'c1');
    expect(c1.map((v) => [v.clicks, v.entryPage, v.exitPage, v.visitorType])).toEqual([
      [1, 'https://a.example', 'https://a.example', 'returning'],
      [2, 'https://a.example', 'https://b.example', 'new'],
    ]);
  });
});

describe(`visitor profiles (${testMode})`, () => {
  it('lists visitors by visits or by last seen, filtered, page by page', async () => {
    const r = await checkVisitors({ ...base, sort: 'visits', limit: 20, offset: 0 });
    expect(r.total).toBeGreaterThan(20);
    expect(r.visitors[0]?.visits).toBeGreaterThanOrEqual(r.visitors.at(-1)?.visits ?? 0);
    await checkVisitors({ ...base, sort: 'last_seen', limit: 15, offset: 10 });
    await checkVisitors({
      ...base,
      sort: 'visits',
      filters: [{ dimension: 'device_type', op: 'eq', value: 'mobile' }],
      limit: 50,
      offset: 0,
    });
    const one = await checkVisitors({ ...base, sort: 'visits', visitorId: 'v7', limit: 1, offset: 0 });
    expect(one.visitors.map((v) => v.visitorId)).toEqual(['v7']);
    await checkVisitors({ ...base, itemId: 'link-1', sort: 'last_seen', limit: 10, offset: 0 });
  });
});
