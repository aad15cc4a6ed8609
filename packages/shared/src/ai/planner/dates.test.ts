import { describe, expect, it } from 'vitest';
import { defaultRange, readDates } from './dates.ts';
import { normalize } from './text.ts';
import { addMonths, dayStart, formatInstant, offsetMinutes, wallToInstant, weekday } from './zoned.ts';

const read = (q: string, now: string, tz: string, facts: string[] = []) =>
  readDates(normalize(q), now, tz, facts.map(normalize));

describe('zoned days', () => {
  it('finds local midnight on both sides of a DST change, with the offset of that instant', () => {
    // Paris: CEST until 25 October 2026 03:00, CET after
    expect(formatInstant(dayStart({ y: 2026, m: 10, d: 25 }, 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2026-10-25T00:00:00+02:00',
    );
    expect(formatInstant(dayStart({ y: 2026, m: 10, d: 26 }, 'Europe/Paris'), 'Europe/Paris')).toBe(
      '2026-10-26T00:00:00+01:00',
    );
    // the 25th is 25 hours long
    const len =
      dayStart({ y: 2026, m: 10, d: 26 }, 'Europe/Paris') - dayStart({ y: 2026, m: 10, d: 25 }, 'Europe/Paris');
    expect(len).toBe(25 * 3_600_000);
    // New York springs forward on 8 March 2026: a 23-hour day
    const ny =
      dayStart({ y: 2026, m: 3, d: 9 }, 'America/New_York') - dayStart({ y: 2026, m: 3, d: 8 }, 'America/New_York');
    expect(ny).toBe(23 * 3_600_000);
  });

  it('reads a wall time a DST jump skips as the first instant after the gap', () => {
    // Santiago skips midnight to 01:00 on 6 September 2026
    const ms = wallToInstant({ y: 2026, m: 9, d: 6 }, 'America/Santiago');
    expect(formatInstant(ms, 'America/Santiago')).toBe('2026-09-06T01:00:00-03:00');
    expect(offsetMinutes(ms, 'Asia/Kolkata')).toBe(330);
  });

  it('counts weeks from Monday and clamps month arithmetic to the month', () => {
    expect(weekday({ y: 2026, m: 11, d: 16 })).toBe(0);
    expect(weekday({ y: 2026, m: 11, d: 22 })).toBe(6);
    expect(addMonths({ y: 2026, m: 3, d: 31 }, -1)).toEqual({ y: 2026, m: 2, d: 28 });
    expect(addMonths({ y: 2024, m: 3, d: 31 }, -1)).toEqual({ y: 2024, m: 2, d: 29 });
    expect(addMonths({ y: 2026, m: 1, d: 15 }, -2)).toEqual({ y: 2025, m: 11, d: 15 });
  });
});

describe('date ranges', () => {
  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange('2026-11-21T09:30:00-05:00', 'America/New_York')).toEqual({
      from: '2026-10-23T00:00:00-04:00',
      to: '2026-11-22T00:00:00-05:00',
    });
    expect(read('how many visitors', '2026-11-21T09:30:00-05:00', 'America/New_York').range).toBeUndefined();
  });

  it('gives "last month" across the end of DST its two offsets', () => {
    expect(read('last month', '2026-11-04T10:00:00+01:00', 'Europe/Paris').range).toEqual({
      from: '2026-10-01T00:00:00+02:00',
      to: '2026-11-01T00:00:00+01:00',
    });
  });

  it('reads "yesterday" in the item\'s zone, not in UTC', () => {
    // 01:00 in Dubai is still the previous day in UTC
    expect(read('yesterday', '2026-03-15T01:00:00+04:00', 'Asia/Dubai').range).toEqual({
      from: '2026-03-14T00:00:00+04:00',
      to: '2026-03-15T00:00:00+04:00',
    });
    // the day after London springs forward
    expect(read('yesterday', '2026-03-30T08:00:00+01:00', 'Europe/London').range).toEqual({
      from: '2026-03-29T00:00:00+00:00',
      to: '2026-03-30T00:00:00+01:00',
    });
  });

  it('starts weeks on Monday: on a Monday "this week" is today, "last week" the seven days before', () => {
    const now = '2026-01-05T09:00:00+08:00';
    expect(read('this week', now, 'Asia/Shanghai').range).toEqual({
      from: '2026-01-05T00:00:00+08:00',
      to: '2026-01-06T00:00:00+08:00',
    });
    expect(read('上周', now, 'Asia/Shanghai').range).toEqual({
      from: '2025-12-29T00:00:00+08:00',
      to: '2026-01-05T00:00:00+08:00',
    });
    // on a Sunday the week began six days ago
    expect(read('cette semaine', '2026-03-15T20:00:00+03:00', 'Asia/Riyadh').range?.from).toBe(
      '2026-03-09T00:00:00+03:00',
    );
  });

  it('ends a running period at the end of today and keeps a past one whole', () => {
    const now = '2026-11-21T09:30:00-05:00';
    expect(read('Q4', now, 'America/New_York').range).toEqual({
      from: '2026-10-01T00:00:00-04:00',
      to: '2026-11-22T00:00:00-05:00',
    });
    expect(read('Q3', now, 'America/New_York').range).toEqual({
      from: '2026-07-01T00:00:00-04:00',
      to: '2026-10-01T00:00:00-04:00',
    });
    // "in December" in November is the last December, not a future one
    expect(read('in december', now, 'America/New_York').range?.from).toBe('2025-12-01T00:00:00-05:00');
  });

  it('reads "since", "between … and …" and "last N units" in four languages', () => {
    const now = '2026-11-04T10:00:00+01:00';
    const tz = 'Europe/Paris';
    const tomorrow = '2026-11-05T00:00:00+01:00';
    for (const q of ['since 3 March', 'depuis le 3 mars', 'منذ 3 مارس', '自3月3日以来']) {
      expect(read(q, now, tz).range, q).toEqual({ from: '2026-03-03T00:00:00+01:00', to: tomorrow });
    }
    for (const q of ['between 1 and 15 October', 'du 1er au 15 octobre', 'بين 1 و 15 اكتوبر', '10月1日到15日']) {
      expect(read(q, now, tz).range, q).toEqual({ from: '2026-10-01T00:00:00+02:00', to: '2026-10-16T00:00:00+02:00' });
    }
    for (const q of ['last 7 days', 'les 7 derniers jours', 'آخر 7 أيام', '最近七天']) {
      expect(read(q, now, tz).range, q).toEqual({ from: '2026-10-29T00:00:00+01:00', to: tomorrow });
    }
    expect(read('last 24 hours', now, tz).range).toEqual({
      from: '2026-11-03T10:00:00+01:00',
      to: '2026-11-04T10:00:00+01:00',
    });
  });

  it('reads "N units ago" and "the month before last" as that day, week or month', () => {
    const now = '2026-11-21T12:00:00+01:00';
    const tz = 'Europe/Paris';
    const day18 = { from: '2026-11-18T00:00:00+01:00', to: '2026-11-19T00:00:00+01:00' };
    for (const q of ['3 days ago', 'il y a 3 jours', 'قبل 3 ايام', '3天前'])
      expect(read(q, now, tz).range, q).toEqual(day18);
    expect(read('two weeks ago', now, tz).range).toEqual({
      from: '2026-11-02T00:00:00+01:00',
      to: '2026-11-09T00:00:00+01:00',
    });
    expect(read('the month before last', now, tz).range).toEqual({
      from: '2026-09-01T00:00:00+02:00',
      to: '2026-10-01T00:00:00+02:00',
    });
  });

  it('reads a comparison: a second period, or the previous one', () => {
    const now = '2026-11-21T09:30:00-05:00';
    const tz = 'America/New_York';
    expect(read('compare this week with last week', now, tz)).toMatchObject({
      range: { from: '2026-11-16T00:00:00-05:00' },
      compare: { type: 'range', from: '2026-11-09T00:00:00-05:00', to: '2026-11-16T00:00:00-05:00' },
    });
    expect(read('last week vs the previous period', now, tz).compare).toEqual({ type: 'previous' });
  });

  it('reads the launch date from the saved context', () => {
    const r = read('since launch', '2026-11-21T09:30:00-05:00', 'America/New_York', ['our launch was on 3 March']);
    expect(r.range?.from).toBe('2026-03-03T00:00:00-05:00');
    expect(read('since launch', '2026-11-21T09:30:00-05:00', 'America/New_York').range).toBeUndefined();
  });
});
