import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyticsFilter, QueryDescriptionInput } from '@osm5/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from './compile-duckdb.ts';
import { type DuckdbBackend, openDuckdbBackend } from './duckdb-store.ts';
import { runQuery } from './run-query.ts';
import { segmentStore } from './test-fixtures/segment-store.ts';

/**
 * Whole visits (whole-visits.ts) on a store that settles at every flush: the
 * marks follow late events, and the rollup's answers stay the events table's.
 */
const dir = mkdtempSync(join(tmpdir(), 'osm5-whole-visits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const at = Date.parse('2026-06-10T10:20:00Z');
const base = { tenant_id: 't', workspace_id: 'w', item_id: 's', type: 'pageview' as const };
const desc: QueryDescriptionInput = {
  scope: { tenantId: 't', itemId: 's' },
  range: { from: '2026-06-01T00:00:00Z', to: '2026-07-01T00:00:00Z' },
  metrics: ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'],
};

const store = segmentStore(dir, base, at);

async function marks(backend: DuckdbBackend) {
  const rows = await backend.execute('SELECT session_id, whole FROM visit_rollup ORDER BY time, session_id');
  return rows.map((r) => `${r.session_id}:${r.whole}`);
}

async function same(backend: DuckdbBackend, d: QueryDescriptionInput = desc) {
  const answer = await runQuery(duckdbDialect, backend.execute, d, backend.sourceFor);
  expect(answer).toEqual(await runQuery(duckdbDialect, backend.execute, d));
  return answer;
}

describe('whole visits', () => {
  it('are marked when settled, unmarked when their visit gets a row in another hour', async () => {
    const backend = await openDuckdbBackend(join(dir, 'settled.duckdb'), 0);
    try {
      await store(backend, [
        { time: at, session_id: 'v1', visitor_id: 'a' },
        { time: at + 60_000, session_id: 'v2', visitor_id: 'b' },
      ]);
      expect(await marks(backend)).toEqual(['v1:true', 'v2:true']);
      // a late event of v1 two hours later: both its rows unmarked
      await store(backend, [{ time: at + 2 * HOUR, session_id: 'v1', visitor_id: 'a', path: '/x' }]);
      expect(await marks(backend)).toEqual(['v1:false', 'v2:true', 'v1:false']);
      expect((await same(backend)).totals).toMatchObject({ sessions: 2, pageviews: 3, bounce_rate: 0.5 });
      await same(backend, { ...desc, dimensions: ['day'], limit: 100 });
    } finally {
      await backend.close();
    }
  });

  it("mark a visit's page views of one path alone in the page rollup, for the pages report", async () => {
    const backend = await openDuckdbBackend(join(dir, 'paths.duckdb'), 0);
    const views: AnalyticsFilter = { dimension: 'type', op: 'in', values: ['pageview', 'screenview'] };
    const pages: QueryDescriptionInput = {
      ...desc,
      metrics: ['pageviews', 'visitors', 'bounce_rate', 'visit_duration'],
      dimensions: ['path'],
      filters: [views],
      limit: 10,
    };
    const pathMarks = async () =>
      (
        await backend.execute(
          "SELECT session_id, path, whole FROM page_rollup WHERE type = 'pageview' ORDER BY time, session_id, path",
        )
      ).map((r) => `${r.session_id}${r.path}:${r.whole}`);
    try {
      await store(backend, [
        { time: at, session_id: 'v1', visitor_id: 'a', path: '/' },
        { time: at + 60_000, session_id: 'v1', visitor_id: 'a', path: '/x' },
        { time: at + 90_000, session_id: 'v1', visitor_id: 'a', type: 'engagement', path: '/x' },
        { time: at + 120_000, session_id: 'v2', visitor_id: 'b', path: '/' },
      ]);
      expect(await pathMarks()).toEqual(['v1/:true', 'v1/x:true', 'v2/:true']);
      await same(backend, pages);
      // v1 sees / again two hours later: its two rows of / are grouped, its /x stays alone
      await store(backend, [{ time: at + 2 * HOUR, session_id: 'v1', visitor_id: 'a', path: '/' }]);
      expect(await pathMarks()).toEqual(['v1/:false', 'v1/x:true', 'v2/:true', 'v1/:false']);
      const answer = await same(backend, pages);
      expect(answer.rows[0]).toMatchObject({ path: '/', pageviews: 3, visitors: 2 });
      // not grouped by path (by type, from the page rollup), or not page views only: no row is alone for its path
      expect((await same(backend, { ...pages, dimensions: ['type'] })).rows[0]).toMatchObject({ visitors: 2 });
      await same(backend, { ...pages, filters: [] });
      await same(backend, { ...pages, dimensions: ['path', 'day'] });
    } finally {
      await backend.close();
    }
  });

  it('are grouped while their visit has a row in an hour not settled yet', async () => {
    const backend = await openDuckdbBackend(join(dir, 'unsettled.duckdb'), HOUR);
    try {
      // the first flush settles; the next ones, within the hour, do not
      await store(backend, [{ time: at, session_id: 'v1', visitor_id: 'a' }]);
      expect(await marks(backend)).toEqual(['v1:true']);
      await store(backend, [{ time: at + 2 * HOUR, session_id: 'v1', visitor_id: 'a', path: '/x' }]);
      expect(await marks(backend)).toEqual(['v1:true', 'v1:false']);
      expect((await same(backend)).totals).toMatchObject({ sessions: 1, pageviews: 2, bounce_rate: 0 });
    } finally {
      await backend.close();
    }
  });
});
