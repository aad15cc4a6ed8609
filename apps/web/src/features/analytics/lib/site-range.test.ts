import { describe, expect, it } from 'vitest';
import { fillDays, rangeFrom, startOfZonedDay, zonedDay } from './site-range.ts';

describe('startOfZonedDay', () => {
  it('is local midnight in the zone', () => {
    expect(new Date(startOfZonedDay('2026-03-10', 'Europe/Paris')).toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(new Date(startOfZonedDay('2026-07-10', 'Europe/Paris')).toISOString()).toBe('2026-07-09T22:00:00.000Z');
    expect(new Date(startOfZonedDay('2026-03-10', 'Asia/Kolkata')).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(new Date(startOfZonedDay('2026-03-10', 'America/New_York')).toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('holds on the day clocks change', () => {
    // Paris springs forward on 29 March 2026; midnight is still at +01:00
    expect(new Date(startOfZonedDay('2026-03-29', 'Europe/Paris')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(startOfZonedDay('2026-03-30', 'Europe/Paris')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('rangeFrom', () => {
  const now = Date.parse('2026-03-10T08:00:00Z');
  it('counts today and the days before it in the site calendar', () => {
    expect(rangeFrom(1, 'Europe/Paris', now)).toBe('2026-03-09T23:00:00.000Z');
    expect(rangeFrom(7, 'Europe/Paris', now)).toBe('2026-03-03T23:00:00.000Z');
    // in Tokyo it is already the evening of the 10th; in Honolulu still the evening of the 9th
    expect(rangeFrom(1, 'Asia/Tokyo', now)).toBe('2026-03-09T15:00:00.000Z');
    expect(rangeFrom(1, 'Pacific/Honolulu', now)).toBe('2026-03-09T10:00:00.000Z');
  });
});

describe('fillDays', () => {
  const range = { from: '2026-03-03T23:00:00.000Z', to: '2026-03-10T08:00:00.000Z' };
  const empty = (bucket: string) => ({ bucket, visitors: 0 });

  it('gives every day of the range, zeros where nothing happened', () => {
    const filled = fillDays([{ bucket: '2026-03-05', visitors: 4 }], range, 'Europe/Paris', empty);
    expect(filled.map((p) => p.bucket)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(filled[1]).toEqual({ bucket: '2026-03-05', visitors: 4 });
    expect(filled[0]).toEqual({ bucket: '2026-03-04', visitors: 0 });
  });

  it('leaves hourly buckets alone', () => {
    const hours = [{ bucket: '2026-03-10 07:00', visitors: 1 }];
    expect(fillDays(hours, range, 'Europe/Paris', empty)).toBe(hours);
  });

  it('reads days in the zone', () => {
    expect(zonedDay(Date.parse('2026-03-09T23:30:00Z'), 'Europe/Paris')).toBe('2026-03-10');
  });
});
