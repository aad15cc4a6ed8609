import {
  type AnalyticsFilter,
  type AnalyticsMetric,
  bucketLabel,
  type EventType,
  enumerateBuckets,
  type Goal,
  goalMatches,
  isDerivedDimension,
  isOrderLineDimension,
  isVisitDimension,
  type MetricValues,
  type QueryDescription,
  type QueryDescriptionInput,
  type QueryResult,
  type QueryRow,
  queryDescriptionSchema,
  timeGranularities,
  VISITOR_LOOKBACK_DAYS,
  vitalRating,
} from '@osm5/shared';
import type { EventRow } from '../event-row.ts';
import { decodeOrderLines, productOf } from '../order-lines.ts';

/**
 * The query semantics written in plain TypeScript over an array of rows: the
 * oracle both SQL dialects must agree with. Deliberately naive; it shares only
 * the bucket labelling with the store (time-buckets.ts) and the goal matching
 * (goal-match.ts), and that is what it proves the databases compute identically.
 */
const isTime = (d: string) => (timeGranularities as readonly string[]).includes(d);
const utf8 = (s: string) => Buffer.from(s, 'utf8');

/** The value of a column or a derived dimension (visitor_type) of a row. */
type ReadValue = (row: EventRow, dimension: string) => string;
export const columnOf: ReadValue = (row, dimension) => row[dimension as 'path'];

/** Whether a value passes a filter's test. */
export function testValue(v: string, f: AnalyticsFilter): boolean {
  switch (f.op) {
    case 'eq':
      return v === f.value;
    case 'neq':
      return v !== f.value;
    case 'contains':
      return v.includes(f.value);
    case 'starts_with':
      return v.startsWith(f.value);
    case 'in':
      return f.values.includes(v);
    case 'not_in':
      return !f.values.includes(v);
  }
}

/**
 * Whether an event passes a filter: its value does, or for a product, one of
 * its order's lines does (neq and not_in: none of them is one of the values).
 */
export function passes(row: EventRow, f: AnalyticsFilter, readValue: ReadValue = columnOf): boolean {
  if (!isOrderLineDimension(f.dimension)) return testValue(readValue(row, f.dimension), f);
  const lines = row.type === 'ecommerce' ? decodeOrderLines(row.order_lines) : [];
  const values = lines.map((l) => (f.dimension === 'product' ? productOf(l) : l.id));
  if (f.op === 'neq') return !values.includes(f.value);
  if (f.op === 'not_in') return !values.some((v) => f.values.includes(v));
  return values.some((v) => testValue(v, f));
}

const inScopeOf = (rows: EventRow[], q: QueryDescription, fromMs: number, toMs: number) => {
  const s = q.scope;
  return rows.filter(
    (r) =>
      r.tenant_id === s.tenantId &&
      (s.workspaceId === undefined || r.workspace_id === s.workspaceId) &&
      (s.itemId === undefined || r.item_id === s.itemId) &&
      (s.itemIds === undefined || s.itemIds.includes(r.item_id)) &&
      r.time >= fromMs &&
      r.time < toMs &&
      (q.includeBots || !r.is_bot),
  );
};

/**
 * visitor_type, naively: a visit (by `key`) is new when one of its events in
 * the lookback is its visitor's earliest event there.
 */
export function visitorTypes(
  rows: EventRow[],
  q: QueryDescription,
  fromMs: number,
  toMs: number,
  key: (r: EventRow) => string = (r) => r.session_id || r.id,
): (r: EventRow) => string {
  const lookback = inScopeOf(rows, q, fromMs - VISITOR_LOOKBACK_DAYS * 86_400_000, toMs).filter(
    (r) => r.visitor_id !== '',
  );
  const first = new Map<string, number>();
  for (const r of lookback) first.set(r.visitor_id, Math.min(first.get(r.visitor_id) ?? r.time, r.time));
  const fresh = new Set(lookback.filter((r) => first.get(r.visitor_id) === r.time).map(key));
  return (r) => (r.visitor_id === '' ? '' : fresh.has(key(r)) ? 'new' : 'returning');
}

/**
 * The entry or exit page of an event's visit (by session, a sessionless event
 * its own visit): the first or last viewed path among `inScope`, the events
 * of the scope and range, unfiltered.
 */
export function visitPages(inScope: EventRow[]): (r: EventRow, dimension: 'entry_page' | 'exit_page') => string {
  const key = (r: EventRow) => r.session_id || r.id;
  const views = new Map<string, EventRow[]>();
  for (const r of inScope)
    if (r.type === 'pageview' || r.type === 'screenview') views.set(key(r), [...(views.get(key(r)) ?? []), r]);
  for (const list of views.values()) list.sort((a, b) => a.time - b.time);
  return (r, dimension) => {
    const list = views.get(key(r));
    return (dimension === 'entry_page' ? list?.[0] : list?.at(-1))?.path ?? '';
  };
}

