import { describe, expect, it } from 'vitest';
import { daysOf, usagePeriod } from './usage-period.ts';

describe('usage period', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('is the current UTC month by default, up to today', () => {
    const p = usagePeriod(undefined, now);
    expect(p).toMatchObject({ month: '2026-03', current: true });
    expect(p.from.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(p.to.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(daysOf(p, now)).toHaveLength(15);
    expect(daysOf(p, now).at(-1)).toBe('2026-03-15');
  });

  it('gives every day of a past month, across a year end, and refuses a future month', () => {
    const feb = usagePeriod('2026-02', now);
    expect(feb.current).toBe(false);
    expect(daysOf(feb, now)).toHaveLength(28);
    const dec = usagePeriod('2025-12', now);
    expect(dec.to.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(daysOf(dec, now).at(-1)).toBe('2025-12-31');
    expect(() => usagePeriod('2026-04', now)).toThrow();
  });
});
