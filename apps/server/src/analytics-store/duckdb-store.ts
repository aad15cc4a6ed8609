import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { byHourOfRange, duckdbDialect } from './compile-duckdb.ts';
import { toJsonLine } from './event-line.ts';
import { numberColumns, stringColumns } from './event-row.ts';
import type { EventSink } from './event-writer.ts';
import {
  fractionalSums,
  ROLLUP_VERSION,
  type Rollup,
  readsViewsOnly,
  rollupColumnNames,
  rollupFor,
  rollupKeyColumns,
  rollupRowsSql,
  rollupSpans,
  rollupSums,
  rollups,
  storedName,
} from './rollup.ts';
import { type RollupReader, rollupFromSql } from './rollup-read.ts';
import type { ExecuteSql, SourceFor } from './run-query.ts';
import { duckdbString, sqlInteger } from './sql-literal.ts';
import { TotalsCache } from './totals-cache.ts';
import { clearSpansBeforeSql, spanColumnsDdl } from './visit-spans.ts';
import { firstColumnsDdl, firstRowOf, forgetFirstsBeforeSql, forgottenHoursSql } from './visitor-firsts.ts';
import { deleteSumsSql, hoursIn, resum, sumsOf, wholeSumDdl, wholeSumFor } from './whole-sums.ts';
import {
  markAllWhole,
  pathUnit,
  SETTLE_EVERY_MS,
  settleWholeVisits,
  unsettledDdl,
  unsettleSql,
  visitUnit,
  wholeRowsOf,
  wholeUnits,
} from './whole-visits.ts';

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
 * A rollup (rollup.ts): `time` is the UTC hour its rows sum. A row also says
 * whether it is alone in its unit (`whole`: its visit in the visit rollup, its
 * visit's page views of its path in the page rollup), so that reads take such
 * rows as they are without grouping them (whole-visits.ts), and keeps its
 * visitor's previous hours (visitor-firsts.ts), so that reads count visitors
 * without comparing ids.
 */
const rollupDdl = (rollup: Rollup) => {
  const own = [
    'whole BOOLEAN NOT NULL DEFAULT false',
    ...firstColumnsDdl(rollup.name),
    ...(rollup.name === visitUnit.rollup ? spanColumnsDdl : []),
  ];
  const columns = [
    'time TIMESTAMP NOT NULL',
    ...rollup.keys.map((c) => `${c} VARCHAR NOT NULL`),
    'is_bot BOOLEAN NOT NULL',
    ...rollupSums.map((c) => `${storedName(c)} ${fractionalSums.includes(c) ? 'DOUBLE' : 'BIGINT'} NOT NULL`),
    ...rollupSpans(rollup).map((s) => `${s.name} BIGINT NOT NULL`),
    ...own,
  ];
  return `CREATE TABLE ${rollup.name} (\n  ${columns.join(',\n  ')}\n)`;
};

/**
 * The rollups' version in this file: the shared one, and this store's own
 * columns (the whole units of the rollups, whole-visits.ts, and their
 * visitor firsts, visitor-firsts.ts; the visit rollup's page-view instants,
 * rollup.ts viewsOfVisits), the visit rollup's spans (visit-spans.ts), and the
 * sums of their whole units and spans (whole-sums.ts).
 */
const STORED_VERSION = ROLLUP_VERSION * 100 + 9;
const hourOf = "date_trunc('hour', time)";
const rollupInsert = (rollup: Rollup, source: string) =>
  `INSERT INTO ${rollup.name} (${rollupColumnNames(rollup).join(', ')}) ${rollupRowsSql(duckdbDialect, rollup, source, hourOf)}`;
/** An hour is compacted (its rows summed per key) once no event of it has arrived for this long. */
const COMPACT_AFTER_MS = 60 * 60_000;

/**
 * Makes the rollup if this file has none of this version (a new store, or one
 * made before rollups or with an older rollup): built from every stored event
 * in one transaction, which also records the version, so that a crash midway
 * builds it again from the start at the next open.
 */
async function ensureRollup(connection: DuckDBConnection): Promise<boolean> {
  await connection.run('CREATE TABLE IF NOT EXISTS rollup_state (version INTEGER NOT NULL)');
  await connection.run('CREATE TABLE IF NOT EXISTS rollup_dirty (time TIMESTAMP NOT NULL)');
  await connection.run(unsettledDdl);
  const reader = await connection.runAndReadAll('SELECT max(version) FROM rollup_state');
  if (Number(reader.getRows()[0]?.[0] ?? 0) === STORED_VERSION) return false;
  await inTransaction(connection, async () => {
    for (const rollup of rollups) {
      await connection.run(`DROP TABLE IF EXISTS ${rollup.name}`);
      await connection.run(rollupDdl(rollup));
      // sorted by item and time, so that each row group's min/max prune one item's range
      await connection.run(
        `INSERT INTO ${rollup.name} (${rollupColumnNames(rollup).join(', ')}) SELECT * FROM (${rollupRowsSql(duckdbDialect, rollup, 'events', hourOf)}) ORDER BY tenant_id, item_id, time`,
      );
    }
    for (const sum of wholeUnits.flatMap(sumsOf)) {
      await connection.run(`DROP TABLE IF EXISTS ${sum.table}`);
      await connection.run(wholeSumDdl(sum));
    }
    await markAllWhole(connection);
    await connection.run('DELETE FROM rollup_state');
    await connection.run('DELETE FROM rollup_dirty');
    await connection.run(`INSERT INTO rollup_state VALUES (${sqlInteger(STORED_VERSION)})`);
  });
  // the marks and firsts were written as updates of every row, which reads merge until a checkpoint rewrites them
  await connection.run('CHECKPOINT');
  return true;
}

async function inTransaction(connection: DuckDBConnection, fn: () => Promise<void>): Promise<void> {
  await connection.run('BEGIN TRANSACTION');
  try {
    await fn();
    await connection.run('COMMIT');
  } catch (err) {
    await connection.run('ROLLBACK').catch(() => {});
    throw err;
  }
}

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
    for (const rollup of rollups) await connection.run(rollupInsert(rollup, 'batch'));
    await connection.run(`INSERT INTO rollup_dirty SELECT DISTINCT ${hourOf} FROM batch`);
    await connection.run(unsettleSql(`SELECT DISTINCT ${hourOf} FROM batch`));
    await connection.run('DROP TABLE batch');
  });
}

