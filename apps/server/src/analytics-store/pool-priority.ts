import { execFile } from 'node:child_process';
import { readlink } from 'node:fs/promises';
import { setPriority } from 'node:os';

/** libuv's pool: UV_THREADPOOL_SIZE threads, 4 unless set. */
const poolSize = () => Math.max(1, Math.min(1024, Number(process.env.UV_THREADPOOL_SIZE) || 4));

/**
 * The ids of libuv's pool threads. Each readlink of /proc/thread-self runs on
 * the pool thread that takes it, which answers with its own id; several rounds
 * of many reads at once reach every thread. Linux only: elsewhere none.
 */
export async function poolThreadIds(rounds = 50): Promise<number[]> {
  if (process.platform !== 'linux') return [];
  const want = poolSize();
  const seen = new Set<number>();
  for (let i = 0; i < rounds && seen.size < want; i++) {
    const links = await Promise.all(Array.from({ length: 4 * want }, () => readlink('/proc/thread-self')));
    for (const link of links) seen.add(Number(link.slice(link.lastIndexOf('/') + 1)));
  }
  return [...seen];
}

/**
 * How far the pool's threads yield: `idle`, Linux's SCHED_IDLE policy, below
 * every niceness; or a niceness, 1–19 (0 leaves them as they are).
 */
export type PoolPriority = 'idle' | number;

/** Under SCHED_IDLE the niceness counts for nothing; it is what the threads keep where the policy cannot be set. */
const IDLE_FALLBACK_NICE = 19;

/** Linux's SCHED_IDLE for one thread, through util-linux's chrt (Node has no call for it): whether it took. */
const idlePolicy = (tid: number) =>
  new Promise<boolean>((resolve) => {
    execFile('chrt', ['--idle', '--pid', '0', String(tid)], { timeout: 5_000 }, (error) => resolve(error === null));
  });

/**
 * Lowers the priority of the pool's threads: the embedded store's inserts and
 * reads run there (DuckDB's calls are pool work), so when the cores are all
 * busy, answering visitors on the event loop comes first and the store
 * catches up on what waits in the spool afterwards, in bigger, cheaper
 * inserts. With a core to spare nothing changes.
 *
 * A niceness is not enough on Linux's EEVDF scheduler (6.6 and later): a
 * niced thread that runs keeps its core for the rest of its slice when the
 * event loop wakes, so the event loop waited for CPU 18% of a full load's
 * time at nice 10 or 19, and 4% under SCHED_IDLE, which is preempted at once.
 *
 * The pool also does file reads, password hashing and report queries: under
 * a full load of our own they wait too, longer than at nice 10. Other
 * programs' load does not starve them where the scheduler shares the CPU
 * between sessions, services or containers first (autogroups, cgroups): a
 * SCHED_IDLE thread yields only within its own group.
 *
 * Answers the threads lowered and whether SCHED_IDLE took (none and false
 * where Linux's per-thread priority is not there, which changes nothing but
 * the precedence).
 */
export async function lowerPoolPriority(priority: PoolPriority): Promise<{ threads: number[]; idle: boolean }> {
  if (priority === 0) return { threads: [], idle: false };
  const ids = await poolThreadIds().catch(() => []);
  const threads: number[] = [];
  for (const id of ids) {
    try {
      setPriority(id, priority === 'idle' ? IDLE_FALLBACK_NICE : priority);
      threads.push(id);
    } catch {
      // a thread that ended, or a system that refuses: it keeps the priority it had
    }
  }
  if (priority !== 'idle' || threads.length === 0) return { threads, idle: false };
  const took = await Promise.all(threads.map(idlePolicy));
  return { threads, idle: took.every(Boolean) };
}
