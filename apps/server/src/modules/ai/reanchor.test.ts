import { aiQuerySchema } from '@osm5/shared/ai/plan';
import { describe, expect, it } from 'vitest';
import { addZonedDays, reanchor } from './reanchor.ts';

describe('reanchor', () => {
  const yesterday = aiQuerySchema.parse({
    range: { from: '2026-10-24T00:00:00+02:00', to: '2026-10-25T00:00:00+02:00' },
    timeZone: 'Europe/Paris',
    metrics: ['visitors'],
    compare: { type: 'range', from: '2026-10-23T00:00:00+02:00', to: '2026-10-24T00:00:00+02:00' },
  });
  const askedAt = new Date('2026-10-25T09:00:00+02:00');

  it('moves the range and the comparison by the whole days gone by, midnight staying midnight across DST', () => {
    const moved = reanchor(yesterday, askedAt, new Date('2026-10-27T08:00:00+01:00'));
    // two whole days later; Paris left summer time on 25 October
    expect(moved.range).toEqual({ from: '2026-10-25T23:00:00.000Z', to: '2026-10-26T23:00:00.000Z' });
    expect(moved.compare).toEqual({ type: 'range', from: '2026-10-24T22:00:00.000Z', to: '2026-10-25T23:00:00.000Z' });
    expect(moved.metrics).toEqual(['visitors']);
  });

  it('leaves a query asked less than a day ago as it is', () => {
    expect(reanchor(yesterday, askedAt, new Date('2026-10-26T06:00:00+01:00'))).toBe(yesterday);
  });

  it('keeps the wall-clock time in zones without DST too', () => {
    expect(addZonedDays('2026-03-01T00:00:00+09:00', 31, 'Asia/Tokyo')).toBe('2026-03-31T15:00:00.000Z');
    expect(addZonedDays('2026-03-28T00:00:00Z', 2, 'UTC')).toBe('2026-03-30T00:00:00.000Z');
  });
});
