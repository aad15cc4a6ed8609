// Event ingestion through POST /api/event/batch, into DuckDB (embedded) and into ClickHouse.
// Usage: node --import tsx bench/ingest.mjs [seconds=15] [connections=16] [batch=200] [rounds=1]
// (BENCH_SERVER_ENV="EVENT_BATCH_SIZE=50000" passes settings to the server; BENCH_WORKERS=N runs it in cluster mode)
// ClickHouse: CLICKHOUSE_URL when given, else Debian's clickhouse-server started with scripts/clickhouse/start.mjs
// when it is installed, else that run is skipped (BENCH_STORES=duckdb or =clickhouse runs one only).
// For each store: a server process on a fresh data folder, one web site made through the API, then `connections`
// keep-alive connections sending batches for `seconds`; then a graceful stop (which stores every acknowledged
// event) and a count of what was stored. Prints events/s accepted and stored, lost = accepted − stored (must be 0),
// and the ratio to the 50,000 events/s target of architecture.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { clickhouseBinary, startClickHouse } from '../scripts/clickhouse/start.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { benchServerEnv, serverEnv, startApp } from './bench-link.mjs';
import { announced, serverTicks } from './server-process.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 16);
const batchSize = Number(process.argv[4] ?? 200);
// this machine's speed drifts by tens of percent within minutes (other work shares its cores): rounds, and medians
const rounds = Number(process.argv[5] ?? 1);
const TARGET = 50_000;
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

/** Busy, stolen and total CPU ticks of the whole machine. */
function machineTicks() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  const steal = f[7] ?? 0;
  return { busy: total - f[3] - f[4] - steal, steal, total };
}

/** An owner (registered, verified, signed in) and one web site for example.com, through the real API. */
async function createBenchSite(env) {
  const app = await startApp(env);
  try {
    const { mailOutbox } = await import('../apps/server/src/db/schema.ts');
    const { createTestClient } = await import('../apps/server/test/test-client.ts');
    const client = createTestClient(env.PUBLIC_URL);
    const email = 'bench@example.test';
    const password = 'bench password 1';
    await client.post('/api/auth/register', { name: 'Bench', email, password, confirmPassword: password });
    const [mail] = await app.db.db.select({ text: mailOutbox.text }).from(mailOutbox);
    const token = new URL(mail.text.match(/https?:\/\/\S+/)[0]).searchParams.get('token');
    await client.post('/api/auth/verify-email', { token });
    await client.post('/api/auth/login', { email, password });
    const tenants = await client.get('/api/me/tenants');
    const orgId = tenants.body.data.orgId;
    const workspaceId = tenants.body.data.sBoxs.find((w) => w.isDefault).id;
    const created = await client.post(`/api/orgs/${orgId}/workspaces/${workspaceId}/sites`, {
      kind: 'web',
      name: 'Bench site',
      currency: 'EUR',
      timeZone: 'Europe',
      subTimeZone: 'Europe/Paris',
      domain: 'example.com',
    });
    if (created.status !== 200) throw new Error(`site not created: ${created.text}`);
    return { orgId, siteId: created.body.data.id };
  } finally {
    await app.close();
  }
}

/**
 * Visitor addresses: European and American ISP-looking addresses, none in the data-centre list (those
 * would be dropped as bots), so that geography and the visitor hash do their real work.
 */
async function visitorAddresses(n) {
  const { createDatacenterMatcher } = await import('../apps/server/src/tracking/datacenter.ts');
  const dc = createDatacenterMatcher();
  const out = [];
  while (out.length < n) {
    const b = randomBytes(4);
    const ip = `${[81, 82, 86, 90, 92, 109, 176, 24, 71, 98][b[0] % 10]}.${b[1]}.${b[2]}.${1 + (b[3] % 254)}`;
    if (!dc.has(ip)) out.push(ip);
  }
  return out;
}

/** A few distinct batch bodies (pages, referrers, campaigns, custom events, engagement), made once. */
function batchBodies(siteId) {
  const referrers = [
    'https://www.google.com/',
    'https://t.co/x',
    '',
    'https://news.example.org/a',
    'https://www.bing.com/',
  ];
  const bodies = [];
  for (let b = 0; b < 16; b++) {
    const events = [];
    for (let i = 0; i < batchSize; i++) {
      const n = b * batchSize + i;
      const url = `https://example.com/page/${n % 97}${n % 5 === 0 ? `?utm_source=news&utm_medium=email&utm_campaign=c${n % 7}` : ''}`;
      if (n % 10 === 7) events.push({ type: 'custom', url, name: 'signup', props: { plan: 'pro', step: n % 4 } });
      else if (n % 10 === 9) events.push({ type: 'engagement', url, scrollDepth: n % 100, engagedMs: 1000 * (n % 60) });
      else events.push({ type: 'pageview', url, title: `Page ${n % 97}`, referrer: referrers[n % referrers.length] });
    }
    bodies.push(JSON.stringify({ site: siteId, events }));
  }
  return bodies;
}

