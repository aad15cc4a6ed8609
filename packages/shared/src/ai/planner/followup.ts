import type { AnalyticsFilter } from '../../analytics/query.ts';
import type { TimeGranularity } from '../../analytics/time-buckets.ts';
import type { AiPlanRequest, AiQuery, AiQueryInput } from '../plan.ts';
import { isTime } from './chart.ts';
import { fitStep, shape } from './compose.ts';
import type { Reading } from './index.ts';

/**
 * A follow-up changes only what it says: "and for France only?" adds (or
 * replaces) the country filter, "by week instead" the step, "what about
 * last month?" the range, "now as a table" the chart, "and the bounce
 * rate?" the metric. Everything else is the previous query's.
 */
const markers =
  /^(?:and|what about|how about|same|now|instead|ok|okay|also|only|just|et|et pour|et en|et sur|maintenant|plutot|pareil|meme chose|و|وماذا|ماذا عن|والان|الان|فقط|那|那么|再|现在|换成|改成|只看|仅看)(?![a-z])|(?<![a-z])(?:instead|plutot|a la place|only|seulement|uniquement)(?![a-z])|بدلا|بدل ذلك|فقط|改为|换成|改成|呢[?]?$|只看|仅/;

export function isFollowUp(text: string, reading: Reading): boolean {
  return markers.test(text) || (reading.metrics.length === 0 && reading.dimensions.length === 0);
}

export function followUpOf(prev: AiQuery, reading: Reading, req: AiPlanRequest): AiQueryInput {
  const range = reading.range ?? prev.range;
  const metrics = reading.metrics.length > 0 ? reading.metrics : prev.metrics;
  const said = new Set(reading.filters.map((f) => f.dimension));
  const filters: AnalyticsFilter[] = [...prev.filters.filter((f) => !said.has(f.dimension)), ...reading.filters];
  let dimensions = prev.dimensions;
  if (reading.dimensions.length > 0) {
    const onlyTime = reading.dimensions.every(isTime);
    dimensions = onlyTime ? [...prev.dimensions.filter((d) => !isTime(d)), ...reading.dimensions] : reading.dimensions;
  }
  dimensions = dimensions.map((d) => (isTime(d) ? fitStep(d as TimeGranularity, range.from, range.to) : d));
  const reshaped = reading.dimensions.length > 0 || reading.ranking.limit !== undefined || reading.metrics.length > 0;
  const order = reshaped ? shape(metrics, dimensions, reading.ranking) : { orderBy: prev.orderBy, limit: prev.limit };
  const compare = reading.compare ?? (reading.range && prev.compare?.type === 'range' ? undefined : prev.compare);
  const conversions = metrics.some((m) => m === 'conversions' || m === 'conversion_rate');
  const goal = reading.goal ?? (conversions ? (prev.goal ?? { kind: 'order' as const }) : undefined);
  return {
    range,
    timeZone: req.timeZone,
    metrics,
    dimensions,
    filters,
    ...(order.orderBy ? { orderBy: order.orderBy } : {}),
    ...(order.limit !== undefined ? { limit: order.limit } : {}),
    ...(compare ? { compare } : {}),
    ...(goal ? { goal } : {}),
    ...(reading.includeBots || prev.includeBots ? { includeBots: true } : {}),
  };
}
