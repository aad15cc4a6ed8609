import type { AnalyticsDimension, AnalyticsFilter, AnalyticsMetric } from '../../analytics/query.ts';
import { isValidTimeZone, type TimeGranularity } from '../../analytics/time-buckets.ts';
import {
  type AiChartKind,
  type AiPlan,
  type AiPlanRequest,
  type AiPlanResult,
  type AiQueryInput,
  type AiRefusalReason,
  aiPlanSchema,
  aiQuerySchema,
} from '../plan.ts';
import { askedChart, chartOf, isTime } from './chart.ts';
import { fitStep, goalFor, pathFilter, shape, stepFor } from './compose.ts';
import { defaultRange, readDates } from './dates.ts';
import { dimensionTerms } from './dimensions.ts';
import { readFilters } from './filters.ts';
import { followUpOf, isFollowUp } from './followup.ts';
import { detectLanguage } from './language.ts';
import { metricTerms } from './metrics.ts';
import { readRanking } from './ranking.ts';
import { namesHoliday, refusalOf, unreadable } from './refusals.ts';
import { findTerms, type Hit, normalize } from './text.ts';
import { timeTerms, trendWords } from './time-terms.ts';

/**
 * OSM5GPT's built-in planner: offline, deterministic and pure. It reads a
 * question in en, fr, ar or zh (dates.ts, metrics.ts, dimensions.ts,
 * filters.ts, ranking.ts, refusals.ts) and returns the query to run and the
 * chart to draw, or a refusal; with `previous` a follow-up changes only what
 * it says (followup.ts). The result always passes aiPlanSchema.
 */

type Term =
  | { kind: 'metric'; metric: AnalyticsMetric }
  | { kind: 'dimension'; dimension: AnalyticsDimension }
  | { kind: 'time'; step: TimeGranularity };

const terms: [string, Term][] = [
  ...metricTerms.map(([w, metric]) => [w, { kind: 'metric', metric }] as [string, Term]),
  ...dimensionTerms.map(([w, dimension]) => [w, { kind: 'dimension', dimension }] as [string, Term]),
  ...timeTerms.map(([w, step]) => [w, { kind: 'time', step }] as [string, Term]),
];

const unique = <T>(list: T[]) => [...new Set(list)];

const visitorTypeTerms = dimensionTerms.filter(([, d]) => d === 'visitor_type');

const conjunction = /(?:^|\s)(?:and|et|plus|as well as|along with|ainsi que)(?:\s|$)|[,&+]|^\s*و|و$|和|与|及|以及/;

/**
 * The metrics asked: the first one read, then each one joined to the
 * previous by "and", a comma, "et", "و", "和"… A metric word that is not
 * listed so is the subject of the first ("how long do *people* stay",
 * "durée des *visites*") and does not add a metric.
 */
function listedMetrics(text: string, hits: Hit<Term>[]): AnalyticsMetric[] {
  const metrics: AnalyticsMetric[] = [];
  const unlisted: AnalyticsMetric[] = [];
  let last: Hit<Term> | undefined;
  for (const h of hits) {
    if (h.value.kind !== 'metric') continue;
    if (!last || conjunction.test(text.slice(last.end, h.start + 1))) metrics.push(h.value.metric);
    else unlisted.push(h.value.metric);
    last = h;
  }
  // a count followed by a rate of it reads as the rate ("share of visits that bounce", "访客的跳出率")
  const rate = unlisted.find((m) => (rates as readonly string[]).includes(m));
  if (rate && metrics.length === 1 && (counts as readonly string[]).includes(metrics[0] ?? '')) return [rate];
  // "how many people opened the link": people are who clicked
  if (metrics.length === 1 && metrics[0] === 'visitors' && unlisted.includes('clicks')) return ['clicks'];
  return unique(metrics);
}

const reachWords =
  /(?<![a-z])(?:reach(?:ed|es)?|triggered|completed|fired|atteint|atteignent|declenche|complete)(?![a-z])|وصلت|وصل|اكملت|اطلقت|触发|完成|达成|到达/;

