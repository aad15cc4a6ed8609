// Signed-in API requests: what one costs in CPU, OSM5's and PostgreSQL's. The app in this process, in server mode
// on a fresh PostgreSQL database of its own (dropped after; events embedded), or with BENCH_EMBEDDED=1 in embedded
// mode (PGlite in this process, so OSM5's CPU holds the database's), an owner with 100 links signed in.
// wrk with their session cookie (and the XSRF-TOKEN cookie a browser holds) on three GETs a page of the web app
// makes, one after the other for `rounds`: the caller's organisations (`/api/me/tenants`: the session and each
// organisation's access facts), a workspace (the session, the access facts and the workspace), and the first page
// of the link list (those, then 50 links and their count).
// Prints requests/s, p50 and p99, and the CPU a request of OSM5 (this process, every thread) and of PostgreSQL
// (every postgres process on the machine), with each one's medians.
// BENCH_LINKS=N (server mode): N more links in that workspace, written by SQL (titles, clicks and dates spread), and
// the list's first page in each order and with a search beside the three GETs: what a big workspace's list costs.
// Usage: node --import tsx bench/api.mjs [seconds=5] [connections=1] [rounds=3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/free-port.mjs';
import { benchFlag, createBenchLink, serverEnv, signInBenchOwner, startApp } from './bench-link.mjs';
import { backEndTimes } from './server-process.mjs';
import { wrkSignedIn } from './wrk.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 1);
const rounds = Number(process.argv[4] ?? 3);
const LINKS = 100;
const MORE_LINKS = Number(process.env.BENCH_LINKS ?? 0);
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

execFileSync('bash', [join(root, 'scripts/install-bench-tools.sh')], { stdio: 'inherit' });

const wrk = (url, cookie, duration) => wrkSignedIn(url, cookie, duration, connections);

const postgresTicks = () => backEndTimes().get('PostgreSQL') ?? 0;

/** One wrk run, with the CPU a request of this process and of PostgreSQL. */
async function measure(url, cookie, duration) {
  const own = process.cpuUsage();
  const postgres = postgresTicks();
  const result = await wrk(url, cookie, duration);
  const { user, system } = process.cpuUsage(own);
  return {
    ...result,
    own: (user + system) / result.requests,
    postgres: ((postgresTicks() - postgres) * TICK_MS * 1000) / result.requests,
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const embedded = benchFlag('BENCH_EMBEDDED');
if (embedded && MORE_LINKS > 0) throw new Error('BENCH_LINKS needs server mode');

/**
 * `count` copies of the workspace's first link, by SQL in batches: unique slugs, titles in no order, clicks and
 * creation dates spread (an import of years of links); then VACUUM ANALYZE, as autovacuum does after such a load.
 */
async function writeMoreLinks(databaseUrl, workspaceId, count) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      "select column_name from information_schema.columns where table_name = 'links' and table_schema = 'public'",
    );
    const spread = {
      id: 'gen_random_uuid()',
      slug: "'big' || g",
      title: "'Link ' || md5(g::text)",
      clicks: '(g::bigint * 7919) % 100000',
      created_at: "now() - g * interval '1 minute'",
      updated_at: "now() - ((g::bigint * 104729) % 500000) * interval '1 minute'",
    };
    const columns = rows.map((r) => r.column_name);
    const values = columns.map((c) => spread[c] ?? `l.${c}`);
    const started = Date.now();
    for (let from = 1; from <= count; from += 50_000) {
      const to = Math.min(count, from + 49_999);
      await db.query(
        `insert into links (${columns.join(', ')}) select ${values.join(', ')}
         from (select * from links where workspace_id = $1 order by created_at limit 1) l, generate_series(${from}, ${to}) g`,
        [workspaceId],
      );
    }
    await db.query('vacuum analyze links');
    console.log(`${fmt(count)} more links written in ${fmt((Date.now() - started) / 1000, 1)} s`);
  } finally {
    await db.end();
  }
}
const database = `osm5_bench_api_${process.pid}`;
const admin = embedded ? undefined : new pg.Client({ connectionString: ADMIN_URL });
await admin?.connect();
await admin?.query(`create database ${database}`);
const work = mkdtempSync(join(tmpdir(), 'osm5-bench-api-'));
const runs = new Map();
try {
  const port = await freePort(3_480);
  const env = {
    ...serverEnv(work, port),
    ...(embedded ? {} : { DATABASE_URL: Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).href }),
  };
  const app = await startApp(env);
  try {
    await createBenchLink(app, env.PUBLIC_URL);
    const { client, orgId, workspaceId } = await signInBenchOwner(env.PUBLIC_URL);
    const workspace = `/api/orgs/${orgId}/workspaces/${workspaceId}`;
    for (let i = 1; i < LINKS; i++) {
      const created = await client.post(`${workspace}/links`, {
        kind: 'simple',
        rules: { url: `https://example.com/${i}` },
      });
      if (created.status !== 200) throw new Error(`link not created: ${created.text}`);
    }
    if (MORE_LINKS > 0) await writeMoreLinks(env.DATABASE_URL, workspaceId, MORE_LINKS);
    await client.get('/api/auth/csrf');
    const cookie = ['osm5_session', 'XSRF-TOKEN'].map((name) => `${name}=${client.cookie(name)}`).join('; ');
    const total = fmt(LINKS + MORE_LINKS);
    const requests = {
      'the caller’s organisations': '/api/me/tenants',
      'a workspace': workspace,
      [`the link list (50 of ${total})`]: `${workspace}/links?page=1&pageSize=50`,
    };
    if (MORE_LINKS > 0) {
      for (const sort of ['title_asc', 'clicks_desc', 'updated_desc', 'created_asc'])
        requests[`the link list by ${sort}`] = `${workspace}/links?page=1&pageSize=50&sort=${sort}`;
      requests['the link list, a search'] = `${workspace}/links?page=1&pageSize=50&search=3f2`;
      requests['the link list, page 100'] = `${workspace}/links?page=100&pageSize=50`;
    }
    for (const [name, path] of Object.entries(requests)) {
      const first = await client.get(path);
      if (first.status !== 200) throw new Error(`${name}: ${first.text}`);
      await wrk(`${env.PUBLIC_URL}${path}`, cookie, 2); // warm-up
      runs.set(name, []);
    }
    for (let round = 0; round < rounds; round++)
      for (const [name, path] of Object.entries(requests))
        runs.get(name).push(await measure(`${env.PUBLIC_URL}${path}`, cookie, seconds));
  } finally {
    await app.close();
  }
} finally {
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nsigned-in GETs, ${embedded ? 'embedded' : 'server'} mode, ${seconds} s a run, ${connections} connection(s), ${rounds} rounds\n`,
);
console.log('| request | req/s | p50 / p99 | µs of CPU a request: OSM5 / PostgreSQL |');
console.log('|---|---|---|---|');
for (const [name, list] of runs) {
  for (const r of list)
    console.log(
      `| ${name} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} / ${fmt(r.p99, 2)} ms | ${fmt(r.own)} / ${fmt(r.postgres)} |`,
    );
  console.log(
    `| **median** | ${fmt(median(list.map((r) => r.rps)))} | | **${fmt(median(list.map((r) => r.own)))} / ${fmt(median(list.map((r) => r.postgres)))}** |`,
  );
}
process.exit(0);
