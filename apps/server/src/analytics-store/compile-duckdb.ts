import type { TimeGranularity } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';

/** `time` is a naive TIMESTAMP meaning UTC: make it an instant, then read the wall clock of the zone. */
const local = (timeZone: string) => `((time AT TIME ZONE 'UTC') AT TIME ZONE ${duckdbString(timeZone)})`;

/** One separator character, as chr(): a control character travels more safely as its code. */
const separatorSql = (c: string) => `chr(${sqlInteger(c.codePointAt(0) ?? 0)})`;

/** The element of `list`, a list with one element per hour of a range from `fromMs` in order, for the row's hour. */
export const byHourOfRange = (list: string, fromMs: number, column = 'time') =>
  `${list}[(epoch_ms(${column}) - ${sqlInteger(fromMs)}) // 3600000 + 1]`;

export const duckdbDialect: Dialect = {
  name: 'duckdb',
  table: 'events',
  string: duckdbString,
  range: (fromMs, toMs) => `time >= epoch_ms(${sqlInteger(fromMs)}) AND time < epoch_ms(${sqlInteger(toMs)})`,
  timeBucket(granularity: TimeGranularity, timeZone: string) {
    const t = local(timeZone);
    switch (granularity) {
      case 'hour':
        return `strftime(${t}, '%Y-%m-%d %H:00')`;
      case 'day':
        return `strftime(${t}, '%Y-%m-%d')`;
      case 'week':
        return `strftime(date_trunc('week', ${t}), '%Y-%m-%d')`;
      case 'month':
        return `strftime(date_trunc('month', ${t}), '%Y-%m-%d')`;
    }
  },
  contains: (column, value) => `strpos(${column}, ${duckdbString(value)}) > 0`,
  startsWith: (column, value) => `starts_with(${column}, ${duckdbString(value)})`,
  notBot: 'NOT is_bot',
  flowStepsSql: (where, steps) => {
    const n = sqlInteger(steps);
    const visits = `SELECT list(path ORDER BY time, id) AS pages FROM events WHERE ${where} GROUP BY session_id`;
    return (
      `SELECT s AS step, pages[s] AS page, CASE WHEN s < ${n} AND len(pages) > s THEN pages[s + 1] ELSE '' END AS next,` +
      ` CASE WHEN len(pages) = s THEN 1 ELSE 0 END AS ended, count(*) AS visits` +
      ` FROM (${visits}) AS v, range(1, ${n} + 1) AS t(s) WHERE s <= len(pages) GROUP BY 1, 2, 3, 4`
    );
  },
  timeMs: 'epoch_ms(time)',
  countIf: (c) => `count(*) FILTER (WHERE ${c})`,
  // sum() of no rows is NULL in DuckDB and 0 in ClickHouse: say 0 in both.
  sum: (e) => `coalesce(sum(${e}), 0)`,
  sumIf: (e, c) => `coalesce(sum(${e}) FILTER (WHERE ${c}), 0)`,
  distinctIf: (e, c) => `count(DISTINCT ${e}) FILTER (WHERE ${c})`,
  firstIf: (e, o, c) => `coalesce(arg_min(${e}, ${o}) FILTER (WHERE ${c}), '')`,
  lastIf: (e, o, c) => `coalesce(arg_max(${e}, ${o}) FILTER (WHERE ${c}), '')`,
  // quantile_disc is the nearest rank: the ceil(0.75·n)-th smallest
  p75If: (e, c) => `quantile_disc(${e}, 0.75) FILTER (WHERE ${c})`,
  computedColumns: [],
  splitRows: (columns, column, separator, alias, where) =>
    `SELECT ${columns.join(', ')}, unnest(string_split(${column}, ${separatorSql(separator)})) AS ${alias} FROM events WHERE ${where}`,
  splitPart: (e, separator, index) => `split_part(${e}, ${separatorSql(separator)}, ${sqlInteger(index)})`,
  toNumber: (e) => `CAST(${e} AS DOUBLE)`,
  // the CASE keeps '' (not JSON) away from the JSON reader, which would raise
  jsonFieldIs: (column, key, value) =>
    `(CASE WHEN ${column} <> '' THEN json_extract_string(${column}, ${duckdbString(`$."${key}"`)}) END) = ${duckdbString(value)}`,
  firstRowsPerKey: (columns, where, key, order, n) =>
    `SELECT ${columns} FROM events WHERE ${where}` +
    ` QUALIFY row_number() OVER (PARTITION BY ${key} ORDER BY ${order}) <= ${sqlInteger(n)} ORDER BY ${key}, ${order}`,
};
