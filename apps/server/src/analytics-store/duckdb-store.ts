import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { toJsonLine } from './event-line.ts';
import { numberColumns, stringColumns } from './event-row.ts';
import type { EventSink } from './event-writer.ts';
import type { ExecuteSql } from './run-query.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';

/**
 * The embedded event store: one DuckDB file. `time` is a naive TIMESTAMP that
 * means UTC, so no session time zone setting can shift it. DuckDB has no
 * clustered key: rows arrive nearly in time order, so each row group's
 * min/max (zone maps) prunes ranges; re-sorting by (item, time) and rollups
 * come with the reports work.
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
function insertSegmentSql(paths: readonly string[]): string {
  const columns = [
    "id: 'VARCHAR'",
    "time: 'BIGINT'",
    ...stringColumns.map((c) => `${c}: 'VARCHAR'`),
    ...numberColumns.map((c) => `${c}: 'DOUBLE'`),
    "is_bot: 'BOOLEAN'",
  ];
  const select = [
    'id',
    'epoch_ms(time)',
    ...stringColumns.map((c) => `coalesce(${c}, '')`),
    ...numberColumns.map((c) => `coalesce(${c}, 0)`),
    'coalesce(is_bot, false)',
  ];
  const names = ['id', 'time', ...stringColumns, ...numberColumns, 'is_bot'];
  return `INSERT INTO events (${names.join(', ')}) SELECT ${select.join(', ')} FROM read_json([${paths.map(duckdbString).join(', ')}], format = 'newline_delimited', columns = {${columns.join(', ')}})`;
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
  deleteItem(tenantId: string, itemId: string): Promise<void>;
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

export async function openDuckdbBackend(path: string): Promise<DuckdbBackend> {
  mkdirSync(dirname(path), { recursive: true });
  const instance = await DuckDBInstance.create(path, duckdbOptions);
  // The writer's flushes are sequential, so one long-lived connection serves them all.
  const writeConnection = await instance.connect();
  await writeConnection.run(ddl);
  await addMissingColumns(writeConnection);
  const scratch = join(dirname(path), `.insert-${process.pid}.jsonl`);

  const sink: EventSink = {
    async insertSegments(paths) {
      await writeConnection.run(insertSegmentSql(paths));
    },
    /** Replay and retries only: the rows go through a scratch file and the segment's own insert (columns by name). */
    async insert(rows) {
      if (rows.length === 0) return;
      await writeFile(scratch, `${rows.map(toJsonLine).join('\n')}\n`);
      try {
        await writeConnection.run(insertSegmentSql([scratch]));
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

  return {
    sink,
    execute: (sql) => withConnection(instance, async (c) => (await c.runAndReadAll(sql)).getRowObjectsJS()),
    /** On a connection of its own: a background flush may be using the writer's at the same moment. */
    async deleteItem(tenantId, itemId) {
      await withConnection(instance, (c) =>
        c.run(`DELETE FROM events WHERE tenant_id = ${duckdbString(tenantId)} AND item_id = ${duckdbString(itemId)}`),
      );
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
