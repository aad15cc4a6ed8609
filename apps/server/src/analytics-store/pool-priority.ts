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
 * Lowers the priority of the pool's threads (nice `niceness`, 0 leaves them):
 * the embedded store's inserts and reads run there (DuckDB's calls are pool
 * work), so when the cores are all busy, answering visitors on the event loop
 * comes first and the store catches up on what waits in the spool afterwards,
 * in bigger, cheaper inserts. With a core to spare nothing changes. The pool
 * also does file reads and password hashing: under full load they wait too.
 * Answers the threads lowered; none where Linux's per-thread priority is not
 * there, which changes nothing but the precedence.
 */
export async function lowerPoolPriority(niceness: number): Promise<number[]> {
  if (niceness === 0) return [];
  const ids = await poolThreadIds().catch(() => []);
  const lowered: number[] = [];
  for (const id of ids) {
    try {
      setPriority(id, niceness);
      lowered.push(id);
    } catch {
      // a thread that ended, or a system that refuses: it keeps the priority it had
    }
  }
  return lowered;
}
