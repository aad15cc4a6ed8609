import type { EventSink, SpoolSegment } from './event-writer.ts';

/**
 * At most this many spool segments go into one insert: a store that fell behind
 * its callers (an embedded cluster's workers, each flushing its own spool)
 * catches up in fewer, bigger inserts, as one writer's own batches do
 * (event-writer.ts, CATCH_UP_ROWS). A bigger insert costs DuckDB less a row
 * (`bench/sink.mjs`: ~25 µs a row in batches of 10,000, ~14 in batches of
 * 50,000).
 */
const MAX_SEGMENTS_AN_INSERT = 10;

/**
 * The sink's calls in turn, whoever makes them: each waits for the one before
 * to end, failed or not. Segments to insert that arrive while the last call in
 * line is a segment insert not started yet join it, and their callers share
 * its outcome (a failure tells each of them, whose writer retries its own batch
 * the careful way). One caller's calls are never merged: a writer waits for
 * each of its calls. Closed, it refuses new calls (their events stay in their
 * spool for the next start) and resolves once the last one ended.
 */
export function oneAtATime(sink: EventSink): EventSink & { close(): Promise<void> } {
  let last: Promise<unknown> = Promise.resolve();
  let closed = false;
  /** the segment insert last in line, while it has not started */
  let open: { segments: SpoolSegment[]; done: Promise<void> } | null = null;
  const inTurn = <T>(call: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('the event store is closed'));
    open = null;
    const next = last.then(call, call);
    last = next.catch(() => {});
    return next;
  };
  return {
    async close() {
      closed = true;
      await last;
    },
    insertSegments(segments) {
      if (!closed && open !== null && open.segments.length + segments.length <= MAX_SEGMENTS_AN_INSERT) {
        open.segments.push(...segments);
        return open.done;
      }
      const group: { segments: SpoolSegment[]; done: Promise<void> } = {
        segments: [...segments],
        done: Promise.resolve(),
      };
      group.done = inTurn(() => {
        if (open === group) open = null;
        return sink.insertSegments(group.segments);
      });
      if (!closed) open = group;
      return group.done;
    },
    insert: (rows) => inTurn(() => sink.insert(rows)),
    storedIds: (rows) => inTurn(() => sink.storedIds(rows)),
    ...(sink.settle ? { settle: () => inTurn(() => (sink.settle as () => Promise<void>)()) } : {}),
  };
}
