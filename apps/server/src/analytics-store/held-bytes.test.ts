import { describe, expect, it } from 'vitest';
import { HeldBytes, SlabPool } from './held-bytes.ts';

const put = (held: HeldBytes, text: string, events = 1) => {
  const length = Buffer.byteLength(text);
  const { slab, offset } = held.room(length);
  slab.write(text, offset, length, 'utf8');
  held.add(length, events);
};

describe('HeldBytes', () => {
  it('gives back the text written, across slabs, and counts the events', () => {
    const held = new HeldBytes(new SlabPool());
    const line = `${'é'.repeat(200_000)}\n`; // 400 KB: the third does not fit in the first 1 MB slab
    for (let i = 0; i < 4; i++) put(held, line, 2);
    put(held, 'tail\n');
    expect(held.count).toBe(9);
    expect(held.text()).toBe(`${line.repeat(4)}tail\n`);
  });

  it('reuses its slabs after release, and holds more than a slab in one piece', () => {
    const pool = new SlabPool();
    const first = new HeldBytes(pool);
    put(first, 'a\n');
    const slab = first.room(1).slab;
    first.release();
    expect(first.count).toBe(0);
    expect(first.text()).toBe('');
    const second = new HeldBytes(pool);
    expect(second.room(10).slab).toBe(slab);
    const big = 'x'.repeat(3 << 20);
    put(second, big);
    expect(second.text()).toBe(big);
  });

  it('keeps as many free slabs as the writer may hold, and at least 16 MB of them', () => {
    const reusedOf = (pool: SlabPool, count: number) => {
      const first = Array.from({ length: count }, () => pool.take(1));
      for (const slab of first) pool.give(slab);
      const again = Array.from({ length: count }, () => pool.take(1));
      return again.filter((slab) => first.includes(slab)).length;
    };
    // a batch of 40 slabs: a pool keeping 64 MB reuses all of them, one keeping the least 16
    expect(reusedOf(new SlabPool(64 << 20), 40)).toBe(40);
    expect(reusedOf(new SlabPool(), 40)).toBe(16);
    expect(reusedOf(new SlabPool(0), 40)).toBe(16);
  });

  it('forgets what was not added (a write that failed)', () => {
    const held = new HeldBytes(new SlabPool());
    put(held, 'kept\n');
    const { slab, offset } = held.room(5);
    slab.write('lost\n', offset);
    put(held, 'next\n');
    expect(held.text()).toBe('kept\nnext\n');
  });
});
