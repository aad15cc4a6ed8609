/**
 * The event store: the only code that touches DuckDB or ClickHouse events.
 *
 * Performance intent: events are stored sorted by (item, time) (ClickHouse
 * ORDER BY (tenant_id, item_id, time); DuckDB appends in arrival order, which is
 * time order, and prunes by zone maps), so a report over one item and range
 * reads a contiguous slice. Writes are batched (one appender pass or one
 * insert per flush, never one per event). Rollups for the overview target come
 * with the reports issue; queries here are exact scans of that slice.
 */
import { join } from 'node:path';
import type { QueryDescriptionInput, QueryResult } from '@osm5/shared';
import type { Config } from '../config.ts';
import { openClickhouseBackend } from './clickhouse-store.ts';
import { clickhouseDialect } from './compile-clickhouse.ts';
import { duckdbDialect } from './compile-duckdb.ts';
import { openDuckdbBackend } from './duckdb-store.ts';
import { EventWriter, type Logger } from './event-writer.ts';
import { runQuery } from './run-query.ts';

export type { EventInput, EventRow } from './event-row.ts';
export type { EventWriter, Logger } from './event-writer.ts';

export interface EventStore {
  kind: 'duckdb' | 'clickhouse';
  writer: EventWriter;
  /** Validates the description, then answers it; another tenant's events are never read. */
  query(desc: QueryDescriptionInput): Promise<QueryResult>;
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
    ? await openClickhouseBackend(config.clickhouseUrl, config.clickhouseDatabase)
    : await openDuckdbBackend(join(config.dataDir, 'events.duckdb'));
  const dialect = config.clickhouseUrl ? clickhouseDialect(config.clickhouseDatabase) : duckdbDialect;
  let writer: EventWriter;
  try {
    writer = await EventWriter.open(backend.sink, config.events, logger);
  } catch (err) {
    await backend.close();
    throw err;
  }
  logger.info({ kind }, 'event store open');
  return {
    kind,
    writer,
    query: (desc) => runQuery(dialect, backend.execute, desc),
    ping: () => backend.ping(),
    async close() {
      try {
        await writer.close();
      } finally {
        await backend.close();
      }
    },
  };
}
