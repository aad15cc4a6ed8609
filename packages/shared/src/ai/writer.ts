import type { AnalyticsMetric, MetricValues, QueryRow } from '../analytics/query.ts';
import { timeGranularities } from '../analytics/time-buckets.ts';
import { isolate } from '../bidi-isolate.ts';
import type { AiUnderstood } from '../schemas/ai.ts';
import { heldToOne } from './held-dimensions.ts';
import type { AiApp, AiLanguage, AiPlanResult, AiQuery } from './plan.ts';
import { isRate, ValueFormat } from './writer-format.ts';
import { writerPhrases } from './writer-phrases.ts';

/**
 * OSM5GPT's writer: the answer's text, composed only from the computed
 * result (never a figure of its own), in the question's language. It states
 * the range and filters it understood, compares with the other period when
 * there is one, names the top row of a ranking, and for a refusal says what
 * it can answer.
 */
export interface WriterResult {
  rows: QueryRow[];
  totals: MetricValues;
  compare?: { rows: QueryRow[]; totals: MetricValues };
}

export interface WriteAnswerInput {
  plan: AiPlanResult;
  /** what was understood (null for a refusal) */
  understood: AiUnderstood | null;
  /** the query's result (absent for a refusal) */
  result?: WriterResult;
  language: AiLanguage;
  timeZone: string;
  itemName: string;
  /** which metrics and dimensions a refusal lists */
  app: AiApp;
  /** the site's currency, for revenue */
  currency?: string;
}

/** How many rows of a ranking the text lists (the chart shows them all). */
export const WRITER_MAX_ROWS = 5;

/** Metrics whose values add up across rows, so that a row's share of the total means something. */
const additive: readonly string[] = ['events', 'pageviews', 'clicks', 'revenue', 'value', 'orders', 'conversions'];
const isTime = (d: string) => (timeGranularities as readonly string[]).includes(d);

/** What a refusal offers, per application: the metrics and dimensions users ask about most. */
const offered: Record<AiApp, { metrics: string[]; dimensions: string[] }> = {
  surl: {
    metrics: ['clicks', 'unique_clicks', 'visitors'],
    dimensions: ['day', 'country', 'city', 'device_type', 'browser', 'os', 'referrer_host', 'trigger', 'destination'],
  },
  analytics: {
    metrics: ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration', 'revenue', 'orders', 'conversions'],
    dimensions: ['day', 'path', 'country', 'device_type', 'browser', 'channel', 'utm_source', 'utm_campaign'],
  },
};

export function writeAnswer(input: WriteAnswerInput): string {
  const phrases = writerPhrases[input.language];
  if (input.plan.kind === 'refusal') {
    const f = new ValueFormat(input.language, input.timeZone, phrases);
    const { metrics, dimensions } = offered[input.app];
    const canAnswer = phrases.canAnswer(
      f.list(metrics.map((m) => f.metricName(m, true))),
      f.list(dimensions.map((d) => f.dimensionName(d, true))),
      f.list(phrases.rangeExamples, 'disjunction'),
    );
    return `${phrases.refusal[input.plan.reason](isolate(input.itemName))}${phrases.gap}${canAnswer}`;
  }
  const query = input.plan.query;
  const vital = query.filters.find((x) => x.dimension === 'vital_name' && x.op === 'eq');
  const f = new ValueFormat(
    input.language,
    input.timeZone,
    phrases,
    input.currency,
    vital && 'value' in vital ? vital.value : undefined,
  );
  const understood = input.understood;
  const range = understood?.range ?? query.range;
  let opening = phrases.scope(isolate(input.itemName), f.range(range));
  if (query.filters.length > 0) {
    const onLines = query.dimensions.includes('product');
    opening += phrases.where(f.list(query.filters.map((x) => f.filter(x, onLines))));
  }
  opening += phrases.colon;

  const result = input.result;
  if (!result || (result.rows.length === 0 && allEmpty(result.totals, query.metrics))) {
    return `${opening}\n${phrases.noData}`;
  }
  const compareRange = understood?.compare ? f.range(understood.compare) : null;
  /** ", +12.5% against 1,097 on 2–31 Oct 2026", or '' without a comparison */
  const versus = (metric: AnalyticsMetric): string => {
    const current = result.totals[metric];
    const previous = result.compare?.totals[metric];
    if (compareRange === null || previous === undefined || previous === null) return '';
    if (current === null || current === undefined) return '';
    if (previous === 0 && !isRate(metric)) {
      return current === 0 ? '' : phrases.comparedFromZero(f.metric(metric, 0), compareRange);
    }
    return phrases.compared(f.change(metric, current, previous), f.metric(metric, previous), compareRange);
  };
  const totalLines = () =>
    query.metrics.map(
      (m) => `${phrases.figure(f.metricName(m), f.metric(m, result.totals[m]))}${versus(m)}${phrases.stop}`,
    );

  const dimensions = query.dimensions;
  const rankingDims = dimensions.filter((d) => !isTime(d) && !heldToOne(d, query.filters));
  const timeDim = dimensions.find(isTime);
  const lines = [opening];
  if (rankingDims.length === 0 && !timeDim) {
    lines.push(...totalLines());
  } else if (rankingDims.length === 0 && timeDim) {
    lines.push(
      ...query.metrics.map(
        (m) => `${phrases.seriesTotal(f.metricName(m), f.metric(m, result.totals[m]))}${versus(m)}${phrases.stop}`,
      ),
    );
    lines.push(...peakLine(f, phrases, query, result, timeDim));
  } else {
    lines.push(...rankingLines(f, phrases, query, result, rankingDims, timeDim));
    if (result.compare) {
      lines.push(
        ...query.metrics.map(
          (m) =>
            `${phrases.figure(phrases.total(f.metricName(m, true)), f.metric(m, result.totals[m]))}${versus(m)}${phrases.stop}`,
        ),
      );
    }
  }
  return lines.join('\n');
}

