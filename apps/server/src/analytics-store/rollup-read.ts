import {
  type AnalyticsDimension,
  type AnalyticsMetric,
  bucketLabel,
  type QueryDescription,
  sessionMetrics,
} from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import { overVisitsSql, ratio } from './metric-sql.ts';
import {
  type BuildOptions,
  dimensionAlias,
  isTimeDimension,
  type MillisRange,
  metricAlias,
  needsVisits,
  orderKeys,
  whereSql,
} from './query-builder.ts';
import { HOUR, type Rollup, type RollupSum, rollupSums } from './rollup.ts';
import { countParts, partsUsed, type StoredParts, storedParts } from './rollup-parts.ts';
import type { LiveRows, NameOnce, RollupReader, WholeRows } from './rollup-reader.ts';
import { sqlIdentifier, sqlInteger } from './sql-literal.ts';
import { overSumsSql, unspanned, weighed, weights } from './visit-weights.ts';

/**
 * Reading a rollup (rollup.ts says which one answers a description exactly):
 * the FROM part the query builder wraps, the same WHERE as over events, an
 * inner query that sums the rows per dimension values and key, and the
 * engine's own outer aggregation. Where the store keeps whole units and
 * visitor firsts (the embedded store: whole-visits.ts, visitor-firsts.ts), the
 * rows that are a unit alone are taken as they are and visitors are counted
 * from firsts, as the state the rows were found in allows; where it also keeps
 * whole sums (whole-sums.ts), the settled and live readings add them instead
 * of reading those rows and the visit spans the range holds (visit-spans.ts),
 * in the weighted form (visit-weights.ts). What a store tells this reader is
 * in rollup-reader.ts.
 */

/** Ranges of more hours than this use the dialect's expression (the list is written into the SQL). */
export const MAX_LISTED_HOURS = 4_400;

/**
 * An event metric over per-key sums (one row per dimension values, session
 * and visitor): see rollupFromSql. Visitors, sessions and clicking visitors
 * count the keys' ids; the sums are overVisitsSql's.
 */
function overKeysSql(d: Dialect, m: AnalyticsMetric): string {
  const sessions = d.distinctIf('session_id', "session_id <> ''");
  switch (m) {
    case 'visitors':
      return d.distinctIf('visitor_id', "visitor_id <> ''");
    case 'sessions':
      return sessions;
    case 'unique_clicks':
      return d.distinctIf('visitor_id', "c > 0 AND visitor_id <> ''");
    case 'views_per_visit':
      return ratio(d.sum('pv'), sessions);
    default:
      if ((sessionMetrics as readonly string[]).includes(m)) throw new Error(`${m} is a visit metric`);
      return overVisitsSql(d, m);
  }
}

/**
 * A top list (one dimension, ordered by a count, then by the dimension, one
 * page of it): the values on that page are found first from the count alone,
 * one cheap GROUP BY, and only their visits are rebuilt. The same rows in the
 * same order as rebuilding every value's visits, since each value's row
 * depends on its own events only, and the count is an exact integer sum.
 */
function topValuesSql(
  reader: RollupReader,
  parts: StoredParts,
  q: QueryDescription,
  where: string,
  dims: AnalyticsDimension[],
): { column: string; ranked: string } | undefined {
  const [dim] = dims;
  if (dims.length !== 1 || dim === undefined || isTimeDimension(dim)) return undefined;
  const keys = orderKeys(q);
  const [first, second] = keys;
  const part = first ? countParts[first.key as AnalyticsMetric] : undefined;
  if (keys.length !== 2 || !first || !second || !part || second.key !== dim) return undefined;
  const column = sqlIdentifier(dim);
  const ranked = `SELECT ${column} AS k, ${reader.sum(parts.sum(part))} AS m FROM ${reader.table} WHERE ${where} GROUP BY ${column} ORDER BY m ${first.direction.toUpperCase()}, k ${second.direction.toUpperCase()} LIMIT ${sqlInteger(q.offset + q.limit)}`;
  return { column, ranked };
}

