import { type QueryDescriptionInput, queryDescriptionSchema } from '@osm5/shared';
import { describe, expect, it } from 'vitest';
import { clickhouseDialect } from './compile-clickhouse.ts';
import { duckdbDialect } from './compile-duckdb.ts';
import { buildQuerySql } from './query-builder.ts';

const range = { fromMs: Date.parse('2026-03-29T00:00:00.250Z'), toMs: Date.parse('2026-03-30T00:00:00Z') };
const build = (dialect: typeof duckdbDialect, input: QueryDescriptionInput, totals = false) =>
  buildQuerySql(dialect, queryDescriptionSchema.parse(input), range, { totals });

const base: QueryDescriptionInput = {
  scope: { tenantId: "t'1", itemId: 'i\\1' },
  range: { from: '2026-03-29T00:00:00Z', to: '2026-03-30T00:00:00Z' },
  metrics: ['visitors', 'value'],
  dimensions: ['path'],
  filters: [{ dimension: 'path', op: 'starts_with', value: 'ü/' }],
};
const clickhouse = clickhouseDialect('osm5_test');

describe('buildQuerySql', () => {
  it('puts the tenant first in every query, escaped per dialect', () => {
    expect(build(duckdbDialect, base)).toContain("WHERE (tenant_id = 't''1') AND (item_id = 'i\\1')");
    expect(build(clickhouse, base)).toContain("WHERE (tenant_id = 't\\'1') AND (item_id = 'i\\\\1')");
    expect(build(clickhouse, base, true)).toContain("FROM osm5_test.events WHERE (tenant_id = 't\\'1')");
  });

  it('bounds time by the sort key and exactly by milliseconds', () => {
    expect(build(duckdbDialect, base)).toContain('time >= epoch_ms(1774742400250) AND time < epoch_ms(1774828800000)');
    expect(build(clickhouse, base)).toContain(
      'time_s >= toDateTime(1774742400) AND time_s <= toDateTime(1774828799) AND time >= 1774742400250 AND time < 1774828800000',
    );
  });

  it('uses neutral aliases, so that sum(value) never shadows the value column', () => {
    const sql = build(clickhouse, base);
    expect(sql).toContain('SELECT path AS d0, ');
    expect(sql).toContain('sum(value) AS m1');
    expect(sql).toContain('GROUP BY d0 ORDER BY m0 DESC NULLS LAST, d0 ASC NULLS LAST LIMIT 100 OFFSET 0');
  });

  it('compares byte prefixes for starts_with in both dialects', () => {
    expect(build(duckdbDialect, base)).toContain("starts_with(path, 'ü/')");
    // ü is two bytes in UTF-8, and ClickHouse's substring counts bytes
    expect(build(clickhouse, base)).toContain("substring(path, 1, 3) = 'ü/'");
  });

  it('buckets time in the zone of the query', () => {
    const weekly = { ...base, timeZone: 'Asia/Kolkata', dimensions: ['week' as const] };
    expect(build(duckdbDialect, weekly)).toContain(
      "strftime(date_trunc('week', ((time AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata')), '%Y-%m-%d') AS d0",
    );
    expect(build(clickhouse, weekly)).toContain("toString(toMonday(time_s, 'Asia/Kolkata')) AS d0");
    const hourly = { ...base, timeZone: 'Europe/Paris', dimensions: ['hour' as const] };
    expect(build(clickhouse, hourly)).toContain(
      "concat(substring(toString(time_s, 'Europe/Paris'), 1, 13), ':00') AS d0",
    );
  });

  it('leaves bots out unless asked', () => {
    expect(build(duckdbDialect, base)).toContain('(NOT is_bot)');
    expect(build(clickhouse, { ...base, includeBots: true })).not.toContain('is_bot');
  });

  it('renders in and not_in lists with every value escaped', () => {
    const sql = build(clickhouse, {
      ...base,
      filters: [{ dimension: 'country', op: 'not_in', values: ["'", '\\', '\u0000'] }],
    });
    expect(sql).toContain("(country NOT IN ('\\'', '\\\\', '\\0'))");
  });
});
