import { describe, expect, it } from 'vitest';
import { formatInstant, shortVisitor, visitParams } from './visit-format.ts';

describe('visit formatting', () => {
  it('names a visitor by the start of its hash', () => {
    expect(shortVisitor('0123456789abcdef')).toBe('01234567');
    expect(shortVisitor('c1')).toBe('c1');
  });

  it("reads an instant in the item's zone and the interface language", () => {
    expect(formatInstant('2026-11-25T23:30:00Z', 'en', 'Asia/Tokyo')).toContain('Nov 26, 2026');
    expect(formatInstant('2026-11-25T23:30:00Z', 'en', 'UTC', false)).toBe('11:30:00 PM');
    // an unknown zone falls back to the browser's rather than failing
    expect(formatInstant('2026-11-25T23:30:00Z', 'en', 'Mars/Base')).toContain('2026');
  });

  it('writes the query string of a page of visits, filters and sort only when set', () => {
    const range = { from: '2026-11-01T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' };
    expect(visitParams({ type: 'analytics', id: 'x', range, filters: [], page: 2, pageSize: 25 })).toEqual({
      type: 'analytics',
      id: 'x',
      ...range,
      page: '2',
      pageSize: '25',
    });
    const filters = [{ dimension: 'country', op: 'eq', value: 'FR' }];
    expect(
      visitParams({ type: 'surl', id: 'x', range, filters, page: 1, pageSize: 10, sort: 'last_seen' }),
    ).toMatchObject({ filters: JSON.stringify(filters), sort: 'last_seen' });
  });
});