/** `connections` keep-alive connections, each sending a batch and waiting for its answer, for `seconds`. */
async function load(url, siteId, secs) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const bodies = batchBodies(siteId);
  const ips = await visitorAddresses(5000);
  const target = new URL('/api/event/batch', url);
  let accepted = 0;
  let dropped = 0;
  let answered = 0;
  let failed = 0;
  let n = 0;
  const latencies = [];
  const end = Date.now() + secs * 1000;
  const post = (body, ip) =>
    new Promise((done) => {
      const started = performance.now();
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'content-length': Buffer.byteLength(body),
            'user-agent': UA,
            'accept-language': 'en-GB,en;q=0.9',
            'x-forwarded-for': ip,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => {
            latencies.push(performance.now() - started);
            if (res.statusCode === 202) {
              const data = JSON.parse(text).data;
              accepted += data.accepted;
              dropped += data.dropped;
              answered++;
            } else {
              failed++;
            }
            done();
          });
        },
      );
      req.on('error', () => {
        failed++;
        done();
      });
      req.end(body);
    });
  const worker = async () => {
    while (Date.now() < end) {
      const i = n++;
      await post(bodies[i % bodies.length], ips[i % ips.length]);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return { accepted, dropped, answered, failed, elapsed, p50: p(0.5), p99: p(0.99) };
}

async function storedEvents(env, orgId, siteId) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const app = await buildApp(loadConfig(env));
  try {
    await app.events.writer.flush();
    const r = await app.events.query({
      scope: { tenantId: orgId, itemId: siteId },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
      includeBots: true,
    });
    return Number(r.totals.events ?? 0);
  } finally {
    await app.close();
  }
}

