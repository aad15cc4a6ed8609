import {
  type AnalyticsMetric,
  enumerateBuckets,
  isNullableMetric,
  type MetricValues,
  type QueryColumn,
  type QueryDescription,
  type QueryDescriptionInput,
  type QueryResult,
  type QueryRow,
  queryDescriptionSchema,
} from '@osm5/shared';
import type { Dialect } from './dialect.ts';
import {
  buildQuerySql,
  dimensionAlias,
  type FromSql,
  groupCountSql,
  isTimeDimension,
  type MillisRange,
  metricAlias,
  orderKeys,
  totalsDescription,
} from './query-builder.ts';
import type { TotalsCache } from './totals-cache.ts';

/** Runs one SQL statement and returns its rows keyed by column alias. */
export type ExecuteSql = (sql: string) => Promise<Record<string, unknown>[]>;

/**
 * Both drivers hand back 64-bit counts as bigint or string and an empty mean
 * or ratio as NULL or nan: make every metric a number, and a ratio or mean of
 * nothing null.
 */
function metricValue(metric: AnalyticsMetric, raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : raw === null || raw === undefined ? Number.NaN : Number(raw);
  if (Number.isNaN(n) || !Number.isFinite(n)) return isNullableMetric(metric) ? null : 0;
  return n;
}

const emptyMetric = (metric: AnalyticsMetric) => (isNullableMetric(metric) ? null : 0);

function toRows(q: QueryDescription, raw: Record<string, unknown>[]): QueryRow[] {
  return raw.map((r) => {
    const row: QueryRow = {};
    q.dimensions.forEach((dim, i) => {
      row[dim] = String(r[dimensionAlias(i)] ?? '');
    });
    q.metrics.forEach((m, i) => {
      row[m] = metricValue(m, r[metricAlias(i)]);
    });
    return row;
  });
}

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * A series (a time bucket as the only dimension) lists every bucket of the
 * range, empty ones included, so charts need no gap logic and both dialects
 * agree on which buckets exist. Ordering and paging then happen here.
 */
function completeSeries(q: QueryDescription, range: MillisRange, rows: QueryRow[]): QueryRow[] {
  const dim = q.dimensions[0] as string;
  const byLabel = new Map(rows.map((r) => [r[dim] as string, r]));
  const labels = enumerateBuckets(range.fromMs, range.toMs, q.timeZone, q.dimensions[0] as 'day');
  const full = labels.map((label) => {
    const found = byLabel.get(label);
    if (found) return found;
    const empty: QueryRow = { [dim]: label };
    for (const m of q.metrics) empty[m] = emptyMetric(m);
    return empty;
  });
  const keys = orderKeys(q);
  full.sort((a, b) => {
    for (const k of keys) {
      const c = compareValues(a[k.key] ?? null, b[k.key] ?? null);
      // nulls last in both directions, like NULLS LAST in SQL
      if (c !== 0) return a[k.key] === null || b[k.key] === null || k.direction === 'asc' ? c : -c;
    }
    return 0;
  });
  return full.slice(q.offset, q.offset + q.limit);
}

/**
 * Where a description is read from over one range: a rollup's FROM part when
 * the rollup answers it exactly, else undefined (the events table). A source
 * may depend on the state of the data (whole-visits.ts): its statements then
 * fail with STALE_SOURCE when a write changed that state before they ran, and
 * the read asks for its source again.
 */
export type SourceFor = (q: QueryDescription, range: MillisRange) => FromSql | undefined | Promise<FromSql | undefined>;

/** What a statement's error says when its source no longer fits the data (a write came in between). */
export const STALE_SOURCE = 'osm5: the data changed under this read';
const STALE_TRIES = 3;

/** `read` with the source of (q, range), again with a new source while the statement finds it stale. */
async function withSource<T>(
  sourceFor: SourceFor | undefined,
  q: QueryDescription,
  range: MillisRange,
  read: (from?: FromSql) => Promise<T>,
): Promise<T> {
  for (let tries = 1; ; tries++) {
    const from = await sourceFor?.(q, range);
    try {
      return await read(from);
    } catch (error) {
      if (tries >= STALE_TRIES || !(error instanceof Error) || !error.message.includes(STALE_SOURCE)) throw error;
    }
  }
}

async function rowsFor(dialect: Dialect, execute: ExecuteSql, q: QueryDescription, range: MillisRange, from?: FromSql) {
  const [first] = q.dimensions;
  const series = q.dimensions.length === 1 && first !== undefined && isTimeDimension(first);
  const rows = toRows(q, await execute(buildQuerySql(dialect, q, range, { unordered: series, from })));
  return series ? completeSeries(q, range, rows) : rows;
}

