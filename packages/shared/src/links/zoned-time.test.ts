import { describe, expect, it } from 'vitest';
import { hourInWindow, isTimeZone, zonedWeekdayHour } from './zoned-time.ts';

describe('zonedWeekdayHour', () => {
  it('gives the local weekday and hour, midnight as 0', () => {
    expect(zonedWeekdayHour(new Date('2026-03-08T15:00:00Z'), 'Asia/Tokyo')).toEqual({ weekday: 'mon', hour: 0 });
    expect(zonedWeekdayHour(new Date('2026-03-08T15:00:00Z'), 'America/New_York')).toEqual({
      weekday: 'sun',
      hour: 11,
    });
  });

  it('reads an unknown zone as UTC instead of throwing', () => {
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zonedWeekdayHour(new Date('2026-03-08T15:00:00Z'), 'Mars/Olympus')).toEqual({ weekday: 'sun', hour: 15 });
  });
});

describe('hourInWindow', () => {
  it('is [from, to), wraps past midnight, and from = to means all day', () => {
    expect([8, 9, 16, 17].map((h) => hourInWindow(h, 9, 17))).toEqual([false, true, true, false]);
    expect([21, 22, 23, 0, 5, 6].map((h) => hourInWindow(h, 22, 6))).toEqual([false, true, true, true, true, false]);
    expect(hourInWindow(3, 0, 24)).toBe(true);
    expect(hourInWindow(3, 5, 5)).toBe(true);
  });
});
