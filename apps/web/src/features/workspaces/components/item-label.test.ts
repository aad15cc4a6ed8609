import { describe, expect, it } from 'vitest';
import { formatBytes } from './item-label.ts';

describe('formatBytes', () => {
  it('picks the largest unit below 1024', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});
