import { describe, expect, it } from 'vitest';
import { planRequestOf, resolveNow } from './request.ts';

describe('planning requests', () => {
  it('reads a "now" without offset as wall time in the zone, and keeps one with an offset', () => {
    expect(resolveNow('2026-11-21T12:00', 'Europe/Paris')).toBe('2026-11-21T12:00:00+01:00');
    expect(resolveNow('2026-07-01T12:00', 'Europe/Paris')).toBe('2026-07-01T12:00:00+02:00');
    expect(resolveNow('2026-11-21', 'UTC')).toBe('2026-11-21T00:00:00+00:00');
    expect(resolveNow('2026-11-21T12:00:00Z', 'Asia/Tokyo')).toBe('2026-11-21T21:00:00+09:00');
    expect(() => resolveNow('yesterday', 'UTC')).toThrow(/not an ISO/);
  });

  it('fills the zone and the clock, and rejects what the route rejects', () => {
    const clock = () => Date.parse('2026-11-21T08:00:00Z');
    expect(planRequestOf({ question: 'visitors', app: 'surl' }, clock)).toEqual({
      question: 'visitors',
      app: 'surl',
      now: '2026-11-21T08:00:00+00:00',
      timeZone: 'UTC',
    });
    expect(
      planRequestOf({ question: 'q', app: 'analytics', timeZone: 'Asia/Riyadh', language: 'ar' }, clock),
    ).toMatchObject({
      now: '2026-11-21T11:00:00+03:00',
      language: 'ar',
    });
    expect(() => planRequestOf({ question: 'q', app: 'crm' }, clock)).toThrow();
    expect(() => planRequestOf({ question: 'q', app: 'surl', timeZone: 'Mars/Olympus' }, clock)).toThrow();
    expect(() => planRequestOf({ app: 'surl' }, clock)).toThrow();
  });
});