/** "how many" (not the "几" of "最近几天", "the last few days") */
const howMany = /how many|combien|كم |كم$|多少|几个|几件|几份/;
/** "orders with/containing the product": the whole orders, not the product's own lines */
const wholeOrders =
  /(?:orders?|purchases?|commandes?|achats?|طلبات|الطلبات|عمليات الشراء)\s+(?:with|containing|holding|including|that (?:hold|contain|include)|avec|contenant|comprenant|qui contiennent|التي تحتوي|تحتوي|تتضمن|فيها)|(?:包含|含有|含).{0,20}(?:订单|购买)/;

/** The question names a product (or several) whose sales it asks about. */
const namesProduct = (filters: readonly AnalyticsFilter[]) =>
  filters.some((f) => f.dimension === 'product' && (f.op === 'eq' || f.op === 'in'));

const counts = ['visitors', 'sessions', 'pageviews', 'events', 'clicks'] as const;
const rates = ['bounce_rate', 'visit_duration', 'views_per_visit', 'conversion_rate', 'average_order_value'] as const;

/** What a question says, before it meets the previous query. */
export interface Reading {
  metrics: AnalyticsMetric[];
  dimensions: AnalyticsDimension[];
  filters: AnalyticsFilter[];
  range?: { from: string; to: string };
  compare?: AiQueryInput['compare'];
  goal?: AiQueryInput['goal'];
  ranking: ReturnType<typeof readRanking>;
  includeBots: boolean;
  chart?: ReturnType<typeof askedChart>;
  trend: boolean;
}

export function readQuestion(text: string, question: string, req: AiPlanRequest): Reading {
  const dates = readDates(text, req.now, req.timeZone, (req.context ?? []).map(normalize));
  // "new vs returning" is a breakdown, not the filter "returning visitors"
  const breakdowns = findTerms(text, visitorTypeTerms, dates.spans);
  const read = readFilters(text, question, [...dates.spans, ...breakdowns], req.products);
  const hits = findTerms(
    text,
    terms,
    read.spans.filter((s) => !breakdowns.includes(s as never)),
  );
  // "signup event(s)" names an event: the word counts events only when no other metric is asked ("signup事件的转化")
  const named = (h: Hit<Term>) =>
    h.value.kind === 'metric' && h.value.metric === 'events' && read.eventName !== undefined;
  const others = hits.some((h) => h.value.kind === 'metric' && !named(h));
  let metrics = listedMetrics(
    text,
    hits.filter((h) => !(others && named(h))),
  );
  if (metrics.includes('p75_vital')) metrics = metrics.filter((m) => m !== 'avg_vital');
  // a viewed page (not the visits' entry or exit page) may be a goal
  const viewed = read.pathPlace === 'path' ? read.path : undefined;
  // "visits that reached / triggered the X event": the event is a goal, the visits its conversions
  if ((read.eventName || viewed) && reachWords.test(text) && !metrics.includes('conversion_rate')) {
    metrics = ['conversions'];
  }
  const vital = read.filters.some((f) => f.dimension === 'vital_name');
  if (vital && !metrics.some((m) => m === 'avg_vital' || m === 'p75_vital')) metrics.push('avg_vital');
  const single = new Set(read.filters.flatMap((f) => (f.op === 'eq' ? [f.dimension as string] : [])));
  if (read.path) single.add(read.pathPlace ?? 'path');
  let dimensions = unique(
    hits.flatMap((h) => (h.value.kind === 'dimension' && !single.has(h.value.dimension) ? [h.value.dimension] : [])),
  );
  const sold = namesProduct(read.filters);
  // "how many mugs did we sell": the items sold, not the money
  if (sold && howMany.test(text) && metrics.length === 1 && metrics[0] === 'revenue') metrics = ['quantity'];
  // a product named as what sold ("revenue of mug", "mugs sold") is read on its own lines, as the sales
  // tracker's product table counts it; "orders with mug" keeps the whole orders holding it
  if (sold && metrics.some((m) => m === 'revenue' || m === 'quantity') && !wholeOrders.test(text)) {
    dimensions = ['product', ...dimensions.filter((d) => d !== 'product')];
  }
  const steps = hits.flatMap((h) => (h.value.kind === 'time' ? [h.value.step] : []));
  const trend = trendWords.test(text);
  const range = dates.range;
  const step = steps.at(-1);
  if (step) dimensions = [...dimensions.filter((d) => !isTime(d)), step];
  const ranking = readRanking(text, dates.spans);
  const conversions = metrics.some((m) => m === 'conversions' || m === 'conversion_rate');
  const signup = /sign-?ups?|inscription|تسجيل|注册/.test(text);
  const filters = [...read.filters];
  if (read.eventName && !conversions) filters.push({ dimension: 'event_name', op: 'eq', value: read.eventName });
  // a viewed page is the goal when conversions are asked; an entry or exit page stays a filter
  const page =
    read.path && !(conversions && viewed) ? pathFilter(read.path, read.pathNegated, read.pathPlace) : undefined;
  if (page) filters.push(page);
  return {
    metrics,
    dimensions: dimensions.slice(0, 3),
    filters,
    ...(range ? { range } : {}),
    ...(dates.compare ? { compare: dates.compare } : {}),
    ...(conversions ? { goal: goalFor(read.eventName, viewed, signup) } : {}),
    ranking,
    includeBots: read.includeBots,
    chart: askedChart(text),
    trend,
  };
}

