import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyticsDimension, QueryDescriptionInput } from '@osm5/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from './compile-duckdb.ts';
import { type DuckdbBackend, openDuckdbBackend } from './duckdb-store.ts';
import { runQuery } from './run-query.ts';
import { segmentStore } from './test-fixtures/segment-store.ts';

/**
 * Visitor firsts (visitor-firsts.ts) on a store that settles at every flush:
 * visitors counted from them equal the distinct ids of the events table, at a
 * range's first hour, per dimension and time bucket, and while some of the
 * rows read are not settled (a late event, a visit still open, a session with
 * two visitor ids, a retention cut).
 */
const dir = mkdtempSync(join(tmpdir(), 'osm5-visitor-firsts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const day = Date.parse('2026-06-10T00:00:00Z');
const base = { tenant_id: 't', workspace_id: 'w', item_id: 's', type: 'pageview' as const };
const metrics = ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'] as const;

const store = segmentStore(dir, base, day);

/** The rollup's answer (firsts where every row read has them) against the events table's, for each grouping. */
async function same(backend: DuckdbBackend, fromMs: number, toMs: number) {
  const answers = [];
  for (const dimensions of [[], ['country'], ['device_type'], ['day'], ['hour']] as AnalyticsDimension[][]) {
    const d: QueryDescriptionInput = {
      scope: { tenantId: 't', itemId: 's' },
      range: { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
      metrics: [...metrics],
      dimensions,
      limit: 1000,
    };
    const answer = await runQuery(duckdbDialect, backend.execute, d, backend.sourceFor);
    expect(answer).toEqual(await runQuery(duckdbDialect, backend.execute, d));
    answers.push(answer);
  }
  return answers;
}

const unsettledRows = async (backend: DuckdbBackend) =>
  Number((await backend.execute('SELECT count(*) AS n FROM visit_rollup WHERE prev_hour IS NULL'))[0]?.n);

describe('visitor firsts', () => {
  it('count a returning visitor once per range, value and bucket, from any first hour', async () => {
    const backend = await openDuckdbBackend(join(dir, 'returning.duckdb'), 0);
    try {
      // a: three visits over two days and two countries, the second in the hour a range starts at; b: one visit
      await store(backend, [
        { time: day + 9 * HOUR + 60_000, session_id: 'a1', visitor_id: 'a', country: 'FR', device_type: 'desktop' },
        { time: day + 11 * HOUR + 60_000, session_id: 'a2', visitor_id: 'a', country: 'DE', device_type: 'desktop' },
        { time: day + 11 * HOUR + 120_000, session_id: 'a2', visitor_id: 'a', country: 'DE', path: '/x' },
        { time: day + 30 * HOUR, session_id: 'a3', visitor_id: 'a', country: 'FR', device_type: 'mobile' },
        { time: day + 11 * HOUR + 600_000, session_id: 'b1', visitor_id: 'b', country: 'FR', device_type: 'mobile' },
        // a row without a visitor id is nobody's
        { time: day + 12 * HOUR, session_id: 'n1', visitor_id: '', country: 'FR' },
      ]);
      expect(await unsettledRows(backend)).toBe(0);
      const [all, countries] = await same(backend, day, day + 2 * 24 * HOUR);
      expect(all?.totals).toMatchObject({ visitors: 2, sessions: 5 });
      expect(countries?.rows.map((r) => [r.country, r.visitors])).toEqual([
        ['FR', 2],
        ['DE', 1],
      ]);
      // from the hour of a's second visit: a's first row there is that one
      const [later] = await same(backend, day + 11 * HOUR, day + 2 * 24 * HOUR);
      expect(later?.totals).toMatchObject({ visitors: 2, sessions: 4 });
      await same(backend, day + 12 * HOUR, day + 31 * HOUR);
    } finally {
      await backend.close();
    }
  });

  it('leave to ids what is not settled: a visit still open, a late event, a session of two visitor ids', async () => {
    const backend = await openDuckdbBackend(join(dir, 'open.duckdb'), 0);
    try {
      const now = Math.floor(Date.now() / HOUR) * HOUR;
      const old = now - 3 * 24 * HOUR;
      await store(backend, [{ time: old + 60_000, session_id: 'o1', visitor_id: 'x', country: 'FR' }]);
      // o1 goes on in the current hour (not compacted, so not settled), while x's visit of another old hour is
      // settled: x's rows get firsts, but not the one of the open hour, so reads leave o1's rows to ids
      await store(backend, [
        { time: Date.now() - 1000, session_id: 'o1', visitor_id: 'x', country: 'FR', path: '/later' },
        { time: old + 5 * HOUR, session_id: 'o2', visitor_id: 'x', country: 'FR' },
      ]);
      const [open] = await same(backend, old, now + HOUR);
      expect(open?.totals).toMatchObject({ visitors: 1, sessions: 2, pageviews: 3 });
      // a late event of an old, settled hour, and a session carrying two visitor ids
      await store(backend, [
        { time: old + 2 * HOUR, session_id: 'o3', visitor_id: 'y', country: 'DE' },
        { time: old + 2 * HOUR + 60_000, session_id: 'm1', visitor_id: 'p', country: 'DE' },
        { time: old + 4 * HOUR, session_id: 'm1', visitor_id: 'q', country: 'US' },
        { time: old + 5 * HOUR + 600_000, session_id: 'q1', visitor_id: 'q', country: 'US' },
      ]);
      await same(backend, old, now + HOUR);
      // both visitor ids of m1: the engine counts its least (p) for it, and q for q's own visit
      const [both] = await same(backend, old, old + 6 * HOUR);
      expect(both?.totals).toMatchObject({ visitors: 4, sessions: 5 });
      await same(backend, old, old + 3 * HOUR);
      await same(backend, old + 3 * HOUR, old + 6 * HOUR);
      expect(await unsettledRows(backend)).toBeGreaterThan(0);
    } finally {
      await backend.close();
    }
  });

  it("count a page's visitors from the page rollup's firsts of its path", async () => {
    const backend = await openDuckdbBackend(join(dir, 'pages.duckdb'), 0);
    const pages = (fromMs: number): QueryDescriptionInput => ({
      scope: { tenantId: 't', itemId: 's' },
      range: { from: new Date(fromMs).toISOString(), to: new Date(day + 2 * 24 * HOUR).toISOString() },
      metrics: ['pageviews', 'visitors', 'bounce_rate', 'visit_duration'],
      dimensions: ['path'],
      filters: [{ dimension: 'type', op: 'in', values: ['pageview', 'screenview'] }],
      orderBy: [{ key: 'pageviews', direction: 'desc' }],
      limit: 10,
    });
    try {
      await store(backend, [
        { time: day + 9 * HOUR, session_id: 'a1', visitor_id: 'a', path: '/' },
        { time: day + 9 * HOUR + 60_000, session_id: 'a1', visitor_id: 'a', path: '/x' },
        { time: day + 9 * HOUR + 90_000, session_id: 'a1', visitor_id: 'a', type: 'engagement', path: '/' },
        { time: day + 11 * HOUR, session_id: 'a2', visitor_id: 'a', path: '/' },
        // b's visit without page views comes first: among page views, b's first is the screen view after it
        { time: day + 10 * HOUR, session_id: 'b0', visitor_id: 'b', path: '/x', type: 'engagement' },
        { time: day + 11 * HOUR + 60_000, session_id: 'b1', visitor_id: 'b', path: '/x', type: 'screenview' },
        { time: day + 30 * HOUR, session_id: 'b2', visitor_id: 'b', path: '/' },
      ]);
      expect(await unsettledRows(backend)).toBe(0);
      for (const from of [day, day + 9 * HOUR, day + 10 * HOUR, day + 11 * HOUR, day + 12 * HOUR]) {
        const d = pages(from);
        const answer = await runQuery(duckdbDialect, backend.execute, d, backend.sourceFor);
        expect(answer).toEqual(await runQuery(duckdbDialect, backend.execute, d));
        if (from === day) {
          expect(answer.rows.map((r) => [r.path, r.pageviews, r.visitors])).toEqual([
            ['/', 3, 2],
            ['/x', 2, 2],
          ]);
        }
      }
    } finally {
      await backend.close();
    }
  });

  it('forget the hours a retention cut deleted', async () => {
    const backend = await openDuckdbBackend(join(dir, 'retention.duckdb'), 0);
    try {
      await store(backend, [
        { time: day + HOUR, session_id: 'r1', visitor_id: 'r', country: 'FR' },
        { time: day + 5 * HOUR, session_id: 'r2', visitor_id: 'r', country: 'FR' },
      ]);
      await backend.deleteBefore('t', day + 3 * HOUR);
      const [all] = await same(backend, day, day + 24 * HOUR);
      expect(all?.totals).toMatchObject({ visitors: 1, sessions: 1 });
    } finally {
      await backend.close();
    }
  });
});
