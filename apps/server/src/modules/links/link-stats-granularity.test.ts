import { describe, expect, it } from 'vitest';
import { granularityFor } from './link-stats.service.ts';

const day = 86_400_000;

describe('granularityFor', () => {
  it('picks hours, days, weeks then months as the range grows', () => {
    expect(granularityFor(0, day)).toBe('hour');
    expect(granularityFor(0, 2 * day)).toBe('hour');
    expect(granularityFor(0, 2 * day + 1)).toBe('day');
    expect(granularityFor(0, 366 * day)).toBe('day');
    expect(granularityFor(0, 367 * day)).toBe('week');
    expect(granularityFor(0, 5 * 366 * day + 1)).toBe('month');
  });
});
