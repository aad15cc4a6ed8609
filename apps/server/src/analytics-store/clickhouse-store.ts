import { randomUUID } from 'node:crypto';
import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { ClickHouseLogLevel, createClient } from '@clickhouse/client';
import {
  addMissingColumns,
  type ClickhouseLayout,
  clusterSettings,
  deleteDdl,
  ensureRollups,
  eventsDdl,
  eventsInsertSql,
  mutationsSource,
  storageName,
} from './clickhouse-schema.ts';
import { toJsonLine } from './event-line.ts';
import type { EventSink } from './event-writer.ts';
import { rollupFor, rollups } from './rollup.ts';
import { rollupFromSql } from './rollup-read.ts';
import type { ExecuteSql, SourceFor } from './run-query.ts';
import { clickhouseString, sqlIdentifier, sqlInteger } from './sql-literal.ts';

/** Our inserts carry this query id prefix, so a restart can wait for the ones still running. */
const INSERT_QUERY_PREFIX = 'osm5-insert-';
const SETTLE_LIMIT_MS = 60_000;
/** How long the first fill of a rollup from the stored events may take (once, when the store opens). */
const ROLLUP_BUILD_LIMIT_MS = 6 * 3_600_000;
/** How long a delete waits for its mutation to rewrite the parts (18.16 has no mutations_sync). */
const MUTATION_LIMIT_MS = 120_000;

/**
 * The segments' bytes one after the other, held ones as they are, the others
 * read from their files: each ends in a newline, so the lines stay whole.
 */
async function* concatenate(sources: (readonly Buffer[] | Readable)[]): AsyncGenerator<Buffer> {
  for (const source of sources) for await (const chunk of source) yield chunk as Buffer;
}