const allEmpty = (totals: MetricValues, metrics: readonly AnalyticsMetric[]) =>
  metrics.every((m) => totals[m] === null || totals[m] === undefined || totals[m] === 0);

const primaryMetric = (query: AiQuery): AnalyticsMetric => {
  const key = query.orderBy?.[0]?.key;
  return (query.metrics as readonly string[]).includes(key ?? '') ? (key as AnalyticsMetric) : query.metrics[0]!;
};

/** The series' highest bucket of its first metric. */
function peakLine(
  f: ValueFormat,
  phrases: (typeof writerPhrases)[AiLanguage],
  query: AiQuery,
  result: WriterResult,
  timeDim: string,
): string[] {
  const lines: string[] = [];
  const metric = query.metrics[0]!;
  let peak: QueryRow | undefined;
  for (const row of result.rows) {
    const v = row[metric];
    if (typeof v === 'number' && v > 0 && (!peak || v > (peak[metric] as number))) peak = row;
  }
  if (peak) {
    lines.push(
      phrases.peak(
        f.dimensionName(timeDim, true),
        f.value(timeDim, peak[timeDim]),
        f.metric(metric, peak[metric] as number),
      ) + phrases.stop,
    );
  }
  return lines;
}

function rankingLines(
  f: ValueFormat,
  phrases: (typeof writerPhrases)[AiLanguage],
  query: AiQuery,
  result: WriterResult,
  rankingDims: string[],
  timeDim: string | undefined,
): string[] {
  const metric = primaryMetric(query);
  const shown = [...rankingDims, ...(timeDim ? [timeDim] : [])];
  const label = (row: QueryRow) => shown.map((d) => f.value(d, row[d])).join(' / ');
  const rows = result.rows.slice(0, Math.min(WRITER_MAX_ROWS, query.limit));
  const total = result.totals[metric];
  const shareOf = (v: unknown) =>
    additive.includes(metric) && typeof v === 'number' && typeof total === 'number' && total > 0
      ? phrases.share(f.percent(v / total))
      : '';
  const dimensionName = f.list(rankingDims.map((d) => f.dimensionName(d, true)));
  const first = rows[0];
  if (!first) return [phrases.noData];
  const lines = [
    `${phrases.top(dimensionName, label(first), f.metricName(metric, true), f.metric(metric, first[metric] as number | null))}${shareOf(first[metric])}${phrases.stop}`,
  ];
  if (rows.length > 1) {
    lines.push(phrases.rows(f.metric('events', rows.length), dimensionName));
    rows.forEach((row, i) => {
      const values = query.metrics.map((m) => `${f.metricName(m)} ${f.metric(m, row[m] as number | null)}`);
      lines.push(
        phrases.row(f.metric('events', i + 1), label(row), `${f.list(values, 'unit')}${shareOf(row[metric])}`),
      );
    });
  }
  return lines;
}