function build(reading: Reading, req: AiPlanRequest): AiQueryInput {
  const range = reading.range ?? defaultRange(req.now, req.timeZone);
  let metrics = reading.metrics;
  // a product alone ("how is the mug doing"): the orders holding it
  if (metrics.length === 0)
    metrics = [namesProduct(reading.filters) ? 'orders' : req.app === 'surl' ? 'clicks' : 'visitors'];
  let dimensions = reading.dimensions;
  const time = dimensions.find(isTime) as TimeGranularity | undefined;
  if (!time && reading.trend) dimensions = [...dimensions, stepFor(range.from, range.to)].slice(0, 3);
  dimensions = dimensions.map((d) => (isTime(d) ? fitStep(d as TimeGranularity, range.from, range.to) : d));
  return {
    range,
    timeZone: req.timeZone,
    metrics,
    dimensions,
    filters: reading.filters,
    ...shape(metrics, dimensions, reading.ranking),
    ...(reading.compare ? { compare: reading.compare } : {}),
    ...(reading.goal ? { goal: reading.goal } : {}),
    ...(reading.includeBots ? { includeBots: true } : {}),
  };
}

/** A plan before validation: its query may still lack defaults. */
type DraftPlan =
  | { kind: 'query'; query: AiQueryInput; chart: AiChartKind }
  | { kind: 'refusal'; reason: AiRefusalReason };

function planOf(req: AiPlanRequest, text: string): DraftPlan {
  const reading = readQuestion(text, req.question, req);
  const refusal = refusalOf(text) ?? (namesHoliday(text) ? 'ambiguous' : undefined);
  if (refusal) return { kind: 'refusal', reason: refusal };
  if (req.previous && isFollowUp(text, reading)) {
    const query = followUpOf(req.previous, reading, req);
    return { kind: 'query', query, chart: reading.chart ?? chartOf(query) };
  }
  // A range, comparison or filter alone ("compare this week with last week") asks for the app's main metric.
  const said = reading.range || reading.compare || reading.filters.length > 0;
  if (reading.metrics.length === 0 && reading.dimensions.length === 0 && !said) {
    return { kind: 'refusal', reason: unreadable(text) };
  }
  const query = build(reading, req);
  return { kind: 'query', query, chart: reading.chart ?? chartOf(query) };
}

export function planQuestion(request: AiPlanRequest): AiPlanResult {
  // the caller's part of the contract (the route checks both): a question is planned in a real zone at a real instant
  if (!isValidTimeZone(request.timeZone)) throw new TypeError(`planQuestion: unknown time zone "${request.timeZone}"`);
  if (Number.isNaN(Date.parse(request.now)))
    throw new TypeError(`planQuestion: now is not an instant: "${request.now}"`);
  // a previous query that does not read as one (an old or foreign shape) is left out rather than half-used
  const previous = request.previous && aiQuerySchema.safeParse(request.previous);
  const req: AiPlanRequest = { ...request, previous: previous?.success ? previous.data : undefined };
  const text = normalize(req.question ?? '');
  const language = req.language ?? detectLanguage(text);
  const checked = aiPlanSchema.safeParse(planOf(req, text));
  // Whatever this planner reads, it answers with a valid plan: an unusable reading is a question too vague to run.
  const plan: AiPlan = checked.success ? checked.data : { kind: 'refusal', reason: 'ambiguous' };
  return { ...plan, language };
}