/** The events a description reads: scope, range, bots, filters and segment (the flow reads them too). */
export function select(rows: EventRow[], q: QueryDescription, fromMs: number, toMs: number): EventRow[] {
  const inScope = inScopeOf(rows, q, fromMs, toMs);
  const typeOf = visitorTypes(rows, q, fromMs, toMs);
  const pageOf = visitPages(inScope);
  const readValue: ReadValue = (r, d) =>
    isDerivedDimension(d) ? typeOf(r) : isVisitDimension(d) ? pageOf(r, d) : columnOf(r, d);
  // a segment keeps whole visits (a sessionless event is its own visit)
  const key = (r: EventRow) => r.session_id || r.id;
  const visitsWith = (list: AnalyticsFilter[]) =>
    new Set(inScope.filter((r) => list.every((f) => passes(r, f, readValue))).map(key));
  const kept = [q.segment?.filters, q.segment?.also].flatMap((list) => (list ? [visitsWith(list)] : []));
  return inScope.filter((r) => q.filters.every((f) => passes(r, f, readValue)) && kept.every((k) => k.has(key(r))));
}

const isView = (r: EventRow) => r.type === 'pageview' || r.type === 'screenview';

/** The one matching function of the shared package: the engine must count what it decides. */
const goalHit = (r: EventRow, goal: Goal) =>
  goalMatches(goal, {
    type: r.type as EventType,
    path: r.path,
    eventName: r.event_name,
    props: r.props,
    revenue: r.revenue,
  });

/** An order's rows as a product dimension reads them: one per line, with the line's revenue and quantity. */
function orderLineRows(rows: EventRow[]): EventRow[] {
  return rows.flatMap((r) =>
    r.type !== 'ecommerce'
      ? []
      : decodeOrderLines(r.order_lines).map(
          (l) =>
            ({
              ...r,
              revenue: l.revenue,
              quantity: l.quantity,
              product: productOf(l),
              product_sku: l.id,
            }) as EventRow,
        ),
  );
}

const ratio = (a: number, b: number) => (b === 0 ? null : a / b);

/** The visits with an event reaching the goal. */
const convertedVisits = (visits: EventRow[][], goal: Goal) => visits.filter((v) => v.some((r) => goalHit(r, goal)));

/** Visits of a group: events by session id (sessionless events are no visit). */
function visitsOf(rows: EventRow[]): EventRow[][] {
  const visits = new Map<string, EventRow[]>();
  for (const r of rows) if (r.session_id !== '') visits.set(r.session_id, [...(visits.get(r.session_id) ?? []), r]);
  return [...visits.values()];
}

function metric(rows: EventRow[], m: AnalyticsMetric, goal: Goal | undefined): number | null {
  const distinct = (key: 'visitor_id' | 'session_id', of = rows) =>
    new Set(of.map((r) => r[key]).filter((v) => v !== '')).size;
  const sum = (key: 'revenue' | 'value' | 'vital_value' | 'quantity', of = rows) => of.reduce((a, r) => a + r[key], 0);
  const views = rows.filter(isView).length;
  const orders = rows.filter((r) => r.type === 'ecommerce').length;
  const vitals = rows.filter((r) => r.type === 'vital');
  const visits = visitsOf(rows);
  const converted = goal ? visits.filter((v) => v.some((r) => goalHit(r, goal))).length : 0;
  switch (m) {
    case 'events':
      return rows.length;
    case 'visitors':
      return distinct('visitor_id');
    case 'sessions':
      return distinct('session_id');
    case 'pageviews':
      return views;
    case 'clicks':
      return rows.filter((r) => r.type === 'click').length;
    case 'unique_clicks':
      return distinct(
        'visitor_id',
        rows.filter((r) => r.type === 'click'),
      );
    case 'revenue':
      return sum('revenue');
    case 'value':
      return sum('value');
    case 'orders':
      return orders;
    case 'average_order_value':
      return ratio(sum('revenue'), orders);
    case 'quantity':
      return sum('quantity');
    case 'views_per_visit':
      return ratio(views, distinct('session_id'));
    case 'bounce_rate': {
      const viewed = visits.map((v) => v.filter(isView).length).filter((n) => n >= 1);
      return ratio(viewed.filter((n) => n === 1).length, viewed.length);
    }
    case 'visit_duration': {
      const total = visits.reduce(
        (a, v) => a + Math.max(...v.map((r) => r.time)) - Math.min(...v.map((r) => r.time)),
        0,
      );
      const mean = ratio(total, visits.length);
      return mean === null ? null : mean / 1000;
    }
    case 'conversions':
      return converted;
    case 'conversion_rate':
      return ratio(converted, visits.length);
    case 'conversion_revenue':
      return goal ? sum('revenue', convertedVisits(visits, goal).flat()) : 0;
    case 'avg_vital':
      return ratio(sum('vital_value', vitals), vitals.length);
    case 'p75_vital': {
      const sorted = vitals.map((r) => r.vital_value).sort((a, b) => a - b);
      return sorted.length === 0 ? null : (sorted[Math.ceil(0.75 * sorted.length) - 1] as number);
    }
  }
}

function compare(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(utf8(a), utf8(b));
  return a < b ? -1 : 1;
}

