import { describe, expect, it } from 'vitest';
import type { EventRow } from './event-row.ts';
import type { EventSink } from './event-writer.ts';
import { oneAtATime } from './sink-in-turn.ts';

/** A sink whose calls end when the test says: what it was asked, in order, and how many ran at once. */
function heldSink() {
  const calls: string[] = [];
  const ends: (() => void)[] = [];
  let failNext = false;
  let running = 0;
  let mostAtOnce = 0;
  const call = (name: string) => {
    calls.push(name);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    const fail = failNext;
    failNext = false;
    return new Promise<void>((resolve, reject) => {
      ends.push(() => {
        running--;
        if (fail) reject(new Error('store down'));
        else resolve();
      });
    });
  };
  const sink: EventSink = {
    insertSegments: (segments) => call(`segments ${segments.map((s) => s.path).join(' ')}`),
    insert: (rows) => call(`rows ${rows.length}`),
    storedIds: async (rows) => {
      await call(`storedIds ${rows.length}`);
      return new Set<string>();
    },
  };
  return {
    sink,
    calls,
    mostAtOnce: () => mostAtOnce,
    failNext: () => {
      failNext = true;
    },
    /** ends the call running, and lets the next one start */
    async end() {
      (ends.shift() as () => void)();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A sink in turn whose first segment insert (`a`, or the path given) is running: what comes next waits. */
async function withOneRunning(path = 'a') {
  const held = heldSink();
  const sink = oneAtATime(held.sink);
  const running = sink.insertSegments([{ path }]);
  await tick();
  return { held, sink, running };
}

describe('oneAtATime', () => {
  it('runs calls one at a time, and merges the segment inserts that wait behind a running one', async () => {
    const { held, sink, running: first } = await withOneRunning();
    // the first runs; b, c and d wait, and go in together
    const waiting = [
      sink.insertSegments([{ path: 'b' }]),
      sink.insertSegments([{ path: 'c' }]),
      sink.insertSegments([{ path: 'd' }]),
    ];
    await held.end();
    await first;
    expect(held.calls).toEqual(['segments a', 'segments b c d']);
    await held.end();
    await Promise.all(waiting);
    expect(held.mostAtOnce()).toBe(1);
  });

  it('never moves segments ahead of another call in line', async () => {
    const { held, sink, running } = await withOneRunning();
    const b = sink.insertSegments([{ path: 'b' }]);
    const ids = sink.storedIds([{ id: 'x' } as EventRow]);
    const c = sink.insertSegments([{ path: 'c' }]);
    for (let i = 0; i < 4; i++) await held.end();
    await Promise.all([running, b, ids, c]);
    expect(held.calls).toEqual(['segments a', 'segments b', 'storedIds 1', 'segments c']);
  });

  it('tells every merged caller of a failure, and goes on with the next call', async () => {
    const { held, sink, running } = await withOneRunning();
    const b = sink.insertSegments([{ path: 'b' }]);
    const c = sink.insertSegments([{ path: 'c' }]);
    held.failNext();
    await held.end();
    await running;
    // b and c's insert fails: both callers hear it
    const outcomes = Promise.allSettled([b, c]);
    await held.end();
    expect((await outcomes).map((o) => o.status)).toEqual(['rejected', 'rejected']);
    const d = sink.insertSegments([{ path: 'd' }]);
    await tick();
    await held.end();
    await d;
    expect(held.calls).toEqual(['segments a', 'segments b c', 'segments d']);
  });

  it('puts at most ten segments in one insert', async () => {
    const { held, sink, running } = await withOneRunning('s0');
    const waiting = Array.from({ length: 12 }, (_, i) => sink.insertSegments([{ path: `s${i + 1}` }]));
    while (held.calls.length < 3) await held.end();
    await held.end();
    await Promise.all([running, ...waiting]);
    expect(held.calls.map((c) => c.split(' ').length - 1)).toEqual([1, 10, 2]);
  });

  it('refuses calls once closed, and closes after the last one ended', async () => {
    const { held, sink, running } = await withOneRunning();
    const closed = sink.close();
    await expect(sink.insertSegments([{ path: 'b' }])).rejects.toThrow('closed');
    await held.end();
    await running;
    await closed;
    expect(held.calls).toEqual(['segments a']);
  });
});
