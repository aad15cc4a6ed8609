import type { TimeGranularity } from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { clickhouseString, sqlIdentifier, sqlInteger } from './sql-literal.ts';

/**
 * Written for ClickHouse 18.16 and current versions alike: no query
 * parameters, no DateTime64, no startsWith/formatDateTime reliance.
 */
/** One ASCII separator character as a \\xHH escape. */
const separatorSql = (c: string) => `'\\x${(c.codePointAt(0) ?? 0).toString(16).padStart(2, '0')}'`;

export function clickhouseDialect(database: string): Dialect {
  return {
    name: 'clickhouse',
    table: `${sqlIdentifier(database)}.events`,
    string: clickhouseString,
    // `time_s` (seconds) is in the sort key and prunes; `time` (milliseconds) makes the bounds exact.
    range: (fromMs, toMs) =>
      `time_s >= toDateTime(${sqlInteger(Math.floor(fromMs / 1000))}) AND time_s <= toDateTime(${sqlInteger(Math.floor((toMs - 1) / 1000))})` +
      ` AND time >= ${sqlInteger(fromMs)} AND time < ${sqlInteger(toMs)}`,
    timeBucket(granularity: TimeGranularity, timeZone: string) {
      const tz = clickhouseString(timeZone);
      switch (granularity) {
        case 'hour':
          return `concat(substring(toString(time_s, ${tz}), 1, 13), ':00')`;
        case 'day':
          return `toString(toDate(time_s, ${tz}))`;
        case 'week':
          return `toString(toMonday(time_s, ${tz}))`;
        case 'month':
          return `toString(toStartOfMonth(time_s, ${tz}))`;
      }
    },
    contains: (column, value) => `position(${column}, ${clickhouseString(value)}) > 0`,
    // byte prefix, the same meaning as DuckDB's starts_with
    startsWith: (column, value) =>
      `substring(${column}, 1, ${sqlInteger(Buffer.byteLength(value, 'utf8'))}) = ${clickhouseString(value)}`,
    notBot: 'is_bot = 0',
    // no window functions in 18.16: each visit's paths as an array sorted by (time, id), then one row per step
    flowStepsSql: (where, steps) => {
      const n = sqlInteger(steps);
      const visits = `SELECT arrayMap(x -> tupleElement(x, 3), arraySort(groupArray((time, id, path)))) AS pages FROM ${sqlIdentifier(database)}.events WHERE ${where} GROUP BY session_id`;
      const perStep =
        `SELECT arrayJoin(arrayEnumerate(arraySlice(pages, 1, ${n}))) AS step, pages[step] AS page,` +
        ` if(step < ${n} AND length(pages) > step, pages[step + 1], '') AS next, if(length(pages) = step, 1, 0) AS ended` +
        ` FROM (${visits})`;
      return `SELECT step, page, next, ended, count() AS visits FROM (${perStep}) GROUP BY step, page, next, ended`;
    },
    timeMs: 'time',
    countIf: (c) => `countIf(${c})`,
    sum: (e) => `sum(${e})`,
    sumIf: (e, c) => `sumIf(${e}, ${c})`,
    distinctIf: (e, c) => `uniqExactIf(${e}, ${c})`,
    // a String's default, '', when no row meets the condition
    firstIf: (e, o, c) => `argMinIf(${e}, ${o}, ${c})`,
    lastIf: (e, o, c) => `argMaxIf(${e}, ${o}, ${c})`,
    // quantileExact takes the floor(0.75·n)-th element, one past DuckDB's nearest rank on even counts: pick it ourselves
    p75If: (e, c) =>
      `if(countIf(${c}) = 0, nan, arrayElement(arraySort(groupArrayIf(${e}, ${c})), toUInt64(ceil(0.75 * countIf(${c})))))`,
    computedColumns: ['time_s'],
    // splitByChar needs a constant one-byte separator
    splitRows: (columns, column, separator, alias, where) =>
      `SELECT ${columns.join(', ')}, ${alias} FROM ${sqlIdentifier(database)}.events ARRAY JOIN splitByChar(${separatorSql(separator)}, ${column}) AS ${alias} WHERE ${where}`,
    splitPart: (e, separator, index) => `splitByChar(${separatorSql(separator)}, ${e})[${sqlInteger(index)}]`,
    toNumber: (e) => `toFloat64(${e})`,
    // 18.16 reads flat JSON by `"key":`: the raw value is the JSON text of a string, or a number or boolean's own
    jsonFieldIs: (column, key, value) =>
      `visitParamExtractRaw(${column}, ${clickhouseString(key)}) IN (${clickhouseString(JSON.stringify(value))}, ${clickhouseString(value)})`,
    firstRowsPerKey: (columns, where, key, order, n) =>
      `SELECT ${columns} FROM ${sqlIdentifier(database)}.events WHERE ${where} ORDER BY ${key}, ${order} LIMIT ${sqlInteger(n)} BY ${key}`,
  };
}
