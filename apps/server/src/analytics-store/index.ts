/**
 * The event store: the only code that touches DuckDB or ClickHouse events.
 *
 * Performance intent: events are stored sorted by (item, time) (ClickHouse
 * ORDER BY (tenant_id, item_id, time_s); DuckDB appends in arrival order, which
 * is time order, and prunes row groups by their min/max), so a report over one
 * item and range reads a contiguous slice. Writes are batched: append() only
 * validates and spools; each flush hands a whole sealed spool segment to the
 * database in one statement (DuckDB read_json on its own threads, one ClickHouse
 * JSONEachRow insert), never one insert per event and no per-row work on the
 * event loop. A visit rollup (rollup.ts: per UTC hour, visit and a few
 * dimensions, kept at each insert) answers the descriptions it can answer
 * exactly; the rest are exact scans of that slice (exact distinct counts).
 *
 * Durability: an event is acknowledged when append() returns, meaning it is in
 * the spool file through write(2). That survives kill -9 and crashes of this
 * process (the page cache belongs to the kernel); it does not survive power
 * loss until the flush that stores it (at most flushIntervalMs later), because
 * an fsync per append would cost the redirect path more than it can pay.
 */
import { join } from 'node:path';
import type { FlowDescriptionInput, FlowResult, QueryDescriptionInput, QueryResult } from '@osm5/shared';
import type { Config } from '../config.ts';
import { openClickhouseBackend } from './clickhouse-store.ts';
import { clickhouseDialect } from './compile-clickhouse.ts';
import { duckdbDialect } from './compile-duckdb.ts';
import { openDuckdbBackend } from './duckdb-store.ts';
import type { EventRow } from './event-row.ts';
import { type EventSink, EventWriter, type Logger } from './event-writer.ts';
import { runFlow } from './flow-query.ts';
import { lowerPoolPriority } from './pool-priority.ts';
import { type RecentEventsQuery, recentEvents } from './recent-events.ts';
import { runQuery } from './run-query.ts';
import { oneAtATime } from './sink-in-turn.ts';
import { adoptNestedSegments, adoptSegments } from './spool.ts';
import { runUptime, type UptimeAnswer, type UptimeQuery } from './uptime-query.ts';
import {
  type VisitLogPage,
  type VisitLogQuery,
  type VisitorsPage,
  type VisitorsQuery,
  visitLog,
  visitors,
} from './visit-log.ts';

export {
  botPart,
  type ComposedEvent,
  compileEventPart,
  composeEvent,
  type EventHead,
  type EventPart,
  eventHead,
  eventPart,
} from './event-line.ts';
export type { EventInput, EventRow } from './event-row.ts';
export type { EventSink, EventWriter, Logger } from './event-writer.ts';
export { decodeOrderLines, encodeOrderLines, type OrderLine, orderLinesOf } from './order-lines.ts';
export type { RecentEventsQuery } from './recent-events.ts';
export type { UptimeAnswer, UptimeFigures, UptimeQuery } from './uptime-query.ts';
export type {
  LoggedEvent,
  LoggedVisit,
  VisitLogPage,
  VisitLogQuery,
  VisitorSort,
  VisitorSummary,
  VisitorsPage,
  VisitorsQuery,
} from './visit-log.ts';

export interface EventStore {
  kind: 'duckdb' | 'clickhouse';
  writer: EventWriter;
  /**
   * The store's inserts, taken one at a time with the writer's own flushes:
   * an embedded cluster's workers flush their spools through it (cluster/writer-side.ts).
   */
  sink: EventSink;
  /** Validates the description, then answers it; another tenant's events are never read. */
  query(desc: QueryDescriptionInput): Promise<QueryResult>;
  /**
   * The same answer read from the events table alone, never from a rollup: the
   * contract tests and bench/reports compare the two.
   */
  queryEvents(desc: QueryDescriptionInput): Promise<QueryResult>;
  /** One item's newest events, whole rows (the visitor log, the install check), newest first. */
  recent(q: RecentEventsQuery): Promise<EventRow[]>;
  /** The page-to-page flow of visits (the users flow report), validated and scoped like query(). */
  flow(desc: FlowDescriptionInput): Promise<FlowResult>;
  /** One item's uptime checks over a range, in total and by day of the time zone. */
  uptime(q: UptimeQuery): Promise<UptimeAnswer>;
  /** One item's visits of a range, newest first, each with its events (the visitor log, a visitor's profile). */
  visits(q: VisitLogQuery): Promise<VisitLogPage>;
  /** One item's visitors of a range, most visits or last seen first (the visitor profiles). */
  visitors(q: VisitorsQuery): Promise<VisitorsPage>;
  /**
   * Removes every event of one item of one tenant (a deleted short link), the
   * acknowledged ones not stored yet included: the writer is flushed first, so
   * nothing spooled before the call lands after it.
   */
  deleteItem(tenantId: string, itemId: string): Promise<void>;
  /**
   * Removes every event of one tenant older than `before` (data retention),
   * rollups included. `before` must be a UTC hour's start, where the hourly
   * rollups can be cut exactly.
   */
  deleteBefore(tenantId: string, before: Date): Promise<void>;
  /** Rejects when the store cannot answer (for /api/health). */
  ping(): Promise<void>;
  /** Flushes every acknowledged event, then closes the writer and the connection. */
  close(): Promise<void>;
}