async function run(store, extraEnv) {
  const work = mkdtempSync(join(tmpdir(), `osm5-bench-ingest-${store}-`));
  try {
    const port = await freePort(14100);
    // BENCH_SERVER_ENV="EVENT_BATCH_SIZE=50000 …": more settings for the server
    const more = benchServerEnv();
    const env = {
      ...serverEnv(work, port),
      TRUSTED_PROXIES: '127.0.0.1',
      WORKERS: String(workers),
      ...extraEnv,
      ...more,
    };
    const { orgId, siteId } = await createBenchSite(env);
    // BENCH_CPU_PROFILE=<dir>: writes a V8 CPU profile of the server there (open it in Chrome's DevTools)
    const profile = process.env.BENCH_CPU_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
      : [];
    const proc = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // the line it prints once it listens; in cluster mode once every worker does
    await announced(proc);
    // warm-up: the JIT, the site cache, the agent cache (its events are stored and counted like the rest)
    const warm = await load(env.PUBLIC_URL, siteId, 2);
    const ticksBefore = serverTicks(proc.pid);
    const selfBefore = process.cpuUsage();
    const machineBefore = machineTicks();
    const r = await load(env.PUBLIC_URL, siteId, seconds);
    const machineAfter = machineTicks();
    const ticksAfter = serverTicks(proc.pid);
    const cpu = (ticksAfter.total - ticksBefore.total) / 100;
    // each process's event loop (the primary's first): seconds of CPU over the load
    const loops = ticksAfter.processes.map(
      (p) => (p.loop - (ticksBefore.processes.find((q) => q.pid === p.pid)?.loop ?? 0)) / 100,
    );
    const loop = loops.reduce((a, b) => a + b, 0);
    const self = process.cpuUsage(selfBefore);
    const client = (self.user + self.system) / 1e6;
    // the graceful stop flushes every acknowledged event into the store: its time is the time to store the rest
    const stopAt = performance.now();
    proc.kill('SIGTERM');
    await new Promise((done) => proc.once('exit', done));
    const drain = (performance.now() - stopAt) / 1000;
    const stored = await storedEvents(env, orgId, siteId);
    const acceptedAll = warm.accepted + r.accepted;
    const ticks = machineAfter.total - machineBefore.total;
    return {
      store,
      ...r,
      drain,
      stored,
      acceptedAll,
      lost: acceptedAll - stored,
      cpuPerEvent: (cpu / r.accepted) * 1e6,
      loopPerEvent: (loop / r.accepted) * 1e6,
      loopBusy: (100 * loop) / r.elapsed,
      loopsBusy: loops.map((l) => (100 * l) / r.elapsed),
      clientPerEvent: (client / r.accepted) * 1e6,
      busy: (100 * (machineAfter.busy - machineBefore.busy)) / ticks,
      steal: (100 * (machineAfter.steal - machineBefore.steal)) / ticks,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function print(r, round) {
  const acceptedRate = r.accepted / r.elapsed;
  // stored per second over the load and the flush after it (the warm-up's events are stored first, outside the load)
  const storedRate = (r.stored - (r.acceptedAll - r.accepted)) / (r.elapsed + r.drain);
  results.push({ store: r.store, acceptedRate, storedRate, lost: r.lost, cpu: r.cpuPerEvent });
  console.log(
    `\n${r.store}${workers > 1 ? `, WORKERS=${workers}` : ''}, round ${round} of ${rounds}: ${connections} connections × batches of ${batchSize}, ${r.elapsed.toFixed(1)} s`,
  );
  console.log(
    `  accepted ${r.accepted} events (${r.answered} batches answered 202, ${r.failed} failed, ${r.dropped} events dropped)`,
  );
  console.log(
    `  events/s accepted: ${acceptedRate.toFixed(0)}  (${((100 * acceptedRate) / TARGET).toFixed(1)}% of ${TARGET})`,
  );
  console.log(
    `  events/s stored:   ${storedRate.toFixed(0)}  (${((100 * storedRate) / TARGET).toFixed(1)}% of ${TARGET}; graceful stop flushed in ${r.drain.toFixed(1)} s)`,
  );
  console.log(`  batch latency p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`);
  console.log(
    `  server CPU ${r.cpuPerEvent.toFixed(1)} µs an event (event loop ${r.loopPerEvent.toFixed(1)} µs, busy ${r.loopBusy.toFixed(0)}% of the time; other threads ${(r.cpuPerEvent - r.loopPerEvent).toFixed(1)} µs); load generator ${r.clientPerEvent.toFixed(1)} µs; machine busy ${r.busy.toFixed(0)}%, stolen ${r.steal.toFixed(0)}%`,
  );
  if (r.loopsBusy.length > 1)
    console.log(
      `  event loops busy: ${r.loopsBusy.map((b, i) => `${i === 0 ? 'primary' : `worker ${i}`} ${b.toFixed(0)}%`).join(', ')}`,
    );
  console.log(`  accepted (warm-up included) ${r.acceptedAll}, stored ${r.stored}, lost ${r.lost}`);
}

const results = [];
const wanted = process.env.BENCH_STORES?.split(',') ?? ['duckdb', 'clickhouse'];
console.log(
  `bench/ingest on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${new Date().toISOString()}`,
);
let clickhouseUrl = process.env.CLICKHOUSE_URL;
let started;
if (wanted.includes('clickhouse') && !clickhouseUrl && clickhouseBinary()) {
  started = await startClickHouse({ dir: join(tmpdir(), `osm5-bench-clickhouse-${process.pid}`), httpPort: 18723 });
  clickhouseUrl = started.url;
}
try {
  for (let round = 1; round <= rounds; round++) {
    if (wanted.includes('duckdb')) print(await run('duckdb', {}), round);
    if (!wanted.includes('clickhouse')) continue;
    if (!clickhouseUrl) {
      console.log('\nclickhouse: skipped (no CLICKHOUSE_URL and clickhouse-server is not installed)');
      continue;
    }
    const database = `osm5_bench_${process.pid}_${round}`;
    try {
      print(await run('clickhouse', { CLICKHOUSE_URL: clickhouseUrl, CLICKHOUSE_DATABASE: database }), round);
    } finally {
      await fetch(clickhouseUrl, { method: 'POST', body: `DROP DATABASE IF EXISTS ${database}` }).catch(() => {});
    }
  }
} finally {
  await started?.stop();
}
if (rounds > 1) {
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  for (const store of ['duckdb', 'clickhouse']) {
    const mine = results.filter((r) => r.store === store);
    if (mine.length === 0) continue;
    const list = (k) => mine.map((r) => r[k].toFixed(0)).join(' / ');
    console.log(
      `\n${store} over ${mine.length} rounds: accepted ${list('acceptedRate')} events/s (median ${median(mine.map((r) => r.acceptedRate)).toFixed(0)}, ${((100 * median(mine.map((r) => r.acceptedRate))) / TARGET).toFixed(1)}% of ${TARGET}); stored ${list('storedRate')} events/s (median ${median(mine.map((r) => r.storedRate)).toFixed(0)}, ${((100 * median(mine.map((r) => r.storedRate))) / TARGET).toFixed(1)}%); server CPU ${list('cpu')} µs an event; lost ${mine.reduce((a, r) => a + r.lost, 0)}`,
    );
  }
}
