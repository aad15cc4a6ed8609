import type { AnalyticsFilter } from '@osm5/shared/analytics/query';
import type { ReportAppType } from '@osm5/shared/analytics/report-catalogue';

/** What a report page shows, as the user set it: the query string of GET analytics/report follows from it. */
export interface ReportPageState {
  route: string;
  type: ReportAppType;
  id: string;
  /** absent for a realtime report: the server's last 30 minutes */
  range?: { from: string; to: string };
  compare: boolean;
  filters: AnalyticsFilter[];
  /** whole visits with an event matching every filter; absent or empty: every visit */
  segment?: AnalyticsFilter[];
  page: number;
  pageSize: number;
  sort?: { key: string; direction: 'asc' | 'desc' };
}

export const PAGE_SIZE = 25;

/** The query string of GET analytics/report (and report.csv) for a page's state. */
export const reportParams = (state: ReportPageState): Record<string, string> => {
  const params: Record<string, string> = {
    route: state.route,
    type: state.type,
    id: state.id,
    compare: state.compare ? 'previous' : 'none',
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
  if (state.range) {
    params.from = state.range.from;
    params.to = state.range.to;
  }
  if (state.sort) {
    params.sort = state.sort.key;
    params.direction = state.sort.direction;
  }
  return { ...params, ...selectionParams(state.filters, state.segment) };
};

/** A period with the filters and segment the user carries: what a report of its own API (sales, goals) reads. */
export interface PeriodSelection {
  from: string;
  to: string;
  filters: AnalyticsFilter[];
  segment: AnalyticsFilter[];
}

/** A period selection's query string. */
export const periodSelectionParams = ({ from, to, filters, segment }: PeriodSelection): Record<string, string> => ({
  from,
  to,
  ...selectionParams(filters, segment),
});

/** The filters and segment as a report's query string carries them (JSON), left out when empty. */
export const selectionParams = (
  filters: AnalyticsFilter[],
  segment: AnalyticsFilter[] = [],
): Record<string, string> => ({
  ...(filters.length > 0 && { filters: JSON.stringify(filters) }),
  ...(segment.length > 0 && { segment: JSON.stringify(segment) }),
});

/** Adds "dimension is value" (replacing an earlier choice for that dimension), as a click on a table row does. */
export const withFilter = (filters: AnalyticsFilter[], dimension: string, value: string): AnalyticsFilter[] => [
  ...filters.filter((f) => f.dimension !== dimension),
  { dimension, op: 'eq', value } as AnalyticsFilter,
];

export const withoutFilter = (filters: AnalyticsFilter[], dimension: string): AnalyticsFilter[] =>
  filters.filter((f) => f.dimension !== dimension);

/**
 * The next sort after a click on a column header: a new column sorts
 * descending (the biggest first), the same column flips its direction.
 */
export const nextSort = (current: ReportPageState['sort'], key: string): NonNullable<ReportPageState['sort']> =>
  current?.key === key ? { key, direction: current.direction === 'desc' ? 'asc' : 'desc' } : { key, direction: 'desc' };
