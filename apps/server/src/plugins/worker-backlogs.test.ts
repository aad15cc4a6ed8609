import { describe, expect, it } from 'vitest';
import { BACKLOG_FRESH_MS, WorkerBacklogs } from './worker-backlogs.ts';

describe('the workers’ backlogs, as they told them', () => {
  it('adds what each worker holds and keeps the oldest time', () => {
    const b = new WorkerBacklogs();
    expect(b.pending(1_000)).toBe(0);
    expect(b.oldestAt(1_000)).toBeUndefined();
    b.told(1, 300, 900, 1_000);
    b.told(2, 200, 700, 1_000);
    expect(b.pending(1_500)).toBe(500);
    expect(b.oldestAt(1_500)).toBe(700);
    // a later tally replaces the worker's own, never adds to it
    b.told(2, 50, 800, 2_000);
    expect(b.pending(2_000)).toBe(350);
    expect(b.oldestAt(2_000)).toBe(800);
  });

  it('forgets a worker that stored everything, and one that stopped telling (it exited)', () => {
    const b = new WorkerBacklogs();
    b.told(1, 300, 900, 1_000);
    b.told(2, 200, 700, 1_000);
    b.told(1, 0, null, 2_000);
    expect(b.pending(2_000)).toBe(200);
    expect(b.pending(1_000 + BACKLOG_FRESH_MS)).toBe(200);
    expect(b.pending(1_001 + BACKLOG_FRESH_MS)).toBe(0);
    expect(b.oldestAt(1_001 + BACKLOG_FRESH_MS)).toBeUndefined();
  });
});
