import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { QueryDescriptionInput } from '@osm5/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { duckdbDialect } from './compile-duckdb.ts';
import { type DuckdbBackend, openDuckdbBackend } from './duckdb-store.ts';
import { runQuery } from './run-query.ts';
import { segmentStore } from './test-fixtures/segment-store.ts';
import { month, twoDaysOfVisits, views, visits } from './test-fixtures/two-days-of-visits.ts';
import { firstColumnsOf, noneCountOf } from './visitor-firsts.ts';
import { sumsOf } from './whole-sums.ts';
import { wholeUnits } from './whole-visits.ts';

/**
 * Whole sums (whole-sums.ts) on a store that settles at every flush: each
 * hour's sums are those of its whole rows through settling, late events,
 * compaction and deletes, and reads that add them give the events table's
 * answers.
 */
const dir = mkdtempSync(join(tmpdir(), 'osm5-whole-sums-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;
const day = Date.parse('2026-06-10T00:00:00Z');
const base = { tenant_id: 't', workspace_id: 'w', item_id: 's', type: 'pageview' as const };

const store = segmentStore(dir, base, day);

/**
 * Every sum table against its rollup's whole rows and spanned visits (each at
 * its first hour), per hour, item and value: visits, page views, bounces,
 * durations, and rows without a previous row.
 */
async function sumsMatchWholeRows(backend: DuckdbBackend) {
  let summed = 0;
  for (const sum of wholeUnits.flatMap(sumsOf)) {
    const value = sum.dimension ?? "''";
    const firsts = firstColumnsOf(sum.unit.rollup, sum.dimension);
    const sums = await backend.execute(
      `SELECT time, item_id, ${value} AS value, sum(w)::INTEGER AS w, sum(s_pv)::INTEGER AS pv, sum(bn)::INTEGER AS bn, sum(dur)::BIGINT AS dur, ${firsts.map((c) => `sum(${noneCountOf(c)})::INTEGER AS ${c}`).join(', ')} FROM ${sum.table} GROUP BY ALL ORDER BY ALL`,
    );
    const wholeRows = `SELECT time, item_id, ${value} AS value, s_pv, t_max - t_min AS d, ${firsts.join(', ')} FROM ${sum.unit.rollup} WHERE whole AND ${sum.unit.rows}`;
    const spans = `SELECT span_first AS time, item_id, ${value} AS value, sum(s_pv) AS s_pv, max(t_max) - min(t_min) AS d, ${firsts.map((c) => `min(${c}) AS ${c}`).join(', ')} FROM visit_rollup WHERE span_first IS NOT NULL GROUP BY span_first, session_id, item_id, ${value}`;
    const units = sum.unit.spans ? `${wholeRows} UNION ALL ${spans}` : wholeRows;
    const rows = await backend.execute(
      `SELECT time, item_id, value, count(*)::INTEGER AS w, sum(s_pv)::INTEGER AS pv, count(*) FILTER (WHERE s_pv = 1)::INTEGER AS bn, sum(d)::BIGINT AS dur, ${firsts.map((c) => `count(*) FILTER (WHERE ${c} = -1)::INTEGER AS ${c}`).join(', ')} FROM (${units}) GROUP BY ALL ORDER BY ALL`,
    );
    expect(sums, sum.table).toEqual(rows);
    summed += sums.length;
  }
  return summed;
}

/** The statements a read runs, and its answer against the events table's. */
async function same(backend: DuckdbBackend, d: QueryDescriptionInput) {
  const statements: string[] = [];
  const execute = (sql: string) => {
    statements.push(sql);
    return backend.execute(sql);
  };
  const answer = await runQuery(duckdbDialect, execute, d, backend.sourceFor);
  expect(answer).toEqual(await runQuery(duckdbDialect, backend.execute, d));
  return { answer, statements };
}

describe('whole sums', () => {
  it("follow their hours' whole rows through settling, late events, compaction and deletes", async () => {
    const backend = await openDuckdbBackend(join(dir, 'follow.duckdb'), 0);
    const noneOf = async (hour: number) =>
      Number(
        (
          await backend.execute(`SELECT prev_hour_none AS n FROM visit_sum WHERE time = epoch_ms(${day + hour * HOUR})`)
        )[0]?.n,
      );
    try {
      await store(backend, [
        { time: day + 9 * HOUR, session_id: 'v1', visitor_id: 'a', country: 'FR', path: '/' },
        { time: day + 9 * HOUR + 60_000, session_id: 'v1', visitor_id: 'a', country: 'FR', path: '/x' },
        { time: day + 9 * HOUR + 120_000, session_id: 'v2', visitor_id: 'b', country: 'DE', path: '/' },
        { time: day + 10 * HOUR, session_id: 'v3', visitor_id: 'c', country: 'DE', path: '/' },
        { time: day + 10 * HOUR + 5000, session_id: 'v3', visitor_id: 'c', country: 'DE', type: 'engagement' },
        { time: day + 12 * HOUR, session_id: 'v4', visitor_id: 'c', country: 'DE', path: '/' },
      ]);
      expect(await sumsMatchWholeRows(backend)).toBeGreaterThan(0);
      const [hourNine] = await backend.execute(
        `SELECT w, s_pv, bn, dur FROM visit_sum WHERE time = epoch_ms(${day + 9 * HOUR})`,
      );
      expect(hourNine).toMatchObject({ w: 2n, s_pv: 3n, bn: 1n, dur: 60_000n });
      // v1 goes on two hours later: its row of hour 9 leaves that hour's whole rows, and v1 is summed whole there as
      // a span to hour 11
      await store(backend, [{ time: day + 11 * HOUR, session_id: 'v1', visitor_id: 'a', country: 'FR', path: '/x' }]);
      await sumsMatchWholeRows(backend);
      const after = await backend.execute(
        `SELECT (epoch_ms(last) - epoch_ms(time)) // ${HOUR} AS hours, w, s_pv, bn, dur FROM visit_sum WHERE time = epoch_ms(${day + 9 * HOUR}) ORDER BY last`,
      );
      expect(after).toEqual(
        [
          { hours: 0n, w: 1n, s_pv: 1n, bn: 1n, dur: 0n },
          { hours: 2n, w: 1n, s_pv: 3n, bn: 0n, dur: 2 * HOUR },
        ].map((r) => ({ ...r, dur: BigInt(r.dur) })),
      );
      // a late visit of c before v3: v3's row of hour 10 now has a previous row
      expect(await noneOf(10)).toBe(1);
      await store(backend, [{ time: day + 8 * HOUR, session_id: 'v0', visitor_id: 'c', country: 'DE', path: '/' }]);
      expect(await noneOf(10)).toBe(0);
      await sumsMatchWholeRows(backend);
      // a retention cut: v4's previous row (v3's) is deleted, so v4's row has none
      expect(await noneOf(12)).toBe(0);
      await backend.deleteBefore('t', day + 11 * HOUR);
      expect(await noneOf(12)).toBe(1);
      await sumsMatchWholeRows(backend);
      // an item's deletion takes its sums along
      await backend.deleteItem('t', 's');
      expect(await sumsMatchWholeRows(backend)).toBe(0);
    } finally {
      await backend.close();
    }
  });

  it('are empty for an hour compacted again until it is settled again', async () => {
    // settles at the first flush only: the late event's hour is compacted, not settled
    const backend = await openDuckdbBackend(join(dir, 'compacted.duckdb'), HOUR);
    try {
      await store(backend, [{ time: day + 9 * HOUR, session_id: 'v1', visitor_id: 'a' }]);
      expect(await sumsMatchWholeRows(backend)).toBe(1 + 12 + 1);
      await store(backend, [{ time: day + 9 * HOUR + 60_000, session_id: 'v2', visitor_id: 'b' }]);
      expect(await sumsMatchWholeRows(backend)).toBe(0);
      // the hour's rows have no firsts: reads group them as before
      const { answer } = await same(backend, visits());
      expect(answer.totals).toMatchObject({ visitors: 2, sessions: 2, pageviews: 2 });
    } finally {
      await backend.close();
    }
  });

  it("stand for the whole rows in reads of the settled case, with the events table's answers", async () => {
    const backend = await openDuckdbBackend(join(dir, 'reads.duckdb'), 0);
    try {
      const events = twoDaysOfVisits(day);
      await store(backend, events);
      await sumsMatchWholeRows(backend);
      const [spanned] = await backend.execute(
        "SELECT count(DISTINCT session_id)::INTEGER AS n, count(*) FILTER (WHERE date_trunc('day', span_first) <> date_trunc('day', span_last))::INTEGER AS overnight FROM visit_rollup WHERE span_first IS NOT NULL",
      );
      expect(spanned).toEqual({ n: 28, overnight: 2 });
      const read = async (d: QueryDescriptionInput, table: string) => {
        const { answer, statements } = await same(backend, d);
        expect(statements.some((s) => s.includes(`FROM ${table} SEMI JOIN`))).toBe(true);
        return answer;
      };
      const all = await read(visits(), 'visit_sum');
      expect(all.totals).toMatchObject({ visitors: 40, sessions: 60 });
      await read(visits(['country']), 'visit_sum_country');
      await read(
        { ...visits(['device_type']), orderBy: [{ key: 'sessions', direction: 'desc' }], limit: 1 },
        'visit_sum_device_type',
      );
      await read(visits(['day']), 'visit_sum');
      await read(visits(['hour']), 'visit_sum');
      // from an hour inside the data: firsts from the rows, sums of the hours read
      await read(
        { ...visits(['country']), range: { from: new Date(day + 13 * HOUR).toISOString(), to: month.to } },
        'visit_sum_country',
      );
      // orders and revenue of a goal of kind order
      await read(
        {
          ...visits(['country']),
          metrics: ['sessions', 'conversions', 'conversion_rate', 'revenue', 'orders', 'average_order_value'],
          goal: { kind: 'order' },
        },
        'visit_sum_country',
      );
      // the pages report (page rollup, by path) and its totals (visit rollup, page views only)
      const pages = await read(
        {
          ...visits(['path']),
          metrics: ['pageviews', 'visitors', 'bounce_rate', 'visit_duration'],
          filters: views,
          orderBy: [{ key: 'pageviews', direction: 'desc' }],
          limit: 2,
        },
        'page_sum_path',
      );
      expect(pages.rows).toHaveLength(2);
      await read(
        { ...visits(), filters: views, metrics: ['sessions', 'pageviews', 'bounce_rate', 'visit_duration'] },
        'visit_sum',
      );
      // bots asked for, without visitors: the sums have the bot flag
      await read({ ...visits(), includeBots: true, metrics: ['sessions', 'bounce_rate'] }, 'visit_sum');
      // a filter, or two dimensions (whose totals, of no dimension, have a sum): no sum has those rows
      const filtered = await same(backend, {
        ...visits(),
        filters: [{ dimension: 'country', op: 'in', values: ['FR'] }],
      });
      expect(filtered.statements.some((s) => s.includes('_sum'))).toBe(false);
      const two = await same(backend, visits(['country', 'device_type']));
      expect(two.statements.filter((s) => s.includes('_sum'))).toHaveLength(1);
      expect(two.statements.some((s) => s.includes('visit_sum_'))).toBe(false);
    } finally {
      await backend.close();
    }
  });
});
