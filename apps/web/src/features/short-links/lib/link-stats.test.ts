import { describe, expect, it } from 'vitest';
import { bucketLabel } from './link-stats.ts';

describe('bucketLabel', () => {
  it('reads days, months and hours', () => {
    expect(bucketLabel('2026-03-01', 'day', 'en')).toBe('Mar 1');
    expect(bucketLabel('2026-03', 'month', 'en')).toBe('Mar 2026');
    expect(bucketLabel('2026-03-01 14:00:00', 'hour', 'en')).toMatch(/^Mar 1, 2\s?PM$/);
  });

  it('leaves an unreadable bucket as it is', () => {
    expect(bucketLabel('week 9', 'week', 'en')).toBe('week 9');
  });
});
