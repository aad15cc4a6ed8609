import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * In a process of its own (a lowered priority cannot be raised back without
 * privileges, and the test runner's pool is shared): which threads were found
 * and lowered, and every thread's niceness read back from /proc.
 */
function runInChild(niceness: number, poolSize: number) {
  const script = `
    import { readdirSync, readFileSync } from 'node:fs';
    import { lowerPoolPriority } from './apps/server/src/analytics-store/pool-priority.ts';
    const lowered = await lowerPoolPriority(${niceness});
    const nice = {};
    for (const tid of readdirSync('/proc/self/task')) {
      // after the name in parentheses, the 19th field of stat is the niceness
      const stat = readFileSync('/proc/self/task/' + tid + '/stat', 'utf8');
      nice[tid] = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    }
    process.stdout.write(JSON.stringify({ pid: process.pid, lowered, nice }));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, UV_THREADPOOL_SIZE: String(poolSize) },
  });
  return JSON.parse(out.toString()) as { pid: number; lowered: number[]; nice: Record<string, number> };
}

describe.runIf(process.platform === 'linux')('the pool threads yield to the event loop', () => {
  it("finds every one of libuv's pool threads and lowers them, and only them", () => {
    const { pid, lowered, nice } = runInChild(10, 3);
    expect(lowered).toHaveLength(3);
    expect(lowered).not.toContain(pid);
    for (const tid of lowered) expect(nice[tid]).toBe(10);
    // the event loop and every other thread keep their priority
    expect(nice[pid]).toBe(0);
    const others = Object.entries(nice).filter(([tid]) => !lowered.includes(Number(tid)));
    expect(others.length).toBeGreaterThan(1);
    for (const [, n] of others) expect(n).toBe(0);
  });

  it('leaves everything as it was at niceness 0', () => {
    const { lowered, nice } = runInChild(0, 4);
    expect(lowered).toEqual([]);
    expect(Object.values(nice).every((n) => n === 0)).toBe(true);
  });
});
