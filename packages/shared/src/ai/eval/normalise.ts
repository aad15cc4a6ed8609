import type { AiPlanResult, AiQuery } from '../plan.ts';
import type { EvalCase, Want } from './types.ts';

/**
 * Both sides of a comparison in one comparable form: ranges as local days
 * (or local minutes when not at midnight) in the case's zone, filters in a
 * stable order, and the documented defaults of a Want filled in.
 */
const DEFAULT_TOP = 10;
const SERIES_LIMIT = 5000;
const SCHEMA_LIMIT = 100;
const timeSteps = ['hour', 'day', 'week', 'month'];

function local(iso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const p of f.formatToParts(Date.parse(iso))) parts[p.type] = p.value;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return parts.hour === '00' && parts.minute === '00' ? day : `${day}T${parts.hour}:${parts.minute}`;
}

/** The default range of the sets: the last 30 days, today included. */
function last30(now: string, timeZone: string): [string, string] {
  const today = local(now, timeZone).slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = (n: number) => new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
  return [day(-29), day(1)];
}

const chartOf = (dims: string[], metrics: string[]) =>
  dims.length === 0
    ? 'number'
    : dims.length === 1 && timeSteps.includes(dims[0] ?? '')
      ? 'line'
      : dims.length > 1 || metrics.length > 1
        ? 'table'
        : dims[0] === 'country'
          ? 'map'
          : 'bar';

const sortedFilters = (f: unknown[]) => f.map((x) => JSON.stringify(x, Object.keys(x as object).sort())).sort();

export function expected(c: EvalCase, now: string, timeZone: string): unknown {
  if ('refuse' in c.want) return { refusal: c.want.refuse };
  const w = c.want as Want;
  const metrics = Array.isArray(w.m) ? w.m : [w.m];
  const dims = w.d ?? [];
  const series = dims.some((d) => timeSteps.includes(d));
  const order =
    dims.length === 0
      ? { order: null, limit: SCHEMA_LIMIT }
      : w.top !== undefined
        ? { order: `${metrics[0]} ${w.asc ? 'asc' : 'desc'}`, limit: w.top }
        : series
          ? { order: null, limit: SERIES_LIMIT }
          : { order: `${metrics[0]} ${w.asc ? 'asc' : 'desc'}`, limit: DEFAULT_TOP };
  return {
    metrics,
    range: w.r ?? last30(now, timeZone),
    dimensions: dims,
    filters: sortedFilters(w.f ?? []),
    ...order,
    compare: w.cmp ?? null,
    goal: w.goal ?? null,
    bots: w.bots ?? false,
    chart: w.chart ?? chartOf(dims, metrics),
  };
}

export function actual(r: AiPlanResult, timeZone: string): unknown {
  if (r.kind === 'refusal') return { refusal: r.reason };
  const q: AiQuery = r.query;
  return {
    metrics: q.metrics,
    range: [local(q.range.from, timeZone), local(q.range.to, timeZone)],
    dimensions: q.dimensions,
    filters: sortedFilters(q.filters),
    order: q.orderBy?.[0] ? `${q.orderBy[0].key} ${q.orderBy[0].direction}` : null,
    limit: q.limit,
    compare: !q.compare
      ? null
      : q.compare.type === 'previous'
        ? 'previous'
        : [local(q.compare.from, timeZone), local(q.compare.to, timeZone)],
    goal: q.goal ?? null,
    bots: q.includeBots,
    chart: r.chart,
  };
}
