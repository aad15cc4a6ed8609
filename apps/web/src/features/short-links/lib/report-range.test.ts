import { describe, expect, it } from 'vitest';
import { presetDaysOf, rangeQuery } from './report-range.ts';

describe('report ranges', () => {
  const now = new Date(2026, 2, 10, 15, 30);

  it('counts today as the last day of a preset', () => {
    expect(presetDaysOf(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('ends a range at the start of the next day', () => {
    expect(rangeQuery({ preset: 7 }, now)).toEqual({
      from: new Date(2026, 2, 4).toISOString(),
      to: new Date(2026, 2, 11).toISOString(),
    });
  });

  it('refuses a custom range that ends before it starts or is half filled', () => {
    expect(rangeQuery({ from: '2026-03-10', to: '2026-03-01' })).toBeUndefined();
    expect(rangeQuery({ from: '2026-03-10', to: '' })).toBeUndefined();
    expect(rangeQuery({ from: '2026-03-10', to: '2026-03-10' })).toBeDefined();
  });
});
