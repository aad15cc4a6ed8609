import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('keeps at most its size, forgetting the least recently used first', () => {
    const lru = new Lru<number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.get('a', 0)).toBe(1); // a is now the most recent
    lru.set('d', 4);
    expect(lru.size).toBe(3);
    expect(lru.get('b', 0)).toBeUndefined();
    expect([lru.get('a', 0), lru.get('c', 0), lru.get('d', 0)]).toEqual([1, 3, 4]);
  });

  it('forgets an entry once its time is up (negative caching)', () => {
    const lru = new Lru<null>(10);
    lru.set('miss', null, 5_000, 1_000);
    expect(lru.get('miss', 5_999)).toBeNull();
    expect(lru.get('miss', 6_001)).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('deletes and clears', () => {
    const lru = new Lru<number>(10);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.delete('a');
    expect(lru.get('a', 0)).toBeUndefined();
    lru.clear();
    expect(lru.size).toBe(0);
  });
});
