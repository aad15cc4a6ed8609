import { describe, expect, it } from 'vitest';
import { defaultRange, rangeDays, rangeOf } from './report-range.ts';

// 25 November 2026, mid-afternoon in the browser's zone
const now = new Date(2026, 10, 25, 15, 30);
const choice = (preset: Parameters<typeof rangeDays>[0]['preset'], from = '', to = '') => ({ preset, from, to });

describe('report ranges', () => {
  it('counts "last N days" with today included', () => {
    expect(rangeDays(choice('today'), now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(rangeDays(choice('7d'), now)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(rangeDays(choice('30d'), now)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(rangeDays(choice('90d'), now)).toEqual({ from: '2026-08-28', to: '2026-11-25' });
  });

  it('reads this month up to today and the whole of last month, across a year end', () => {
    expect(rangeDays(choice('this_month'), now)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(rangeDays(choice('last_month'), now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(rangeDays(choice('last_month'), new Date(2027, 0, 10))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('ends a range at the start of the day after its last day', () => {
    const range = rangeOf(choice('today'), now);
    expect(range).toEqual({
      from: new Date(2026, 10, 25).toISOString(),
      to: new Date(2026, 10, 26).toISOString(),
    });
  });

  it('refuses custom days that are missing or in the wrong order', () => {
    expect(rangeOf(choice('custom', '2026-11-01', '2026-11-03'), now)).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 4).toISOString(),
    });
    expect(rangeOf(choice('custom', '2026-11-03', '2026-11-03'), now)).toBeDefined();
    expect(rangeOf(choice('custom', '2026-11-04', '2026-11-03'), now)).toBeUndefined();
    expect(rangeOf(choice('custom', '', '2026-11-03'), now)).toBeUndefined();
  });

  it('opens on the last 30 days', () => {
    expect(defaultRange(now)).toEqual({ preset: '30d', from: '2026-10-27', to: '2026-11-25' });
  });
});
