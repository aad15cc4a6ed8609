import { heldToOne } from '@osm5/shared/ai/held-dimensions';
import type { AiQuery } from '@osm5/shared/ai/plan';
import type { TFunction } from 'i18next';
import { columnLabel } from '../../../components/analytics/value-label.ts';

/** What a query breaks its measures down by: a dimension held to one value by a filter is the filter's to say. */
export const breakdownOf = (query: AiQuery): string[] => query.dimensions.filter((d) => !heldToOne(d, query.filters));

/** A label inside a sentence: "Country" reads "country", an initialism ("UTM source", "OS") stays as it is. */
const inSentence = (label: string, language: string) =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase(language) + label.slice(1) : label;

/**
 * A chart's title in the reader's language, from what it measures by what
 * ("Visitors by country"), so that a chart pinned from a follow-up ("and for
 * France only?") still says what it shows; its chips give the period and filters.
 */
export function chartTitle(t: TFunction, language: string, query: AiQuery): string {
  const metrics = query.metrics
    .map((m, i) => (i === 0 ? columnLabel(t, m, 'metric') : inSentence(columnLabel(t, m, 'metric'), language)))
    .join(', ');
  const breakdown = breakdownOf(query);
  if (breakdown.length === 0) return metrics;
  const dimensions = breakdown.map((d) => inSentence(columnLabel(t, d, 'dimension'), language)).join(', ');
  return t('ai.dashboard.chartTitle', { metrics, dimensions });
}