/**
 * Each insert adds its own rows to the rollup, so a visit spread over many
 * flushes has many rows in its hour. Hours no event reached for an hour are
 * rewritten with one row per key (a late event marks its hour again, and it is
 * compacted again later). Reads sum rows per key, so this changes no answer.
 */
async function compactRollup(connection: DuckDBConnection, nowMs: number): Promise<void> {
  const due = `SELECT DISTINCT time FROM rollup_dirty WHERE time < epoch_ms(${sqlInteger(nowMs - COMPACT_AFTER_MS)})`;
  const pending = await connection.runAndReadAll(`SELECT count(*) FROM (${due})`);
  if (Number(pending.getRows()[0]?.[0] ?? 0) === 0) return;
  const sums = rollupSums.map((c) => `sum(${storedName(c)}) AS ${storedName(c)}`);
  await inTransaction(connection, async () => {
    await connection.run(`CREATE OR REPLACE TEMP TABLE due AS ${due}`);
    for (const rollup of rollups) {
      const columns = rollupColumnNames(rollup);
      const keys = rollupKeyColumns(rollup);
      const spans = rollupSpans(rollup).map((s) => `${s.aggregate}(${s.name}) AS ${s.name}`);
      await connection.run(
        `CREATE OR REPLACE TEMP TABLE compacted AS SELECT ${[...keys, ...sums, ...spans].join(', ')} FROM ${rollup.name} WHERE time IN (SELECT time FROM due) GROUP BY ${keys.join(', ')}`,
      );
      await connection.run(`DELETE FROM ${rollup.name} WHERE time IN (SELECT time FROM due)`);
      await connection.run(
        `INSERT INTO ${rollup.name} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM compacted ORDER BY tenant_id, item_id, time`,
      );
      await connection.run('DROP TABLE compacted');
    }
    // the rows written again are not whole (until their hour is settled): nothing of them is summed
    for (const sql of deleteSumsSql(wholeUnits, 'time IN (SELECT time FROM due)')) await connection.run(sql);
    await connection.run('DELETE FROM rollup_dirty WHERE time IN (SELECT time FROM due)');
    await connection.run('DROP TABLE due');
  });
}

