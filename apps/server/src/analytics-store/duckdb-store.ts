import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import {
  addRollupRows,
  compactRollup,
  cutRollupsBefore,
  deleteRollupRows,
  ensureRollup,
  inTransaction,
  rollupSourceOf,
} from './duckdb-rollups.ts';
import { toJsonLine } from './event-line.ts';
import { numberColumns, stringColumns } from './event-row.ts';
import type { EventSink } from './event-writer.ts';
import type { ExecuteSql, SourceFor } from './run-query.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';
import { TotalsCache } from './totals-cache.ts';
import { SETTLE_EVERY_MS, settleWholeVisits } from './whole-visits.ts';

/**
 * The embedded event store: one DuckDB file. `time` is a naive TIMESTAMP that
 * means UTC, so no session time zone setting can shift it. DuckDB has no
 * clustered key: rows arrive nearly in time order, so each row group's
 * min/max (zone maps) prunes ranges. The visit rollup (rollup.ts) is kept
 * in the same transaction as each insert, and answers the descriptions it can
 * answer exactly.
 */
const ddl = `CREATE TABLE IF NOT EXISTS events (
  id VARCHAR NOT NULL,
  time TIMESTAMP NOT NULL,
  ${stringColumns.map((c) => `${c} VARCHAR NOT NULL DEFAULT ''`).join(',\n  ')},
  ${numberColumns.map((c) => `${c} DOUBLE NOT NULL DEFAULT 0`).join(',\n  ')},
  is_bot BOOLEAN NOT NULL DEFAULT false
)`;

/**
 * A sealed spool segment read by DuckDB itself: its threads parse the JSON, so
 * a flush costs the event loop nothing (the appender would be ~45 synchronous
 * native calls per row on the main thread, stalling redirects for the length
 * of a batch). Absent fields are the defaults the spool left out. Columns are
 * named: a file made before a column existed has it last (see addMissingColumns).
 */
function segmentSelectSql(paths: readonly string[]): string {
  const columns = [
    "id: 'VARCHAR'",
    "time: 'BIGINT'",
    ...stringColumns.map((c) => `${c}: 'VARCHAR'`),
    ...numberColumns.map((c) => `${c}: 'DOUBLE'`),
    "is_bot: 'BOOLEAN'",
  ];
  const select = [
    'id',
    'epoch_ms(time) AS time',
    ...stringColumns.map((c) => `coalesce(${c}, '') AS ${c}`),
    ...numberColumns.map((c) => `coalesce(${c}, 0) AS ${c}`),
    'coalesce(is_bot, false) AS is_bot',
  ];
  return `SELECT ${select.join(', ')} FROM read_json([${paths.map(duckdbString).join(', ')}], format = 'newline_delimited', columns = {${columns.join(', ')}})`;
}

const eventColumnNames = ['id', 'time', ...stringColumns, ...numberColumns, 'is_bot'];

/**
 * Events and their rollup rows in one transaction: a batch is in both or in
 * neither, so the writer's retries and the spool's replay (which skip the ids
 * already stored) never count an event twice in the rollup. The hours it
 * touched are marked for compaction.
 */
