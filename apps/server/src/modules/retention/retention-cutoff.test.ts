import { describe, expect, it } from 'vitest';
import { retentionCutoff } from './retention.service.ts';

describe('retentionCutoff', () => {
  it('is the start of the same UTC day, months back', () => {
    expect(retentionCutoff(6, new Date('2026-11-25T17:30:00Z')).toISOString()).toBe('2026-05-25T00:00:00.000Z');
    expect(retentionCutoff(24, new Date('2026-01-10T00:00:01Z')).toISOString()).toBe('2024-01-10T00:00:00.000Z');
  });

  it('falls to the last day of a shorter month', () => {
    expect(retentionCutoff(6, new Date('2026-08-31T12:00:00Z')).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