function dimensionSql(
  d: Dialect,
  reader: RollupReader,
  q: QueryDescription,
  range: MillisRange,
  dimension: AnalyticsDimension,
  once?: NameOnce,
  column?: string,
): string {
  if (!isTimeDimension(dimension)) return sqlIdentifier(dimension);
  if (!listsHours(reader, range)) return d.timeBucket(dimension, q.timeZone);
  const hours = (range.toMs - range.fromMs) / HOUR;
  const labels = Array.from({ length: hours }, (_, i) => bucketLabel(range.fromMs + i * HOUR, q.timeZone, dimension));
  return reader.hourBucket(labels, range.fromMs, once, column);
}

/** Whether the reader reads a time bucket from a list of the range's hours (else the dialect's expression). */
const listsHours = (
  reader: RollupReader,
  range: MillisRange,
): reader is RollupReader & Required<Pick<RollupReader, 'hourBucket'>> =>
  reader.hourBucket !== undefined && (range.toMs - range.fromMs) / HOUR <= MAX_LISTED_HOURS;

/** The WHERE every statement of a read of the rollup for (q, range) applies (as over events, in its columns). */
export function rollupWhereSql(
  dialect: Dialect,
  reader: RollupReader,
  rollup: Rollup,
  q: QueryDescription,
  range: MillisRange,
): string {
  const d = { ...dialect, table: reader.table, range: reader.range ?? dialect.range };
  return storedParts(rollup, reader).where(d, q, range);
}

/**
 * The FROM part of buildQuerySql (query-builder.ts) over the rollup. The same
 * WHERE as over events (the rollup's columns carry the events' names, `time`
 * being the hour); an inner query sums the rows per dimension values and key,
 * the outer one aggregates those sums:
 *
 * - visit metrics: the key is the visit, and the parts are those of
 *   visitPartsSql, so the outer query is overVisitsSql itself;
 * - event metrics only: the key is (session, visitor), so that distinct
 *   visitors, sessions and clicking visitors count every id the events carry.
 */
