import { describe, expect, it } from 'vitest';
import { rangeText } from './range-text.ts';

describe('rangeText', () => {
  it('names one day once, in the query time zone', () => {
    expect(
      rangeText({ from: '2026-11-24T00:00:00+01:00', to: '2026-11-25T00:00:00+01:00' }, 'Europe/Paris', 'en'),
    ).toBe('Nov 24, 2026');
  });
  it('names the last day before the exclusive end', () => {
    expect(rangeText({ from: '2026-10-01T00:00:00Z', to: '2026-11-01T00:00:00Z' }, 'UTC', 'en')).toBe(
      'Oct 1, 2026 – Oct 31, 2026',
    );
  });
});
