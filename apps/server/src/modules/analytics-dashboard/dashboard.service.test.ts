import { describe, expect, it } from 'vitest';
import { dashboardDays, figuresOf } from './dashboard.service.ts';

describe('dashboard days', () => {
  it('gives 14 local days ending today, across a DST change', () => {
    // 2026-03-29: Paris moves from +01:00 to +02:00
    const now = Date.parse('2026-04-02T21:30:00Z'); // 23:30 in Paris
    const { days, fromMs, toMs } = dashboardDays(now, 'Europe/Paris');
    expect(days).toHaveLength(14);
    expect(days.at(-1)).toBe('2026-04-02');
    expect(days[0]).toBe('2026-03-20');
    expect(new Date(fromMs).toISOString()).toBe('2026-03-19T23:00:00.000Z');
    expect(new Date(toMs).toISOString()).toBe('2026-04-02T22:00:00.000Z');
  });

  it("reads today in the viewer's zone, not UTC", () => {
    const now = Date.parse('2026-04-02T23:30:00Z');
    expect(dashboardDays(now, 'UTC').days.at(-1)).toBe('2026-04-02');
    expect(dashboardDays(now, 'Asia/Tokyo').days.at(-1)).toBe('2026-04-03');
  });

  it('takes today and yesterday from the trend, the weeks from their own totals', () => {
    expect(figuresOf([1, 2, 3], 9, 4)).toEqual({ today: 3, yesterday: 2, last7: 9, previous7: 4 });
    expect(figuresOf([], 0, 0)).toEqual({ today: 0, yesterday: 0, last7: 0, previous7: 0 });
  });
});