export function rollupFromSql(reader: RollupReader, rollup: Rollup) {
  const stored = storedParts(rollup, reader);
  return (
    dialect: Dialect,
    q: QueryDescription,
    range: MillisRange,
    dims: AnalyticsDimension[],
    options: BuildOptions,
  ): string => {
    const d = { ...dialect, table: reader.table, range: reader.range ?? dialect.range };
    const where = rollupWhereSql(dialect, reader, rollup, q, range);
    const whole = needsVisits(q) ? reader.wholeRows?.(where, q, dims) : undefined;
    const lists = new Map<string, string>();
    const once: NameOnce | undefined =
      whole &&
      ((list) => {
        const name = lists.get(list) ?? `list${lists.size}`;
        lists.set(list, name);
        return `(SELECT v FROM ${name})`;
      });
    const dimensionValues = dims.map((dim) => dimensionSql(d, reader, q, range, dim, once));
    const dimensions = dimensionValues.map((value, i) => `${value} AS ${dimensionAlias(i)}`);
    const byDimensions = dims.map((_, i) => dimensionAlias(i));
    // the parts the metrics read; the others are 0, so that no scan reads their columns (DuckDB reads every column
    // a branch of a UNION ALL names, used above it or not)
    const used = partsUsed(q);
    const part = (s: RollupSum, read: (column: string) => string = (c) => c) =>
      used.has(s) ? `${read(stored.sum(s))} AS ${s}` : `0 AS ${s}`;
    const sums = rollupSums.map((s) => part(s, reader.sum));
    if (!needsVisits(q)) {
      const inner = `SELECT ${[...dimensions, 'session_id', 'visitor_id', ...sums].join(', ')} FROM ${reader.table} WHERE ${where} GROUP BY ${[...byDimensions, 'session_id', 'visitor_id'].join(', ')}`;
      const select = [...byDimensions, ...q.metrics.map((m, i) => `${overKeysSql(d, m)} AS ${metricAlias(i)}`)];
      return `SELECT ${select.join(', ')} FROM (${inner}) AS keys`;
    }
    // a visit: its session, or for sessionless events each visitor (see above)
    const visit = ['session_id', "CASE WHEN session_id = '' THEN visitor_id ELSE '' END"];
    // visitors counted from firsts where the state's reading has them: f says whether a visit holds its visitor's
    // first row
    const first = whole?.case.firsts || whole?.live ? reader.firstRow?.(q, dims, range, once) : undefined;
    const isFirst = first && `CASE WHEN ${first.column} < ${first.before} THEN 1 ELSE 0 END`;
    // the whole rows' sums, in the case with firsts (visitors are counted from the rows' firsts there)
    const sum = whole && (isFirst || !q.metrics.includes('visitors')) ? reader.wholeSum?.(q, dims) : undefined;
    /** The visit's visitor: its id (v), and with firsts f, which a case with firsts says instead of the id. */
    const visitor = (id: string, flag: string, firsts = false) => {
      if (!isFirst) return [`${id} AS v`];
      return firsts ? ["'' AS v", `${flag} AS f`] : [`${id} AS v`, '0 AS f'];
    };
    /**
     * A live visit (LiveRows): its visitor counted by id when it has a row without firsts and the visitor no row
     * with firsts in its group (`known`), else from its firsts.
     */
    const liveVisitor = (live: LiveRows) =>
      isFirst
        ? [
            `CASE WHEN max(CASE WHEN ${live.pending} THEN 1 ELSE 0 END) = 1 AND (${[...byDimensions, 'min(visitor_id)'].join(', ')}) NOT IN (SELECT * FROM known) THEN min(visitor_id) ELSE '' END AS v`,
            `max(${isFirst}) AS f`,
          ]
        : visitor('min(visitor_id)', '');
    const parts = (firsts?: boolean, who = visitor('min(visitor_id)', `max(${isFirst})`, firsts)) => [
      ...sums,
      ...who,
      // a key of the grouping: no string aggregate needed
      'session_id AS sid',
      `${reader.max(stored.last)} - ${reader.min(stored.first)} AS dur`,
      `${q.goal?.kind === 'order' ? reader.sum(stored.sum('o')) : '0'} AS g`,
    ];
    // a visit's only row is that visit's parts already: no grouping for it (most visits lie in one hour)
    const own = (firsts: boolean) => [
      ...rollupSums.map((s) => part(s)),
      ...visitor('visitor_id', `${isFirst}`, firsts),
      "'-' AS sid",
      `${stored.last} - ${stored.first} AS dur`,
      `${q.goal?.kind === 'order' ? stored.sum('o') : '0'} AS g`,
    ];
    // only where the rows are ordered and paged (not when they are counted, or completed as a series)
    const top = options.unordered ? undefined : topValuesSql(reader, stored, q, where, dims);
    // the ranking runs once: before the cases where there are (each reads it), else as a subquery
    const ranked = top && (whole ? 'top' : `(${top.ranked}) AS ranked`);
    const onTop = top ? ` AND ${top.column} IN (SELECT k FROM ${ranked})` : '';
    const rows = `${where}${onTop}`;
    const grouped = (from: string, condition: string, firsts?: boolean, who?: string[]) =>
      `SELECT ${[...dimensions, ...parts(firsts, who)].join(', ')} FROM ${from} WHERE ${condition} GROUP BY ${[...byDimensions, ...visit].join(', ')}`;
    // whole rows as they are (or their sums) and the others grouped, in the state the rows were found in
    const wholeSql = (w: WholeRows) => {
      const live = sum ? w.live : undefined;
      const c = live ? live.case : w.case;
      // the settled and live readings add the sums, where a read has them
      const summing = sum !== undefined && c.firsts;
      // the visits of several rows the range (and bucket) holds whole, which the sums hold (visit-spans.ts)
      const [dim] = dims;
      const bucket = dim !== undefined && isTimeDimension(dim) ? dim : undefined;
      const bucketOf = bucket && ((column: string) => dimensionSql(d, reader, q, range, bucket, once, column));
      const spans =
        summing && w.spans && (!bucket || listsHours(reader, range))
          ? w.spans(range.fromMs, range.toMs, bucketOf)
          : undefined;
      const named = [...lists].map(([list, name]) => `${name} AS MATERIALIZED (SELECT ${list} AS v)`);
      const ctes = [...named, ...(top ? [`top AS MATERIALIZED (${top.ranked})`] : []), w.with];
      if (!summing) {
        const alone = c.alone(rows);
        const others = grouped(reader.table, [rows, w.within, c.others ?? `NOT (${alone})`].join(' AND '), c.firsts);
        const visits = `SELECT ${[...dimensions, ...own(c.firsts)].join(', ')} FROM ${w.on(reader.table)} WHERE ${rows} AND ${alone} UNION ALL ${others}`;
        // with sums (a read in the open state), in their weighted form all the same
        const weighted = `SELECT ${[...byDimensions, ...weighed(isFirst !== undefined)].join(', ')} FROM (${visits}) AS visits`;
        return `WITH ${ctes.join(', ')} ${sum ? weighted : visits}`;
      }
      const goal = q.goal?.kind === 'order';
      // each visit's counts, the whole rows' sums (with their firsts without a previous row), and the whole rows'
      // other firsts (a count per group); live, the hours held are left to the rows
      const kept = (column: string) => (live ? ` AND NOT ${live.held(column)}` : '');
      const summed = [
        ...rollupSums.map((s) => part(s)),
        `${stored.visits} AS w`,
        'bn',
        'vw',
        `${goal ? 'gw' : '0'} AS gw`,
        `${stored.duration} AS dur`,
        "'' AS v",
        `${first ? first.none : '0'} AS f`,
      ];
      const sumWhere = [`${whereSql(d, { ...q, filters: [] }, range)}${onTop}`];
      if (w.spans) sumWhere.push(spans ? spans.summed : unspanned);
      const covered = spans && `${spans.covered}${kept('span_first')}`;
      const grouping = [rows, w.within];
      if (covered) grouping.push(`(span_first IS NULL OR NOT (${covered}))`);
      const others = [...grouping, c.others ?? `NOT (${c.alone(rows)})`].join(' AND ');
      // live, the whole rows of the opened sessions too: a scan of their own, of the held hours (an OR of the two
      // conditions would read every row of the range before it tells them apart)
      const visits = [
        live
          ? grouped(
              `(SELECT * FROM ${reader.table} WHERE ${others} UNION ALL SELECT * FROM ${reader.table} WHERE ${[...grouping, live.reopened].join(' AND ')}) AS grouped`,
              'true',
              true,
              liveVisitor(live),
            )
          : grouped(reader.table, others, true),
      ];
      if (live) {
        visits.push(
          `SELECT ${[...dimensions, ...own(true)].join(', ')} FROM ${reader.table} WHERE ${rows} AND ${c.alone(rows)} AND ${live.held('time')} AND NOT ${live.opened}`,
        );
        ctes.push(live.with);
        // the visitors of rows without firsts that have rows with firsts, per group
        if (isFirst) {
          ctes.push(
            `known AS MATERIALIZED (SELECT DISTINCT ${[...dimensionValues, 'visitor_id'].join(', ')} FROM ${reader.table} WHERE ${rows} AND NOT ${live.pending} AND visitor_id IN (SELECT visitor_id FROM ${reader.table} WHERE ${rows} AND ${live.unsettled}))`,
          );
        }
      }
      const branches = [
        `SELECT ${[...byDimensions, ...weighed(isFirst !== undefined)].join(', ')} FROM (${visits.join(' UNION ALL ')}) AS visits`,
        `SELECT ${[...dimensions, ...summed].join(', ')} FROM ${w.on(sum)} WHERE ${sumWhere.join(' AND ')}${kept('time')}`,
      ];
      if (first) {
        const firsts = [...rollupSums, ...weights].map((s) => `0 AS ${s}`);
        const groupBy = byDimensions.length > 0 ? ` GROUP BY ${byDimensions.join(', ')}` : '';
        const alone = `${c.alone(rows)}${kept('time')}`;
        const summedRows = covered ? `((${alone}) OR (${covered}))` : alone;
        branches.push(
          `SELECT ${[...dimensions, ...firsts, "'' AS v", 'count(*) AS f'].join(', ')} FROM ${reader.table} WHERE ${rows} AND ${summedRows} AND ${first.returning} AND ${first.column} < ${first.before}${groupBy}`,
        );
      }
      return `WITH ${ctes.join(', ')} ${branches.join(' UNION ALL ')}`;
    };
    const inner = whole ? wholeSql(whole) : grouped(reader.table, rows);
    const metricSql = (m: AnalyticsMetric) => {
      if (sum) return overSumsSql(d, m);
      return m === 'visitors' && isFirst ? `${overVisitsSql(d, m)} + ${d.countIf('f = 1')}` : overVisitsSql(d, m);
    };
    const select = [...byDimensions, ...q.metrics.map((m, i) => `${metricSql(m)} AS ${metricAlias(i)}`)];
    return `SELECT ${select.join(', ')} FROM (${inner}) AS visits`;
  };
}