function part(rows: EventRow[], q: QueryDescription, fromMs: number, toMs: number) {
  const selected = select(rows, q, fromMs, toMs);
  // a product filter keeps only the lines passing it where lines are read
  const lineFilters = q.filters.filter((f) => isOrderLineDimension(f.dimension));
  const picked = q.dimensions.some(isOrderLineDimension)
    ? orderLineRows(selected).filter((r) => lineFilters.every((f) => testValue(columnOf(r, f.dimension), f)))
    : selected;
  const typeOf = visitorTypes(rows, q, fromMs, toMs);
  const totals: MetricValues = {};
  for (const m of q.metrics) totals[m] = metric(picked, m, q.goal);
  if (q.dimensions.length === 0) return { rows: [{ ...totals }] as QueryRow[], totals, total: 1 };

  const plainKey = (r: EventRow, d: string) =>
    isTime(d)
      ? bucketLabel(r.time, q.timeZone, d as 'day')
      : isDerivedDimension(d)
        ? typeOf(r)
        : d === 'vital_rating'
          ? vitalRating(r.type, r.vital_name, r.vital_value)
          : r[d as 'path'];
  // a visit dimension is the first or last viewed path of the visit's events that share the other dimensions
  const visitValue = new Map<EventRow, Record<string, string>>();
  if (q.dimensions.some(isVisitDimension)) {
    const slices = new Map<string, EventRow[]>();
    for (const r of picked) {
      const id = JSON.stringify([
        ...q.dimensions.filter((d) => !isVisitDimension(d)).map((d) => plainKey(r, d)),
        r.session_id || r.id,
      ]);
      slices.set(id, [...(slices.get(id) ?? []), r]);
    }
    for (const slice of slices.values()) {
      const viewed = slice.filter(isView).sort((a, b) => a.time - b.time);
      const values = { entry_page: viewed[0]?.path ?? '', exit_page: viewed.at(-1)?.path ?? '' };
      for (const r of slice) visitValue.set(r, values);
    }
  }
  const keyOf = (r: EventRow) =>
    q.dimensions.map((d) => (isVisitDimension(d) ? (visitValue.get(r)?.[d] ?? '') : plainKey(r, d)));
  const groups = new Map<string, { key: string[]; rows: EventRow[] }>();
  for (const r of picked) {
    const key = keyOf(r);
    const id = JSON.stringify(key);
    const g = groups.get(id) ?? { key, rows: [] };
    g.rows.push(r);
    groups.set(id, g);
  }
  const series = q.dimensions.length === 1 && isTime(q.dimensions[0] as string);
  if (series) {
    for (const label of enumerateBuckets(fromMs, toMs, q.timeZone, q.dimensions[0] as 'day')) {
      const id = JSON.stringify([label]);
      if (!groups.has(id)) groups.set(id, { key: [label], rows: [] });
    }
  }
  const out: QueryRow[] = [...groups.values()].map((g) => {
    const row: QueryRow = {};
    q.dimensions.forEach((d, i) => {
      row[d] = g.key[i] as string;
    });
    for (const m of q.metrics) row[m] = metric(g.rows, m, q.goal);
    return row;
  });
  const timeDim = q.dimensions.find(isTime);
  const keys = [
    ...(q.orderBy ??
      (timeDim ? [{ key: timeDim, direction: 'asc' }] : [{ key: q.metrics[0] as string, direction: 'desc' }])),
  ];
  for (const d of q.dimensions) if (!keys.some((k) => k.key === d)) keys.push({ key: d, direction: 'asc' });
  out.sort((a, b) => {
    for (const k of keys) {
      const x = a[k.key] ?? null;
      const y = b[k.key] ?? null;
      const c = compare(x, y);
      if (c !== 0) return x === null || y === null || k.direction === 'asc' ? c : -c;
    }
    return 0;
  });
  return { rows: out.slice(q.offset, q.offset + q.limit), totals, total: out.length };
}

export function referenceQuery(rows: EventRow[], input: QueryDescriptionInput): QueryResult {
  const q = queryDescriptionSchema.parse(input);
  const fromMs = Date.parse(q.range.from);
  const toMs = Date.parse(q.range.to);
  const main = part(rows, q, fromMs, toMs);
  const result: QueryResult = {
    columns: [
      ...q.dimensions.map((name) => ({ name, kind: 'dimension' as const })),
      ...q.metrics.map((name) => ({ name, kind: 'metric' as const })),
    ],
    rows: main.rows,
    totals: main.totals,
  };
  if (q.withTotal) result.total = main.total;
  if (q.compare) {
    const [cf, ct] =
      q.compare.type === 'range'
        ? [Date.parse(q.compare.from), Date.parse(q.compare.to)]
        : [fromMs - (toMs - fromMs), fromMs];
    const { rows: otherRows, totals: otherTotals } = part(rows, q, cf, ct);
    result.compare = {
      range: { from: new Date(cf).toISOString(), to: new Date(ct).toISOString() },
      rows: otherRows,
      totals: otherTotals,
    };
  }
  return result;
}
