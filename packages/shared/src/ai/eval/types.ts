import type { AnalyticsDimension, AnalyticsFilter, AnalyticsMetric, Goal } from '../../analytics/query.ts';
import type { AiApp, AiChartKind, AiLanguage, AiQueryInput, AiRefusalReason } from '../plan.ts';

/**
 * One question of the planning evaluation set and the plan it must give,
 * written compactly:
 * - `r`: the range as local days [first, day after last) in the case's zone
 *   ("2026-11-20", "2026-11-21" = yesterday), or local times "YYYY-MM-DDTHH:MM"
 *   when it does not start at midnight; omitted = the default, the last 30
 *   days with today.
 * - `top`: a ranking by the first metric cut to N (`asc` for "least"); a
 *   breakdown by a non-time dimension without it is the first 10 by the
 *   first metric, descending; a series keeps all its buckets.
 * - `chart`: omitted = the chart of the shape (number, line for time, map
 *   for one country breakdown, bar for one dimension, table otherwise).
 */
export type Category =
  | 'dates'
  | 'metrics'
  | 'dimensions'
  | 'filters'
  | 'top'
  | 'compare'
  | 'trend'
  | 'goal'
  | 'followup'
  | 'context'
  | 'chart'
  | 'refusal';

export interface Want {
  m: AnalyticsMetric | AnalyticsMetric[];
  r?: [string, string];
  d?: AnalyticsDimension[];
  f?: AnalyticsFilter[];
  top?: number;
  asc?: boolean;
  cmp?: 'previous' | [string, string];
  goal?: Goal;
  chart?: AiChartKind;
  bots?: boolean;
}

export interface EvalCase {
  q: string;
  cat: Category;
  want: Want | { refuse: AiRefusalReason };
  app?: AiApp;
  now?: string;
  tz?: string;
  prev?: AiQueryInput;
  context?: string[];
}

export interface EvalSet {
  language: AiLanguage;
  now: string;
  tz: string;
  cases: EvalCase[];
}

/** Filter shorthands for the sets. */
export const eq = (dimension: AnalyticsFilter['dimension'], value: string): AnalyticsFilter => ({
  dimension,
  op: 'eq',
  value,
});
export const has = (dimension: AnalyticsFilter['dimension'], value: string): AnalyticsFilter => ({
  dimension,
  op: 'contains',
  value,
});
