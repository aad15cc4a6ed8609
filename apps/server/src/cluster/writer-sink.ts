import type { EventSink } from '../analytics-store/index.ts';
import type { WriterClient } from './writer-client.ts';

/**
 * A worker's event sink: its spool flushed into the writer's store. The
 * segments are files of this machine's DATA_DIR, so the writer's store reads
 * them where they are (DuckDB reads JSON lines files), and only their paths
 * cross the IPC channel; replays and retries send rows. The writer takes these
 * in turn with its own flushes (EventStore.sink).
 */
export const writerSink = (client: WriterClient): EventSink => ({
  insertSegments: (segments) => client.ask<null>({ t: 'segments', paths: segments.map((s) => s.path) }).then(() => {}),
  insert: (rows) => client.ask<null>({ t: 'rows', rows }).then(() => {}),
  storedIds: async (rows) => new Set(await client.ask<string[]>({ t: 'storedIds', rows })),
});