/**
 * DuckDB in `${dataDir}/events.duckdb` when CLICKHOUSE_URL is unset, ClickHouse
 * otherwise. Resolves once the spool left by an earlier process is replayed, so
 * nothing is accepted before older events are safe.
 */
export async function openEventStore(config: Config, logger: Logger): Promise<EventStore> {
  const kind = config.clickhouseUrl ? 'clickhouse' : 'duckdb';
  const backend = config.clickhouseUrl
    ? await openClickhouseBackend(config.clickhouseUrl, config.clickhouseDatabase, config.clickhouseCluster)
    : await openDuckdbBackend(join(config.dataDir, 'events.duckdb'));
  if (!config.clickhouseUrl) {
    const lowered = await lowerPoolPriority(config.events.storePriority);
    logger.info(
      { threads: lowered.threads.length, priority: config.events.storePriority, idlePolicy: lowered.idle },
      "the store's threads yield to the answers",
    );
  }
  const dialect = config.clickhouseUrl ? clickhouseDialect(config.clickhouseDatabase) : duckdbDialect;
  const sink = oneAtATime(backend.sink);
  let writer: EventWriter;
  try {
    // segments of a server-mode process from before spools had a folder per instance
    const shared = join(config.dataDir, 'spool');
    if (config.clickhouseUrl && config.events.spoolDir !== shared) {
      const moved = adoptSegments(shared, config.events.spoolDir);
      if (moved > 0) logger.info({ segments: moved, from: shared }, 'event spool segments adopted');
    }
    // embedded: what an embedded cluster's workers left in their own folders is replayed here
    if (!config.clickhouseUrl) {
      const moved = adoptNestedSegments(config.events.spoolDir);
      if (moved > 0) logger.info({ segments: moved }, "event spool segments of a cluster's workers adopted");
    }
    writer = await EventWriter.open(sink, config.events, logger);
  } catch (err) {
    await backend.close();
    throw err;
  }
  logger.info({ kind }, 'event store open');
  // Idempotent: a graceful stop and a test's cleanup may both close.
  let closing: Promise<void> | undefined;
  const closeOnce = async () => {
    try {
      await writer.close();
    } finally {
      // an insert still running (an embedded cluster worker's segments) ends before its connection closes:
      // closing it under a running query deadlocks DuckDB, and then the process's exit
      await sink.close();
      await backend.close();
    }
  };
  return {
    kind,
    writer,
    sink,
    query: (desc) => runQuery(dialect, backend.execute, desc, backend.sourceFor, backend.totalsCache),
    queryEvents: (desc) => runQuery(dialect, backend.execute, desc),
    recent: (q) => recentEvents(dialect, backend.execute, q),
    flow: (desc) => runFlow(dialect, backend.execute, desc),
    uptime: (q) => runUptime(dialect, backend.execute, q),
    visits: (q) => visitLog(dialect, backend.execute, q),
    visitors: (q) => visitors(dialect, backend.execute, q),
    async deleteItem(tenantId, itemId) {
      await writer.flush();
      await backend.deleteItem(tenantId, itemId);
    },
    async deleteBefore(tenantId, before) {
      if (before.getTime() % 3_600_000 !== 0) throw new RangeError('deleteBefore needs the start of an hour');
      await backend.deleteBefore(tenantId, before.getTime());
    },
    ping: () => backend.ping(),
    close() {
      closing ??= closeOnce();
      return closing;
    },
  };
}
