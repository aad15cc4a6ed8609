import { timeGranularities } from '../analytics/time-buckets.ts';
import type { AiUnderstood } from '../schemas/ai.ts';
import { heldToOne } from './held-dimensions.ts';
import type { AiQuery } from './plan.ts';

const isTime = (d: string) => (timeGranularities as readonly string[]).includes(d);

/** The comparison range of a query: the one it names, or the same length just before its range. */
export function compareRangeOf(query: AiQuery): { from: string; to: string } | null {
  const c = query.compare;
  if (!c) return null;
  if (c.type === 'range') return { from: c.from, to: c.to };
  const from = Date.parse(query.range.from);
  const length = Date.parse(query.range.to) - from;
  return { from: new Date(from - length).toISOString(), to: new Date(from).toISOString() };
}

/**
 * What the assistant understood from a question, stated with the answer so
 * that the user can correct it ("and for France only?", "by week instead").
 */
export function understoodOf(query: AiQuery): AiUnderstood {
  const dimensions = query.dimensions.filter((d) => !heldToOne(d, query.filters));
  const ranking = dimensions.some((d) => !isTime(d));
  return {
    range: { from: query.range.from, to: query.range.to },
    compare: compareRangeOf(query),
    timeZone: query.timeZone,
    metrics: [...query.metrics],
    dimensions,
    filters: [...query.filters],
    limit: ranking ? query.limit : null,
  };
}
