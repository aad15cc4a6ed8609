import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueryDescriptionInput } from '@osm5/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from './compile-duckdb.ts';
import { type DuckdbBackend, openDuckdbBackend } from './duckdb-store.ts';
import type { EventInput } from './event-row.ts';
import { runQuery, type SourceFor } from './run-query.ts';
import { segmentStore } from './test-fixtures/segment-store.ts';
import { month, twoDaysOfVisits, views, visits } from './test-fixtures/two-days-of-visits.ts';

/**
 * Reads of the live state: the last hours of the range written since the
 * writer last settled (whole-visits.ts), as under live traffic, beside settled
 * hours: visits going on from settled hours (a whole row, a span), returning
 * and new visitors, clicks without a session, an order; then a late event
 * before settled rows. Every answer is the events table's.
 */
const dir = mkdtempSync(join(tmpdir(), 'osm5-live-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const day = Date.parse('2026-06-10T00:00:00Z');
const base = { tenant_id: 't', workspace_id: 'w', item_id: 's', type: 'pageview' as const };
const store = segmentStore(dir, base, day);

/** The answer through the rollups, which must be the events table's. */
async function same(backend: DuckdbBackend, d: QueryDescriptionInput) {
  const answer = await runQuery(duckdbDialect, backend.execute, d, backend.sourceFor);
  expect(answer).toEqual(await runQuery(duckdbDialect, backend.execute, d));
  return answer;
}

/** The rows without visitor firsts (written since the last settling) and whether all come after those with. */
async function liveState(backend: DuckdbBackend) {
  const [state] = await backend.execute(
    'SELECT count(*) FILTER (WHERE prev_hour IS NULL)::INTEGER AS pending, (min(time) FILTER (WHERE prev_hour IS NULL) > max(time) FILTER (WHERE prev_hour IS NOT NULL)) AS after FROM visit_rollup',
  );
  return state;
}

/**
 * Reads a country breakdown whose sources are found, then `events` stored (once) before its statements run: the
 * answer must still be the events table's. Says how many sources were built (2 at first: the rows' and the totals').
 */
async function writtenInBetween(backend: DuckdbBackend, events: Partial<EventInput>[]): Promise<number> {
  let written: Promise<void> | undefined;
  let built = 0;
  const sourceFor: SourceFor = async (q, range) => {
    const from = await backend.sourceFor(q, range);
    built++;
    written ??= store(backend, events);
    await written;
    return from;
  };
  const answer = await runQuery(duckdbDialect, backend.execute, visits(['country']), sourceFor);
  expect(answer).toEqual(await runQuery(duckdbDialect, backend.execute, visits(['country'])));
  return built;
}

describe('live reads', () => {
  it("answer the hours not settled yet beside the settled ones with the events table's answers", async () => {
    // the first flush settles; the later ones (within the hour) do not
    const backend = await openDuckdbBackend(join(dir, 'live.duckdb'), HOUR);
    try {
      const settled = twoDaysOfVisits(day);
      await store(backend, settled);
      expect(await liveState(backend)).toEqual({ pending: 0, after: null });

      const at = (hour: number, minute = 0) => day + hour * HOUR + minute * 60_000;
      const live: Partial<EventInput>[] = [
        // a visit over an hour's end (its rows a span) going on: s59 (u19, hours 43 and 44)
        { session_id: 's59', visitor_id: 'u19', country: 'DE', device_type: 'mobile', time: at(45, 2), path: '/p0' },
        // a bounce, a whole row, going on: s57 (u17, hour 41)
        { session_id: 's57', visitor_id: 'u17', country: 'US', device_type: 'mobile', time: at(45, 10), path: '/p3' },
        // a returning visitor's new visit
        { session_id: 'n1', visitor_id: 'u5', country: 'FR', device_type: 'mobile', time: at(46, 5), path: '/p1' },
        { session_id: 'n1', visitor_id: 'u5', country: 'FR', device_type: 'mobile', time: at(46, 9), path: '/new' },
        // a new visitor twice, once in a new country, and a new bouncing visitor
        { session_id: 'n2', visitor_id: 'v1', country: 'JP', device_type: 'desktop', time: at(46, 20), path: '/p2' },
        { session_id: 'n3', visitor_id: 'v1', country: 'FR', device_type: 'desktop', time: at(47, 1), path: '/new' },
        { session_id: 'n4', visitor_id: 'v2', country: 'DE', device_type: 'tablet', time: at(47, 30), path: '/p0' },
        // an order of a returning visitor, and clicks without a session (a known visitor's and a new one's)
        { session_id: 'n5', visitor_id: 'u7', country: 'US', device_type: 'desktop', time: at(47, 40), path: '/p1' },
        {
          session_id: 'n5',
          visitor_id: 'u7',
          country: 'US',
          device_type: 'desktop',
          time: at(47, 45),
          type: 'ecommerce',
          revenue: 30,
          path: '/checkout',
        },
        { session_id: '', visitor_id: 'u3', country: 'US', type: 'click', time: at(46, 30), path: '' },
        { session_id: '', visitor_id: 'v3', country: 'FR', type: 'click', time: at(47, 50), path: '' },
      ];
      await store(backend, live);
      expect(await liveState(backend)).toEqual({ pending: expect.any(Number), after: true });

      const all = await same(backend, visits());
      expect(all.totals).toMatchObject({ visitors: 43, sessions: 65 });
      await same(backend, visits(['country']));
      await same(backend, visits(['device_type']));
      await same(backend, {
        ...visits(['country']),
        orderBy: [{ key: 'sessions', direction: 'desc' }],
        limit: 2,
      });
      await same(backend, visits(['day']));
      await same(backend, visits(['hour']));
      // a range beginning inside the settled hours, and one of the new hours alone
      await same(backend, { ...visits(['country']), range: { from: new Date(at(43)).toISOString(), to: month.to } });
      await same(backend, { ...visits(), range: { from: new Date(at(46)).toISOString(), to: month.to } });
      await same(backend, {
        ...visits(['country']),
        metrics: ['sessions', 'conversions', 'conversion_rate', 'revenue', 'orders'],
        goal: { kind: 'order' },
      });
      // the pages report (page rollup, by path) and its totals (visit rollup, page views only)
      await same(backend, {
        ...visits(['path']),
        metrics: ['pageviews', 'visitors', 'bounce_rate', 'visit_duration'],
        filters: views,
        orderBy: [{ key: 'pageviews', direction: 'desc' }],
        limit: 3,
      });
      await same(backend, { ...visits(), filters: views, metrics: ['visitors', 'sessions', 'bounce_rate'] });
      await same(backend, { ...visits(), includeBots: true, metrics: ['sessions', 'bounce_rate'] });

      // a late event stored after a read found the live state and before its statements ran: they fail as stale
      // (their state is checked again in their own snapshot), and the read is built again for the new state
      const built = await writtenInBetween(backend, [
        { session_id: 's1', visitor_id: 'u1', country: 'DE', time: at(1, 59), path: '/late' },
      ]);
      // the rows' and the totals' sources, each built again
      expect(built).toBe(4);
      expect(await liveState(backend)).toMatchObject({ after: false });
      // another late event: rows without firsts before settled ones
      await store(backend, [{ session_id: 's2', visitor_id: 'u2', country: 'US', time: at(2, 59), path: '/late' }]);
      expect(await liveState(backend)).toMatchObject({ after: false });
      expect((await same(backend, visits())).totals).toMatchObject({ visitors: 43, sessions: 65 });
      await same(backend, visits(['country']));
      await same(backend, visits(['day']));
    } finally {
      await backend.close();
    }
  });

  it('are built again when a row without firsts came before those they found, in between', async () => {
    const backend = await openDuckdbBackend(join(dir, 'earlier.duckdb'), HOUR);
    try {
      await store(backend, twoDaysOfVisits(day));
      const at = (hour: number, minute = 0) => day + hour * HOUR + minute * 60_000;
      await store(backend, [{ session_id: 'n1', visitor_id: 'v1', country: 'FR', time: at(47, 5), path: '/new' }]);
      // after the read found the live state from hour 47: a settled visit (s57, a whole row in hour 41) going on in
      // hour 45 by its returning visitor. Still live, but the statements' scans of the rows without firsts, which
      // read hour 47 on, would miss it and count its visit and visitor twice: they fail as stale
      const built = await writtenInBetween(backend, [
        { session_id: 's57', visitor_id: 'u17', country: 'US', device_type: 'mobile', time: at(45, 10), path: '/p3' },
      ]);
      expect(built).toBe(4);
      expect(await liveState(backend)).toMatchObject({ after: true });
    } finally {
      await backend.close();
    }
  });
});