async function totalsFor(
  dialect: Dialect,
  execute: ExecuteSql,
  q: QueryDescription,
  range: MillisRange,
  from?: FromSql,
) {
  const [raw] = await execute(buildQuerySql(dialect, q, range, { totals: true, from }));
  const totals: MetricValues = {};
  q.metrics.forEach((m, i) => {
    totals[m] = raw ? metricValue(m, raw[metricAlias(i)]) : emptyMetric(m);
  });
  return totals;
}

/** The rows before limit and offset: a series has every bucket of the range, other queries count their groups. */
async function totalFor(
  dialect: Dialect,
  execute: ExecuteSql,
  q: QueryDescription,
  range: MillisRange,
  from?: FromSql,
): Promise<number> {
  const [first] = q.dimensions;
  if (q.dimensions.length === 1 && first !== undefined && isTimeDimension(first)) {
    return enumerateBuckets(range.fromMs, range.toMs, q.timeZone, first).length;
  }
  const [raw] = await execute(groupCountSql(dialect, q, range, from));
  return Number(raw?.n ?? 0);
}

async function resultFor(
  dialect: Dialect,
  execute: ExecuteSql,
  q: QueryDescription,
  range: MillisRange,
  sourceFor?: SourceFor,
  cache?: TotalsCache,
) {
  // the totals group no dimension: their source is chosen without them (a smaller rollup may answer them)
  const totalsOf = (metrics: AnalyticsMetric[]) => {
    const asked = totalsDescription({ ...q, metrics });
    return withSource(sourceFor, asked, range, (from) => totalsFor(dialect, execute, asked, range, from));
  };
  // the same totals are asked by several reports of a page: read once while the data is unchanged (totals-cache.ts)
  const readTotals = () => (cache ? cache.totals(q, range, totalsOf) : totalsOf(q.metrics));
  // Without dimensions the one row is the totals: one query, not two.
  if (q.dimensions.length === 0) {
    const totals = await readTotals();
    return { rows: [{ ...totals }] as QueryRow[], totals, total: q.withTotal ? 1 : undefined };
  }
  const [[rows, total], totals] = await Promise.all([
    withSource(sourceFor, q, range, (from) =>
      Promise.all([
        rowsFor(dialect, execute, q, range, from),
        q.withTotal ? totalFor(dialect, execute, q, range, from) : undefined,
      ]),
    ),
    readTotals(),
  ]);
  return { rows, totals, total };
}

function compareRange(q: QueryDescription, main: MillisRange): MillisRange | undefined {
  if (!q.compare) return undefined;
  if (q.compare.type === 'range') return { fromMs: Date.parse(q.compare.from), toMs: Date.parse(q.compare.to) };
  const length = main.toMs - main.fromMs;
  return { fromMs: main.fromMs - length, toMs: main.fromMs };
}

/**
 * Validates the description (it is the only thing that shapes the SQL), then runs main, totals and comparison,
 * each range from a rollup when sourceFor offers one (it does only where the answer is the same), the totals
 * from the cache when the store keeps one (totals-cache.ts).
 */
export async function runQuery(
  dialect: Dialect,
  execute: ExecuteSql,
  input: QueryDescriptionInput,
  sourceFor?: SourceFor,
  cache?: TotalsCache,
): Promise<QueryResult> {
  const q = queryDescriptionSchema.parse(input);
  const main: MillisRange = { fromMs: Date.parse(q.range.from), toMs: Date.parse(q.range.to) };
  const other = compareRange(q, main);
  const [current, previous] = await Promise.all([
    resultFor(dialect, execute, q, main, sourceFor, cache),
    other ? resultFor(dialect, execute, q, other, sourceFor, cache) : undefined,
  ]);
  const columns: QueryColumn[] = [
    ...q.dimensions.map((name) => ({ name, kind: 'dimension' as const })),
    ...q.metrics.map((name) => ({ name, kind: 'metric' as const })),
  ];
  const result: QueryResult = { columns, rows: current.rows, totals: current.totals };
  if (current.total !== undefined) result.total = current.total;
  if (previous && other) {
    result.compare = {
      range: { from: new Date(other.fromMs).toISOString(), to: new Date(other.toMs).toISOString() },
      rows: previous.rows,
      totals: previous.totals,
    };
  }
  return result;
}
