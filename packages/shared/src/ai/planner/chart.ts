import type { AnalyticsFilter } from '../../analytics/query.ts';
import { timeGranularities } from '../../analytics/time-buckets.ts';
import { heldToOne } from '../held-dimensions.ts';
import type { AiChartKind } from '../plan.ts';

/**
 * The chart of a query: one value → number; a time series → line; one
 * dimension → bar (map for countries); two or more dimensions, or several
 * metrics with a dimension → table. "as a table", "on a map", "en
 * courbe", "كجدول", "用柱状图" choose it instead.
 */
const asked: [RegExp, AiChartKind][] = [
  [/(?<![a-z])(?:table|tableau|tabulaire)(?![a-z])|جدول|表格/, 'table'],
  [/(?<![a-z])(?:map|carte)(?![a-z])|خريطه|地图/, 'map'],
  [
    /(?<![a-z])(?:bar chart|bars|bar|histogramme|barres|diagramme en barres)(?![a-z])|اعمده|أعمده|شريطي|柱状图|条形图/,
    'bar',
  ],
  [/(?<![a-z])(?:line chart|line|curve|courbe|graphique lineaire)(?![a-z])|خطي|رسم خطي|折线图|曲线/, 'line'],
  [
    /(?<![a-z])(?:single number|just the number|one number|un seul chiffre|juste le chiffre)(?![a-z])|رقم واحد|一个数字|只要数字/,
    'number',
  ],
];

export function askedChart(text: string): AiChartKind | undefined {
  for (const [re, kind] of asked) if (re.test(text)) return kind;
  return undefined;
}

export const isTime = (d: string) => (timeGranularities as readonly string[]).includes(d);

export function chartOf(q: {
  dimensions?: readonly string[];
  metrics: readonly string[];
  filters?: readonly AnalyticsFilter[];
}): AiChartKind {
  const dims = (q.dimensions ?? []).filter((d) => !heldToOne(d, q.filters ?? []));
  if (dims.length === 0) return 'number';
  if (dims.length === 1 && isTime(dims[0] ?? '')) return 'line';
  if (dims.length > 1 || q.metrics.length > 1) return 'table';
  return dims[0] === 'country' ? 'map' : 'bar';
}
