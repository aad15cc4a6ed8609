import { describe, expect, it } from 'vitest';
import { kpiProjection, kpiRange, zonedDayStart } from './kpi-period.ts';

const at = (iso: string) => Date.parse(iso);
const range = (r: { from: number; to: number }) => [new Date(r.from).toISOString(), new Date(r.to).toISOString()];

describe('KPI periods', () => {
  it("starts a day at the zone's midnight, east and west of UTC", () => {
    expect(new Date(zonedDayStart('2026-03-01', 'Europe/Paris')).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(zonedDayStart('2026-03-01', 'Pacific/Kiritimati')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(zonedDayStart('2026-03-01', 'America/Los_Angeles')).toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('covers the month and the quarter holding now, in the site zone, across the year end', () => {
    const month = { period: 'month' as const, startDate: null, endDate: null };
    // 23:30 UTC on 30 November is already December in Paris
    expect(range(kpiRange(month, 'Europe/Paris', at('2026-11-30T23:30:00Z')))).toEqual([
      '2026-11-30T23:00:00.000Z',
      '2026-12-31T23:00:00.000Z',
    ]);
    const quarter = { period: 'quarter' as const, startDate: null, endDate: null };
    expect(range(kpiRange(quarter, 'UTC', at('2026-11-25T10:00:00Z')))).toEqual([
      '2026-10-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(range(kpiRange(quarter, 'UTC', at('2026-05-02T10:00:00Z')))).toEqual([
      '2026-04-01T00:00:00.000Z',
      '2026-07-01T00:00:00.000Z',
    ]);
  });

  it('covers a custom period to the end of its last day', () => {
    const custom = { period: 'custom' as const, startDate: '2026-01-30', endDate: '2026-02-28' };
    expect(range(kpiRange(custom, 'UTC', 0))).toEqual(['2026-01-30T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
  });

  it('projects a count at its pace and keeps a rate', () => {
    expect(kpiProjection(30, 0.25, false)).toBe(120);
    expect(kpiProjection(0.4, 0.25, true)).toBe(0.4);
    expect(kpiProjection(30, 1, false)).toBe(30);
    expect(kpiProjection(30, 0, false)).toBeNull();
    expect(kpiProjection(null, 0.5, true)).toBeNull();
  });
});
