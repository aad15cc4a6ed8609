import { describe, expect, it } from 'vitest';
import { createMemoryCache } from './memory-cache.ts';

describe('memory cache', () => {
  it('forgets the oldest entry when full, and a re-set entry counts as new', async () => {
    const cache = createMemoryCache(2);
    await cache.set('a', '1');
    await cache.set('b', '2');
    await cache.set('a', '1 again');
    await cache.set('c', '3');
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe('1 again');
    expect(await cache.get('c')).toBe('3');
  });

  it('treats an expired entry as absent', async () => {
    const cache = createMemoryCache();
    await cache.set('k', 'v', 0);
    expect(await cache.get('k')).toBeUndefined();
  });
});
