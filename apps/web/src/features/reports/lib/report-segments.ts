import type { AnalyticsFilter, FilterDimension } from '@osm5/shared/analytics/query';
import type { ReportAppType } from '@osm5/shared/analytics/report-catalogue';

/**
 * The ready-made segments: visits kept whole when one of their events
 * matches (a visit that came from a phone, from a search engine, that placed
 * an order). `sites` marks those a link's clicks can never match.
 */
export const segmentPresets = [
  { key: 'mobile', filters: [{ dimension: 'device_type', op: 'in', values: ['mobile', 'tablet'] }] },
  { key: 'search', filters: [{ dimension: 'channel', op: 'in', values: ['organic_search', 'paid_search'] }] },
  { key: 'social', filters: [{ dimension: 'channel', op: 'eq', value: 'social' }] },
  { key: 'campaigns', filters: [{ dimension: 'utm_campaign', op: 'neq', value: '' }] },
  { key: 'buyers', filters: [{ dimension: 'type', op: 'eq', value: 'ecommerce' }], sites: true },
  { key: 'searchers', filters: [{ dimension: 'type', op: 'eq', value: 'site_search' }], sites: true },
] as const satisfies readonly { key: string; filters: AnalyticsFilter[]; sites?: boolean }[];
export type SegmentPreset = (typeof segmentPresets)[number]['key'];

/** The presets an item type can use. */
export const presetsFor = (type: ReportAppType) =>
  segmentPresets.filter((p) => type === 'analytics' || !('sites' in p && p.sites));

/** What a custom segment may test: a visit that saw a page, came from a place, a campaign, bought a product… */
export const segmentDimensions = (type: ReportAppType): FilterDimension[] =>
  type === 'analytics'
    ? ['path', 'event_name', 'product', 'country', 'referrer_host', 'utm_campaign', 'device_type', 'browser']
    : ['destination', 'country', 'referrer_host', 'utm_campaign', 'device_type', 'browser'];

/** Which choice a segment is: every visit, a preset, or the user's own. */
export function segmentChoice(segment: AnalyticsFilter[]): 'all' | SegmentPreset | 'custom' {
  if (segment.length === 0) return 'all';
  const text = JSON.stringify(segment);
  return segmentPresets.find((p) => JSON.stringify(p.filters) === text)?.key ?? 'custom';
}

/** A custom segment: visits with an event whose dimension is (or contains) the value. */
export const customSegment = (dimension: FilterDimension, op: 'eq' | 'contains', value: string): AnalyticsFilter[] =>
  value.trim() === '' ? [] : [{ dimension, op, value: value.trim() }];
