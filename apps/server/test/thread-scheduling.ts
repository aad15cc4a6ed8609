import { readdirSync, readFileSync } from 'node:fs';

/** Linux's SCHED_IDLE, as /proc reports a thread's policy. */
export const SCHED_IDLE = 5;

/**
 * Every thread of a process (`self` for this one) with its niceness and its
 * scheduling policy, read from /proc: after the name in parentheses, the 19th
 * and the 41st fields of a thread's stat.
 */
export function threadScheduling(pid: number | 'self'): { tid: number; nice: number; policy: number }[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { tid: Number(tid), nice: Number(fields[16]), policy: Number(fields[38]) };
  });
}
