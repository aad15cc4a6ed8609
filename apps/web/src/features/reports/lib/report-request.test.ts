import { describe, expect, it } from 'vitest';
import {
  nextSort,
  type ReportPageState,
  reportParams,
  selectionParams,
  withFilter,
  withoutFilter,
} from './report-request.ts';

const state: ReportPageState = {
  route: 'browsers',
  type: 'analytics',
  id: '0b9f5e8c-3a4d-4c1e-9a0b-1c2d3e4f5a6b',
  range: { from: '2026-10-27T00:00:00.000Z', to: '2026-11-26T00:00:00.000Z' },
  compare: false,
  filters: [],
  page: 1,
  pageSize: 25,
};

describe('the report request', () => {
  it('asks for the page, the range and no comparison by default', () => {
    expect(reportParams(state)).toEqual({
      route: 'browsers',
      type: 'analytics',
      id: state.id,
      from: state.range?.from,
      to: state.range?.to,
      compare: 'none',
      page: '1',
      pageSize: '25',
    });
  });

  it('leaves the range to the server for a realtime report (its last 30 minutes)', () => {
    const params = reportParams({ ...state, route: 'realtime', range: undefined });
    expect(params.from).toBeUndefined();
    expect(params.to).toBeUndefined();
  });

  it('adds the comparison, the sort and the filters as JSON', () => {
    const params = reportParams({
      ...state,
      compare: true,
      page: 3,
      sort: { key: 'sessions', direction: 'asc' },
      filters: [{ dimension: 'country', op: 'eq', value: 'FR' }],
    });
    expect(params).toMatchObject({ compare: 'previous', page: '3', sort: 'sessions', direction: 'asc' });
    expect(JSON.parse(params.filters ?? '')).toEqual([{ dimension: 'country', op: 'eq', value: 'FR' }]);
  });

  it('sends the filters and the segment of a report of its own API (the sales tracker) the same way, none when empty', () => {
    const filters = [{ dimension: 'device_type', op: 'eq', value: 'mobile' }] as const;
    const segment = [{ dimension: 'utm_campaign', op: 'neq', value: '' }] as const;
    expect(selectionParams([], [])).toEqual({});
    expect(selectionParams([...filters])).toEqual({ filters: JSON.stringify(filters) });
    const both = selectionParams([...filters], [...segment]);
    expect(JSON.parse(both.segment ?? '')).toEqual(segment);
    expect(reportParams({ ...state, filters: [...filters], segment: [...segment] })).toMatchObject(both);
  });

  it('keeps one filter per dimension: a second click replaces the first, a chip removes it', () => {
    const one = withFilter([], 'country', 'FR');
    const two = withFilter(withFilter(one, 'browser', 'Firefox'), 'country', 'DE');
    expect(two).toEqual([
      { dimension: 'browser', op: 'eq', value: 'Firefox' },
      { dimension: 'country', op: 'eq', value: 'DE' },
    ]);
    expect(withoutFilter(two, 'browser')).toEqual([{ dimension: 'country', op: 'eq', value: 'DE' }]);
  });

  it('sorts a new column biggest first and flips a column clicked again', () => {
    expect(nextSort(undefined, 'visitors')).toEqual({ key: 'visitors', direction: 'desc' });
    expect(nextSort({ key: 'visitors', direction: 'desc' }, 'visitors')).toEqual({ key: 'visitors', direction: 'asc' });
    expect(nextSort({ key: 'visitors', direction: 'asc' }, 'sessions')).toEqual({ key: 'sessions', direction: 'desc' });
  });
});
