import { describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from './date-range.ts';

describe('date range', () => {
  it('is empty for an empty field', () => {
    expect(startOfDay('')).toBeUndefined();
    expect(endOfDay('')).toBeUndefined();
  });
  it('spans the whole local day', () => {
    const from = new Date(startOfDay('2026-03-04') ?? '');
    const to = new Date(endOfDay('2026-03-04') ?? '');
    expect(to.getTime() - from.getTime()).toBe(24 * 3600 * 1000 - 1);
    expect(from.getDate()).toBe(4);
  });
});
