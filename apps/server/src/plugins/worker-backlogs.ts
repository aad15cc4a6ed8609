/** A worker that has not told its backlog for this long has exited (it tells every second while it holds events). */
export const BACKLOG_FRESH_MS = 5_000;

interface Backlog {
  pending: number;
  oldestAt: number | null;
  toldAt: number;
}

/**
 * What the workers of an embedded cluster hold and have not stored yet, as each
 * last told it (cluster/redirect-tally.ts), for the writer's /metrics. A worker
 * that stops telling has exited: its spool is replayed by the worker started
 * in its slot, which tells its own.
 */
export class WorkerBacklogs {
  private readonly byWorker = new Map<number, Backlog>();

  told(worker: number, pending: number, oldestAt: number | null, now = Date.now()): void {
    if (pending === 0) this.byWorker.delete(worker);
    else this.byWorker.set(worker, { pending, oldestAt, toldAt: now });
  }

  private fresh(now: number): Backlog[] {
    const fresh: Backlog[] = [];
    for (const [worker, backlog] of this.byWorker) {
      if (now - backlog.toldAt > BACKLOG_FRESH_MS) this.byWorker.delete(worker);
      else fresh.push(backlog);
    }
    return fresh;
  }

  /** Events the workers hold. */
  pending(now = Date.now()): number {
    let n = 0;
    for (const backlog of this.fresh(now)) n += backlog.pending;
    return n;
  }

  /** When the oldest event a worker holds was acknowledged, or undefined. */
  oldestAt(now = Date.now()): number | undefined {
    let oldest: number | undefined;
    for (const { oldestAt } of this.fresh(now))
      if (oldestAt !== null && (oldest === undefined || oldestAt < oldest)) oldest = oldestAt;
    return oldest;
  }
}
