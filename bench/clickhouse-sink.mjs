// ClickHouse's share of a click in server mode: the CPU the ClickHouse server takes a stored row, by the size of
// the writer's inserts, with its background merges and without them.
// Usage: OSM5_TEST_CLICKHOUSE_URL=http://127.0.0.1:18123 node --import tsx bench/clickhouse-sink.mjs [inserts=10]
//        [rows an insert, comma-separated=2000,13000,65000]
// ClickHouse must run on this machine: its CPU is read from /proc (every clickhouse-server process's, summed).
// For each size, on a fresh database with OSM5's schema (the events table and the rollups' materialised views):
// `inserts` inserts of realistic clicks, one a second as the event writer sends them (the bytes it holds), then the
// wait until no merge runs; then the same with merges stopped (SYSTEM STOP MERGES), the inserts' own share.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { backEndTimes, processes } from './server-process.mjs';

const { openClickhouseBackend } = await import('../apps/server/src/analytics-store/clickhouse-store.ts');
const { clickLines } = await import('./bench-clicks.mjs');

const url = process.env.OSM5_TEST_CLICKHOUSE_URL;
if (!url) throw new Error('OSM5_TEST_CLICKHOUSE_URL names the ClickHouse server (node scripts/clickhouse/start.mjs)');
const inserts = Number(process.argv[2] ?? 10);
const sizes = (process.argv[3] ?? '2000,13000,65000').split(',').map(Number);
/** the event writer's default flush interval (EVENT_FLUSH_INTERVAL_MS) */
const EVERY_MS = 1_000;
const SETTLE_LIMIT_MS = 60_000;

/** A statement over HTTP; once more if the connection closed under it (a kept-alive one the server had ended). */
async function sql(statement, again = true) {
  let response;
  try {
    response = await fetch(url, { method: 'POST', body: statement });
  } catch (error) {
    if (again && error.cause?.code === 'UND_ERR_SOCKET') return sql(statement, false);
    throw error;
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`ClickHouse: ${response.status} ${text}`);
  return text;
}

const servers = processes().filter((p) => p.name.startsWith('clickhouse')).length;
if (servers === 0) throw new Error('no clickhouse-server runs on this machine: its CPU is what this measures');
/** µs of CPU (user and system) of every ClickHouse server on this machine (Linux counts 100 ticks a second) */
const cpu = () => (backEndTimes().get('ClickHouse') ?? 0) * 10_000;

async function mergesRunning() {
  return Number((await sql('SELECT count() FROM system.merges')).trim());
}

/** One size, merges on or stopped: µs of ClickHouse CPU a row, ms an insert, and how long the merges ran after. */
async function measure(rowsAnInsert, merges) {
  const database = `osm5_bench_${randomBytes(6).toString('hex')}`;
  await sql(`CREATE DATABASE IF NOT EXISTS ${database}`);
  const backend = await openClickhouseBackend(url, database);
  const bodies = Array.from({ length: inserts }, (_, i) => [Buffer.from(clickLines(i * rowsAnInsert, rowsAnInsert))]);
  if (!merges) await sql('SYSTEM STOP MERGES');
  try {
    const before = cpu();
    const startedAt = performance.now();
    let insertMs = 0;
    for (let i = 0; i < inserts; i++) {
      const wait = startedAt + i * EVERY_MS - performance.now();
      if (wait > 0) await sleep(wait);
      const t = performance.now();
      await backend.sink.insertSegments([{ path: `bench-${i}`, bytes: bodies[i] }]);
      insertMs += performance.now() - t;
    }
    const insertedAt = performance.now();
    const afterInserts = cpu();
    while ((await mergesRunning()) > 0 && performance.now() - insertedAt < SETTLE_LIMIT_MS) await sleep(100);
    const settled = cpu();
    const rows = inserts * rowsAnInsert;
    return {
      inserts: (afterInserts - before) / rows,
      all: (settled - before) / rows,
      anInsert: (settled - before) / inserts / 1000,
      wallAnInsert: insertMs / inserts,
      mergedFor: (performance.now() - insertedAt) / 1000,
    };
  } finally {
    if (!merges) await sql('SYSTEM START MERGES');
    await backend.close();
    await sql(`DROP DATABASE IF EXISTS ${database}`);
  }
}

const idleFrom = cpu();
await sleep(2_000);
console.log(
  `ClickHouse ${url} (${servers} server process${servers > 1 ? 'es' : ''}), idle: ${((cpu() - idleFrom) / 2_000).toFixed(1)} ms of CPU a second`,
);
console.log(
  `${inserts} inserts a size, one every ${EVERY_MS} ms, realistic clicks (${clickLines(0, 100).length / 100} bytes a row)`,
);
for (const size of sizes) {
  for (const merges of [true, false]) {
    const r = await measure(size, merges);
    console.log(
      `${String(size).padStart(7)} rows an insert, merges ${merges ? 'on     ' : 'stopped'}: ${r.all.toFixed(2).padStart(6)} µs of CPU a row ` +
        `(${r.inserts.toFixed(2)} until the last insert answered, the rest its merges, which ran ${r.mergedFor.toFixed(1)} s more), ` +
        `${r.anInsert.toFixed(0)} ms of CPU an insert, ${r.wallAnInsert.toFixed(0)} ms of wall`,
    );
  }
}
