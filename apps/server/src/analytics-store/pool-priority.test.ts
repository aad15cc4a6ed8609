import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SCHED_IDLE, type threadScheduling } from '../../test/thread-scheduling.ts';
import type { PoolPriority } from './pool-priority.ts';

/**
 * In a process of its own (a lowered priority cannot be raised back without
 * privileges, and the test runner's pool is shared): which threads were found
 * and lowered, and every thread's niceness and policy read back from /proc.
 */
function runInChild(priority: PoolPriority, poolSize: number) {
  const script = `
    import { lowerPoolPriority } from './apps/server/src/analytics-store/pool-priority.ts';
    import { threadScheduling } from './apps/server/test/thread-scheduling.ts';
    const lowered = await lowerPoolPriority(${JSON.stringify(priority)});
    process.stdout.write(JSON.stringify({ pid: process.pid, lowered, threads: threadScheduling('self') }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, UV_THREADPOOL_SIZE: String(poolSize) },
  });
  return JSON.parse(out.toString()) as {
    pid: number;
    lowered: { threads: number[]; idle: boolean };
    threads: ReturnType<typeof threadScheduling>;
  };
}

describe.runIf(process.platform === 'linux')('the pool threads yield to the event loop', () => {
  it("puts every one of libuv's pool threads, and only them, under SCHED_IDLE", () => {
    const { pid, lowered, threads } = runInChild('idle', 3);
    expect(lowered.threads).toHaveLength(3);
    expect(lowered.threads).not.toContain(pid);
    expect(lowered.idle).toBe(true);
    const pool = threads.filter((t) => lowered.threads.includes(t.tid));
    expect(pool.map((t) => [t.policy, t.nice])).toEqual(Array(3).fill([SCHED_IDLE, 19]));
    // the event loop and every other thread keep their priority
    const others = threads.filter((t) => !lowered.threads.includes(t.tid));
    expect(others.map((t) => t.tid)).toContain(pid);
    expect(others.length).toBeGreaterThan(1);
    for (const t of others) expect([t.policy, t.nice]).toEqual([0, 0]);
  });

  it('gives them a niceness instead when one is asked for', () => {
    const { pid, lowered, threads } = runInChild(10, 3);
    expect(lowered).toEqual({ threads: expect.any(Array), idle: false });
    expect(lowered.threads).toHaveLength(3);
    for (const t of threads) {
      expect(t.policy).toBe(0);
      expect(t.nice).toBe(lowered.threads.includes(t.tid) ? 10 : 0);
    }
    expect(lowered.threads).not.toContain(pid);
  });

  it('leaves everything as it was at niceness 0', () => {
    const { lowered, threads } = runInChild(0, 4);
    expect(lowered).toEqual({ threads: [], idle: false });
    expect(threads.every((t) => t.nice === 0 && t.policy === 0)).toBe(true);
  });
});
