import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DuckdbBackend } from '../duckdb-store.ts';
import { toJsonLine } from '../event-line.ts';
import { type EventInput, toEventRow } from '../event-row.ts';

/**
 * Stores events in an embedded store as the writer does: one sealed spool
 * segment a call (in `dir`), inserted, compacted and settled by the sink.
 * Each event is `base` with its own fields and a new id; `at` is the instant
 * an event without `time` gets.
 */
export function segmentStore(dir: string, base: Partial<EventInput>, at: number) {
  let segments = 0;
  return async (backend: DuckdbBackend, events: Partial<EventInput>[]) => {
    const path = join(dir, `segment-${segments++}.jsonl`);
    const rows = events.map((e, i) => toEventRow({ ...base, id: `e-${segments}-${i}`, ...e } as EventInput, at));
    writeFileSync(path, `${rows.map(toJsonLine).join('\n')}\n`);
    await backend.sink.insertSegments([{ path }]);
  };
}
