// The embedded store's share of a click: the CPU its DuckDB sink takes a row, all threads, off the event loop.
// Usage: node --import tsx bench/sink.mjs [batches=20] [rows a batch=10000]
// Writes `batches` spool segments of realistic clicks (50 links, 5,000 visitors, 5 browsers, 5 countries), then
// inserts them one segment a flush, as the event writer does under load, into a fresh DuckDB file, and prints the
// process's CPU a row (the inserts, then with the close's checkpoint) and each statement's share of it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBConnection } from '@duckdb/node-api';

const { openDuckdbBackend } = await import('../apps/server/src/analytics-store/duckdb-store.ts');
const { clickLines } = await import('./bench-clicks.mjs');

const batches = Number(process.argv[2] ?? 20);
const perBatch = Number(process.argv[3] ?? 10_000);
const rows = batches * perBatch;
const work = mkdtempSync(join(tmpdir(), 'osm5-bench-sink-'));

/** CPU of each statement the sink runs (every thread of the process: DuckDB's work is on its own). */
const statements = new Map();
const run = DuckDBConnection.prototype.run;
DuckDBConnection.prototype.run = async function timedRun(sql, ...rest) {
  const before = process.cpuUsage();
  try {
    return await run.call(this, sql, ...rest);
  } finally {
    const used = process.cpuUsage(before);
    const key = sql.replace(/\s+/g, ' ').slice(0, 70);
    const s = statements.get(key) ?? { count: 0, cpu: 0 };
    s.count++;
    s.cpu += used.user + used.system;
    statements.set(key, s);
  }
};

function writeSegment(index) {
  const path = join(work, `segment-${index}.jsonl`);
  writeFileSync(path, clickLines(index * perBatch, perBatch));
  return path;
}

try {
  const segments = Array.from({ length: batches }, (_, i) => writeSegment(i));
  const backend = await openDuckdbBackend(join(work, 'analytics.duckdb'));
  statements.clear();
  const before = process.cpuUsage();
  const startedAt = performance.now();
  for (const path of segments) await backend.sink.insertSegments([{ path }]);
  const inserted = process.cpuUsage(before);
  const wall = performance.now() - startedAt;
  await backend.close();
  const closed = process.cpuUsage(before);
  const perRow = (usage) => ((usage.user + usage.system) / rows).toFixed(2);
  console.log(`${rows} rows in ${batches} batches of ${perBatch}`);
  console.log(`inserts: ${perRow(inserted)} µs of CPU a row (${((wall * 1000) / rows).toFixed(2)} µs of wall)`);
  console.log(`with the close (its checkpoint): ${perRow(closed)} µs of CPU a row`);
  console.log('by statement, µs of CPU a row:');
  const top = [...statements.entries()].sort((a, b) => b[1].cpu - a[1].cpu).slice(0, 10);
  for (const [sql, s] of top) console.log(`${(s.cpu / rows).toFixed(2).padStart(7)}  ×${s.count}  ${sql}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