export interface ClickhouseBackend {
  sink: EventSink;
  execute: ExecuteSql;
  /** where a description is read from: the visit rollup when it answers exactly */
  sourceFor: SourceFor;
  /** none: other instances write to the same database, so no process sees every change (totals-cache.ts) */
  totalsCache?: undefined;
  deleteItem(tenantId: string, itemId: string): Promise<void>;
  deleteBefore(tenantId: string, beforeHourMs: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The server-mode event store on one ClickHouse server, or on a cluster
 * (CLICKHOUSE_CLUSTER: the tables of clickhouse-schema.ts, the same queries).
 */
export async function openClickhouseBackend(
  url: string,
  database: string,
  cluster?: ClickhouseLayout['cluster'],
): Promise<ClickhouseBackend> {
  const layout: ClickhouseLayout = { database, cluster };
  // Failures reach the caller (and the writer's pino log) as errors; the client's own console log would say it twice.
  const options = { url, log: { level: ClickHouseLogLevel.OFF }, clickhouse_settings: clusterSettings(layout) };
  const client = createClient({ ...options, request_timeout: 60_000 });
  const table = `${sqlIdentifier(database)}.events`;
  const insertSql = eventsInsertSql(layout);
  const execute: ExecuteSql = async (sql) => {
    const result = await client.query({ query: sql, format: 'JSONEachRow' });
    return result.json<Record<string, unknown>>();
  };
  try {
    for (const statement of eventsDdl(layout)) await client.command({ query: statement });
    await addMissingColumns((query) => client.command({ query }), execute, layout);
    // filling a rollup from a big events table outlasts the usual request timeout: a client of its own for it
    const build = createClient({ ...options, request_timeout: ROLLUP_BUILD_LIMIT_MS });
    try {
      await ensureRollups((query) => build.command({ query }), execute, layout);
    } finally {
      await build.close();
    }
  } catch (err) {
    await client.close();
    throw err;
  }

  /** One INSERT whose body is spool lines: the file streams to ClickHouse untouched. */
  const insertBody = async (body: Readable) => {
    const result = await client.exec({
      query: insertSql,
      values: body,
      query_id: `${INSERT_QUERY_PREFIX}${randomUUID()}`,
    });
    result.stream.resume();
    await finished(result.stream);
  };

  const sink: EventSink = {
    /**
     * The bytes the writer still holds are sent as they are: re-reading them
     * from the file would allocate a fresh buffer for every 64 KB sent (~12 MB a
     * second per instance under a full load), memory the garbage collector
     * counts against the heap and answers with full collections on the
     * redirect path. A segment whose bytes were let go is read from its file.
     */
    async insertSegments(segments) {
      // Opened first, and their read errors raced into the insert: a segment that is gone or unreadable
      // fails this flush (the writer keeps the rows and retries) instead of escaping as an uncaught error.
      const files = await Promise.all(segments.map((s) => (s.bytes ? null : open(s.path))));
      const streams: Readable[] = [];
      const sources = segments.map((s, i) => {
        if (s.bytes) return s.bytes;
        const stream = (files[i] as FileHandle).createReadStream();
        streams.push(stream);
        return stream;
      });
      const failed = new Promise<never>((_, reject) => {
        for (const stream of streams) stream.once('error', reject);
      });
      try {
        const only = sources.length === 1 ? sources[0] : undefined;
        const body = only instanceof Readable ? only : Readable.from(concatenate(sources), { objectMode: false });
        await Promise.race([insertBody(body), failed]);
      } finally {
        for (const stream of streams) stream.destroy();
      }
    },
    async insert(rows) {
      await insertBody(Readable.from([rows.map(toJsonLine).join('\n')]));
    },
    /**
     * A process killed after sending an insert leaves ClickHouse committing it;
     * a replay that checked stored ids before it landed would store it twice.
     * Waits for the inserts running now (ours, by query id) to end, up to a bound.
     */
    async settle() {
      const running = async () =>
        new Set(
          (
            await execute(
              `SELECT query_id FROM system.processes WHERE query_id LIKE ${clickhouseString(`${INSERT_QUERY_PREFIX}%`)}`,
            )
          ).map((r) => String(r.query_id)),
        );
      const waiting = await running();
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while (waiting.size > 0 && Date.now() < deadline) {
        await sleep(100);
        const now = await running();
        for (const id of waiting) if (!now.has(id)) waiting.delete(id);
      }
    },
    async storedIds(rows) {
      const found = new Set<string>();
      if (rows.length === 0) return found;
      const tenants = new Set<string>();
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const r of rows) {
        tenants.add(r.tenant_id);
        if (r.time < min) min = r.time;
        if (r.time > max) max = r.time;
      }
      // tenant and time narrow the read to a few granules of the sort key
      const where =
        `tenant_id IN (${[...tenants].map(clickhouseString).join(', ')})` +
        ` AND time_s >= toDateTime(${sqlInteger(Math.floor(min / 1000))}) AND time_s <= toDateTime(${sqlInteger(Math.floor(max / 1000))})`;
      for (let i = 0; i < rows.length; i += 1000) {
        const ids = rows.slice(i, i + 1000).map((r) => clickhouseString(r.id));
        for (const r of await execute(`SELECT id FROM ${table} WHERE ${where} AND id IN (${ids.join(', ')})`)) {
          found.add(String(r.id));
        }
      }
      return found;
    },
  };

  /**
   * Runs one DELETE mutation on the events and every rollup (on a cluster, on
   * every shard's local tables). A mutation rewrites the parts in the
   * background; this waits until no unfinished mutation of those tables (on
   * any shard) names `mark`, so that reports read right after see nothing of them.
   */
  /** the tables a deletion cuts: the events and every rollup */
  const deletedFrom = ['events', ...rollups.map((r) => r.name)];

  async function deleteWhere(where: string, mark: string, what: string) {
    for (const name of deletedFrom) await client.command({ query: deleteDdl(layout, name, where) });
    const tables = deletedFrom.map((name) => clickhouseString(storageName(layout, name))).join(', ');
    const pending = `SELECT count() AS n FROM ${mutationsSource(layout)} WHERE database = ${clickhouseString(database)} AND table IN (${tables}) AND is_done = 0 AND position(command, ${clickhouseString(mark)}) > 0`;
    const deadline = Date.now() + MUTATION_LIMIT_MS;
    for (;;) {
      const [row] = await execute(pending);
      if (Number(row?.n ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`the delete of ${what} is still running`);
      await sleep(100);
    }
  }

  /**
   * Runs the mutations only where the item has rows left (in the events or a
   * rollup, which a removal cut short may have left): a deleted item's removal
   * is done again for its late events (event-deletions.service.ts), which are
   * mostly none.
   */
  async function deleteItem(tenantId: string, itemId: string) {
    const where = `tenant_id = ${clickhouseString(tenantId)} AND item_id = ${clickhouseString(itemId)}`;
    const left = deletedFrom.map(
      (name) => `SELECT item_id FROM ${sqlIdentifier(database)}.${name} WHERE ${where} LIMIT 1`,
    );
    if ((await execute(left.join(' UNION ALL '))).length === 0) return;
    await deleteWhere(where, itemId, `item ${itemId}`);
  }

  /** the events table and the rollups share time_s (an hour's start in the rollups), so an hour boundary cuts both alike */
  async function deleteBefore(tenantId: string, beforeHourMs: number) {
    const where = `tenant_id = ${clickhouseString(tenantId)} AND time_s < toDateTime(${sqlInteger(beforeHourMs / 1000)})`;
    await deleteWhere(where, tenantId, `the old events of ${tenantId}`);
  }

  return {
    sink,
    execute,
    sourceFor: (q, range) => {
      const rollup = rollupFor(q, range);
      return rollup
        ? rollupFromSql(
            {
              table: `${sqlIdentifier(database)}.${rollup.name}`,
              // the rollup's hours are whole: its DateTime alone bounds them exactly
              range: (fromMs, toMs) =>
                `time_s >= toDateTime(${sqlInteger(fromMs / 1000)}) AND time_s < toDateTime(${sqlInteger(toMs / 1000)})`,
              sum: (c) => `sumMerge(${c})`,
              min: (c) => `minMerge(${c})`,
              max: (c) => `maxMerge(${c})`,
            },
            rollup,
          )
        : undefined;
    },
    deleteItem,
    deleteBefore,
    async ping() {
      const result = await client.ping();
      if (!result.success) throw result.error;
    },
    close: () => client.close(),
  };
}