async function insertWithRollup(connection: DuckDBConnection, select: string): Promise<void> {
  await inTransaction(connection, async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE batch AS ${select}`);
    await connection.run(`INSERT INTO events (${eventColumnNames.join(', ')}) SELECT * FROM batch`);
    await addRollupRows(connection, 'batch');
    await connection.run('DROP TABLE batch');
  });
}

/**
 * A file made by an earlier version lacks the columns added since: they are
 * added with the DDL's defaults (DuckDB takes no NOT NULL in ADD COLUMN, so it
 * is set after), and old rows read them as '' and 0.
 */
async function addMissingColumns(connection: DuckDBConnection): Promise<string[]> {
  const reader = await connection.runAndReadAll(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = 'main' AND table_name = 'events'",
  );
  const present = new Set(reader.getRows().map(([name]) => String(name)));
  const added: string[] = [];
  const wanted = [
    ...stringColumns.map((c) => [c, "VARCHAR DEFAULT ''"] as const),
    ...numberColumns.map((c) => [c, 'DOUBLE DEFAULT 0'] as const),
  ];
  for (const [column, type] of wanted) {
    if (present.has(column)) continue;
    await connection.run(`ALTER TABLE events ADD COLUMN ${column} ${type}`);
    await connection.run(`ALTER TABLE events ALTER COLUMN ${column} SET NOT NULL`);
    added.push(column);
  }
  return added;
}

export interface DuckdbBackend {
  sink: EventSink;
  execute: ExecuteSql;
  /** where a description is read from: the visit rollup when it answers exactly */
  sourceFor: SourceFor;
  /** totals shared by the reports that ask the same ones, forgotten at every write (totals-cache.ts) */
  totalsCache: TotalsCache;
  deleteItem(tenantId: string, itemId: string): Promise<void>;
  deleteBefore(tenantId: string, beforeHourMs: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Runs fn on a connection of its own: the node bindings must not run two statements on one connection at once. */
async function withConnection<T>(instance: DuckDBInstance, fn: (c: DuckDBConnection) => Promise<T>): Promise<T> {
  const connection = await instance.connect();
  try {
    return await fn(connection);
  } finally {
    connection.closeSync();
  }
}

/**
 * Two settings for the flushes, which run while redirects are being answered:
 *
 * - threads: all cores but one. By default DuckDB takes every core, so a flush
 *   inserting a batch took the event loop's core too (redirects waiting behind
 *   it), and a parallel insert costs more CPU than one thread's (two cores:
 *   ~11 against ~8.5 µs a row for 10,000-row batches).
 * - checkpoint_threshold: 64 MB of WAL instead of 16. A checkpoint compresses
 *   the row group being filled and compresses it again at the next one, so
 *   frequent checkpoints compress each row several times: with 10,000-row
 *   batches, from ~15 down to ~7 µs of CPU a row, close included. The price: a
 *   longer WAL to replay after a crash (seconds) and more rows kept
 *   uncompressed in memory between checkpoints (tens of MB).
 */
const duckdbOptions = {
  threads: String(Math.max(1, availableParallelism() - 1)),
  checkpoint_threshold: '64MB',
};

/** `settleEveryMs`: how often at most the writer marks whole visits (whole-visits.ts). */
export async function openDuckdbBackend(path: string, settleEveryMs = SETTLE_EVERY_MS): Promise<DuckdbBackend> {
  mkdirSync(dirname(path), { recursive: true });
  let instance = await DuckDBInstance.create(path, duckdbOptions);
  // The writer's flushes are sequential, so one long-lived connection serves them all.
  let writeConnection = await instance.connect();
  await writeConnection.run(ddl);
  await addMissingColumns(writeConnection);
  if (await ensureRollup(writeConnection)) {
    // the file opened again: the rebuild's rows keep versions in this instance's memory, which every read checks
    // (the overview ~25% slower until the next open)
    writeConnection.closeSync();
    instance.closeSync();
    instance = await DuckDBInstance.create(path, duckdbOptions);
    writeConnection = await instance.connect();
  }
  const scratch = join(dirname(path), `.insert-${process.pid}.jsonl`);
  // cleared once each write has committed (one process writes this file: the cache sees every change)
  const totalsCache = new TotalsCache();
  // the first flush settles what an earlier process left unsettled
  let settledAt = Number.NEGATIVE_INFINITY;

  const sink: EventSink = {
    // DuckDB reads the files itself, on its own threads
    async insertSegments(segments) {
      await insertWithRollup(writeConnection, segmentSelectSql(segments.map((s) => s.path)));
      totalsCache.clear();
      await compactRollup(writeConnection, Date.now());
      if (Date.now() - settledAt >= settleEveryMs) {
        await settleWholeVisits(writeConnection, (fn) => inTransaction(writeConnection, fn));
        settledAt = Date.now();
      }
    },
    /** Replay and retries only: the rows go through a scratch file and the segment's own insert (columns by name). */
    async insert(rows) {
      if (rows.length === 0) return;
      await writeFile(scratch, `${rows.map(toJsonLine).join('\n')}\n`);
      try {
        await insertWithRollup(writeConnection, segmentSelectSql([scratch]));
        totalsCache.clear();
      } finally {
        await rm(scratch, { force: true });
      }
    },
    async storedIds(rows) {
      const found = new Set<string>();
      if (rows.length === 0) return found;
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      for (const r of rows) {
        if (r.time < min) min = r.time;
        if (r.time > max) max = r.time;
      }
      for (let i = 0; i < rows.length; i += 1000) {
        const ids = rows.slice(i, i + 1000).map((r) => duckdbString(r.id));
        const reader = await writeConnection.runAndReadAll(
          `SELECT id FROM events WHERE time >= epoch_ms(${sqlInteger(min)}) AND time <= epoch_ms(${sqlInteger(max)}) AND id IN (${ids.join(', ')})`,
        );
        for (const [id] of reader.getRows()) found.add(String(id));
      }
      return found;
    },
  };

  const execute: ExecuteSql = (sql) =>
    withConnection(instance, async (c) => (await c.runAndReadAll(sql)).getRowObjectsJS());
  return {
    sink,
    execute,
    sourceFor: rollupSourceOf(execute),
    totalsCache,
    /** On a connection of its own: a background flush may be using the writer's at the same moment. */
    async deleteItem(tenantId, itemId) {
      const where = `tenant_id = ${duckdbString(tenantId)} AND item_id = ${duckdbString(itemId)}`;
      await withConnection(instance, (c) =>
        inTransaction(c, async () => {
          await c.run(`DELETE FROM events WHERE ${where}`);
          await deleteRollupRows(c, where);
        }),
      );
      totalsCache.clear();
    },
    async deleteBefore(tenantId, beforeHourMs) {
      const where = `tenant_id = ${duckdbString(tenantId)} AND time < epoch_ms(${sqlInteger(beforeHourMs)})`;
      await withConnection(instance, (c) =>
        inTransaction(c, async () => {
          await c.run(`DELETE FROM events WHERE ${where}`);
          await cutRollupsBefore(c, duckdbString(tenantId), beforeHourMs);
        }),
      );
      totalsCache.clear();
    },
    async ping() {
      await withConnection(instance, (c) => c.run('SELECT 1'));
    },
    async close() {
      writeConnection.closeSync();
      instance.closeSync();
    },
  };
}
