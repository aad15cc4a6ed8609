import { type AnalyticsFilter, analyticsFilterSchema } from '@osm5/shared/analytics/query';
import { z } from 'zod';
import { defaultRange, type RangeChoice, type RangePreset, rangePresets } from './report-range.ts';

/**
 * The settings every report shares (period, comparison, filters, segment) live
 * in the address, so moving between reports keeps them and a report can be shared.
 */
export interface SharedSettings {
  choice: RangeChoice;
  compare: boolean;
  filters: AnalyticsFilter[];
  /** the visits kept whole (those with an event matching every filter); empty: every visit */
  segment: AnalyticsFilter[];
}

const filtersSchema = z.array(analyticsFilterSchema).max(20);

export const readSettings = (search: URLSearchParams, now: Date = new Date()): SharedSettings => {
  const preset = search.get('range');
  const fallback = defaultRange(now);
  const choice: RangeChoice = rangePresets.includes(preset as RangePreset)
    ? { preset: preset as RangePreset, from: search.get('from') ?? '', to: search.get('to') ?? '' }
    : fallback;
  return {
    choice,
    compare: search.get('compare') === 'previous',
    filters: filtersOf(search.get('filters')),
    segment: filtersOf(search.get('segment')),
  };
};

/** A JSON list of filters from the address; anything else reads as none. */
function filtersOf(text: string | null): AnalyticsFilter[] {
  try {
    const parsed = filtersSchema.safeParse(JSON.parse(text ?? '[]'));
    if (parsed.success) return parsed.data;
  } catch {}
  return [];
}

export const writeSettings = ({ choice, compare, filters, segment }: SharedSettings): URLSearchParams => {
  const search = new URLSearchParams({ range: choice.preset });
  if (choice.preset === 'custom') {
    search.set('from', choice.from);
    search.set('to', choice.to);
  }
  if (compare) search.set('compare', 'previous');
  if (filters.length > 0) search.set('filters', JSON.stringify(filters));
  if (segment.length > 0) search.set('segment', JSON.stringify(segment));
  return search;
};
