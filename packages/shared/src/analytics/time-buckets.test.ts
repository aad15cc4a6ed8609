import { describe, expect, it } from 'vitest';
import { bucketLabel, enumerateBuckets, isValidTimeZone, startOfZonedDay } from './time-buckets.ts';

const at = (iso: string) => Date.parse(iso);

describe('bucketLabel', () => {
  it('reads the wall clock of the zone, across the spring-forward gap', () => {
    expect(bucketLabel(at('2026-03-29T00:59:59.999Z'), 'Europe/Paris', 'hour')).toBe('2026-03-29 01:00');
    expect(bucketLabel(at('2026-03-29T01:00:00Z'), 'Europe/Paris', 'hour')).toBe('2026-03-29 03:00');
  });

  it('puts both passes of the repeated fall-back hour in one bucket', () => {
    expect(bucketLabel(at('2026-10-25T00:30:00Z'), 'Europe/Paris', 'hour')).toBe('2026-10-25 02:00');
    expect(bucketLabel(at('2026-10-25T01:30:00Z'), 'Europe/Paris', 'hour')).toBe('2026-10-25 02:00');
  });

  it('handles half-hour offsets (Asia/Kolkata is +05:30)', () => {
    expect(bucketLabel(at('2026-03-31T18:29:59Z'), 'Asia/Kolkata', 'day')).toBe('2026-03-31');
    expect(bucketLabel(at('2026-03-31T18:30:00Z'), 'Asia/Kolkata', 'day')).toBe('2026-04-01');
    expect(bucketLabel(at('2026-03-31T18:30:00Z'), 'Asia/Kolkata', 'month')).toBe('2026-04-01');
    expect(bucketLabel(at('2026-03-31T18:45:00Z'), 'Asia/Kolkata', 'hour')).toBe('2026-04-01 00:00');
  });

  it('starts weeks on Monday, across a year boundary', () => {
    // 2026-01-01 is a Thursday
    expect(bucketLabel(at('2026-01-01T12:00:00Z'), 'UTC', 'week')).toBe('2025-12-29');
    expect(bucketLabel(at('2026-01-04T23:59:59Z'), 'UTC', 'week')).toBe('2025-12-29');
    expect(bucketLabel(at('2026-01-05T00:00:00Z'), 'UTC', 'week')).toBe('2026-01-05');
    // Sunday 23:30 in New York is already Monday in UTC
    expect(bucketLabel(at('2026-01-05T04:30:00Z'), 'America/New_York', 'week')).toBe('2025-12-29');
  });
});

describe('enumerateBuckets', () => {
  it('lists 23 hours on the spring-forward day and 24 labels on the 25-hour fall-back day', () => {
    const spring = enumerateBuckets(at('2026-03-28T23:00:00Z'), at('2026-03-29T22:00:00Z'), 'Europe/Paris', 'hour');
    expect(spring).toHaveLength(23);
    expect(spring).not.toContain('2026-03-29 02:00');
    const fall = enumerateBuckets(at('2026-10-24T22:00:00Z'), at('2026-10-25T23:00:00Z'), 'Europe/Paris', 'hour');
    expect(fall).toHaveLength(24);
  });

  it('includes partial buckets at both ends', () => {
    expect(enumerateBuckets(at('2026-03-01T12:00:00Z'), at('2026-03-03T00:00:01Z'), 'UTC', 'day')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(enumerateBuckets(at('2026-03-01T00:00:00Z'), at('2026-03-03T00:00:00Z'), 'UTC', 'day')).toHaveLength(2);
  });

  it('counts months in the zone', () => {
    expect(
      enumerateBuckets(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'America/New_York', 'month'),
    ).toHaveLength(13);
    expect(enumerateBuckets(at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 'UTC', 'month')).toHaveLength(12);
  });

  it('refuses a range with too many buckets', () => {
    expect(() => enumerateBuckets(at('2020-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'), 'UTC', 'hour')).toThrow(
      RangeError,
    );
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone("Europe/Paris'); DROP")).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('startOfZonedDay', () => {
  it('is local midnight in zones of any offset', () => {
    const at = Date.parse('2026-03-10T15:20:00Z');
    expect(new Date(startOfZonedDay(at, 'UTC')).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(new Date(startOfZonedDay(at, 'Asia/Tokyo')).toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(new Date(startOfZonedDay(at, 'Asia/Kolkata')).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(new Date(startOfZonedDay(at, 'America/New_York')).toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('holds across a DST change (New York springs forward on 8 March 2026)', () => {
    const at = Date.parse('2026-03-08T20:00:00Z');
    expect(new Date(startOfZonedDay(at, 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
});