/**
 * Where a rollup's reads take whole units (whole-visits.ts) and count visitors
 * from firsts (visitor-firsts.ts): the visit rollup always; the page rollup
 * when its groups are a visit's page views of one path (grouped by path, page
 * views only).
 */
function wholeOf(rollup: Rollup): Pick<RollupReader, 'wholeRows' | 'firstRow' | 'wholeSum'> {
  if (rollup.name === 'visit_rollup') {
    const views = { views: rollup.viewsOnly };
    return {
      wholeRows: wholeRowsOf(visitUnit),
      firstRow: firstRowOf(visitUnit, views),
      wholeSum: (q, dims) => wholeSumFor(visitUnit, q, dims, views)?.table,
    };
  }
  const paths = wholeRowsOf(pathUnit);
  return {
    wholeRows: (where, q, dims) => (dims.includes('path') && readsViewsOnly(q) ? paths(where) : undefined),
    firstRow: firstRowOf(pathUnit),
    wholeSum: (q, dims) => wholeSumFor(pathUnit, q, dims)?.table,
  };
}

/** The rollup's FROM part where it answers a description exactly (rollup.ts), else the events table. */
const rollupSource: SourceFor = (q, range) => {
  const rollup = rollupFor(q, range, { viewSpans: true });
  return rollup
    ? rollupFromSql(
        {
          table: rollup.name,
          sum: (c) => `sum(${c})`,
          min: (c) => `min(${c})`,
          max: (c) => `max(${c})`,
          ...wholeOf(rollup),
          viewsCounted: true,
          hourBucket: (labels, fromMs, once = (list) => list, column = 'time') =>
            byHourOfRange(once(`[${labels.map(duckdbString).join(', ')}]`), fromMs, column),
        },
        rollup,
      )
    : undefined;
};

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
    async insertSegments(paths) {
      await insertWithRollup(writeConnection, segmentSelectSql(paths));
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

  return {
    sink,
    execute: (sql) => withConnection(instance, async (c) => (await c.runAndReadAll(sql)).getRowObjectsJS()),
    sourceFor: rollupSource,
    totalsCache,
    /** On a connection of its own: a background flush may be using the writer's at the same moment. */
    async deleteItem(tenantId, itemId) {
      const where = `tenant_id = ${duckdbString(tenantId)} AND item_id = ${duckdbString(itemId)}`;
      await withConnection(instance, (c) =>
        inTransaction(c, async () => {
          await c.run(`DELETE FROM events WHERE ${where}`);
          for (const rollup of rollups) await c.run(`DELETE FROM ${rollup.name} WHERE ${where}`);
          for (const sql of deleteSumsSql(wholeUnits, where)) await c.run(sql);
        }),
      );
      totalsCache.clear();
    },
    async deleteBefore(tenantId, beforeHourMs) {
      // the rollups' time is an hour's start: an hour boundary cuts them and the events alike
      const where = `tenant_id = ${duckdbString(tenantId)} AND time < epoch_ms(${sqlInteger(beforeHourMs)})`;
      await withConnection(instance, (c) =>
        inTransaction(c, async () => {
          const tenant = duckdbString(tenantId);
          await c.run(`DELETE FROM events WHERE ${where}`);
          for (const sql of deleteSumsSql(wholeUnits, where)) await c.run(sql);
          // the rows left whose previous hour was deleted: their hours' whole sums change
          await c.run('CREATE OR REPLACE TEMP TABLE forgotten (time TIMESTAMP)');
          for (const rollup of rollups) await c.run(`DELETE FROM ${rollup.name} WHERE ${where}`);
          // the spans that began before the cut are not whole any more
          await c.run(clearSpansBeforeSql(tenant, beforeHourMs));
          for (const unit of wholeUnits) {
            await c.run(`INSERT INTO forgotten ${forgottenHoursSql(unit, tenant, beforeHourMs)}`);
            await c.run(forgetFirstsBeforeSql(unit.rollup, tenant, beforeHourMs));
          }
          await resum(c, wholeUnits, await hoursIn(c, 'forgotten'));
          await c.run('DROP TABLE forgotten');
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
