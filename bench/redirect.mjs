// The redirect hot path against nginx answering a static 302, on the same machine, in one run.
// Usage: node --import tsx bench/redirect.mjs [seconds=15] [connections=64] [rounds=1]
// BENCH_WORKERS=N runs OSM5 in cluster mode (WORKERS=N) and compares it with nginx at N workers; server mode
// with BENCH_SERVER=1 on fresh databases (OSM5_TEST_CLICKHOUSE_URL=… names ClickHouse), or on given ones through
// BENCH_SERVER_ENV="DATABASE_URL=… CLICKHOUSE_URL=… REDIS_URL=…" (bench/instances.mjs: two instances).
// Installs nginx and wrk from Debian's packages when missing (scripts/install-bench-tools.sh).
// Prints requests/s, p50/p99 latency and the ratio to nginx per round (and their medians over rounds), with two
// Node references beside it: bare `http`, and a `net` server writing a constant 302 (the socket layer alone),
// then clicks sent vs clicks stored over all rounds.
// BENCH_VISITORS=N: every run's requests come from N addresses in turn (X-Forwarded-For, set by a wrk script; the
// server trusts it from loopback), so that the clicks are N visitors' as real traffic's are, not one's.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { benchFlag, benchServerEnv, createBenchLink, serverEnv, startApp } from './bench-link.mjs';
import { announced, backEndTimes, childrenOf, machineTicks, threadTimes } from './server-process.mjs';
import { readWrk } from './wrk.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 64);
const rounds = Number(process.argv[4] ?? 1);
const threads = 2;
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const visitors = Number(process.env.BENCH_VISITORS ?? 0);

execFileSync('bash', [join(root, 'scripts/install-bench-tools.sh')], { stdio: 'inherit' });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const work = mkdtempSync(join(tmpdir(), 'osm5-bench-redirect-'));

/**
 * The wrk script of BENCH_VISITORS: each thread sends its requests from the N public-looking addresses in turn
 * (the geo and visitor caches of the server see N clients; nginx and the Node references ignore the header).
 */
const visitorScript = visitors > 0 ? join(work, 'visitors.lua') : undefined;
if (visitorScript)
  writeFileSync(
    visitorScript,
    `local n, i = ${visitors}, 0
request = function()
  i = i + 1
  local v = i % n
  wrk.headers["X-Forwarded-For"] = string.format("%d.%d.%d.%d", 20 + v % 180, math.floor(v / 180) % 250 + 1, math.floor(v / 45000) % 250 + 1, 7)
  return wrk.format(nil)
end
`,
  );

/** wrk's summary: requests/s, p50, p99 (ms), completed requests, and responses that were not 2xx/3xx. */
function wrk(url) {
  const before = machineTicks();
  const out = execFileSync(
    'wrk',
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '--latency',
      '-H',
      `User-Agent: ${UA}`,
      ...(visitorScript ? ['-s', visitorScript] : []),
      url,
    ],
    { encoding: 'utf8' },
  );
  const report = readWrk(out);
  const after = machineTicks();
  return {
    steal: (100 * (after.steal - before.steal)) / (after.total - before.total),
    ...report,
  };
}

async function nginx(workers) {
  const port = await freePort(18080);
  const dir = join(work, `nginx-${workers}`);
  execFileSync('mkdir', ['-p', dir]);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; location / { return 302 https://example.com/destination; } }
}
`,
  );
  const proc = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/x`);
  const result = wrk(`http://127.0.0.1:${port}/abc1234`);
  proc.kill('SIGQUIT');
  await new Promise((r) => proc.once('exit', r));
  return result;
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      await res.body?.cancel();
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} never answered`);
}

function printThreadTimes(before, after) {
  const hz = 100;
  const rows = [...after]
    .map(([k, v]) => [k, (v - (before.get(k) ?? 0)) / hz])
    .filter(([, s]) => s > 0.05)
    .sort((a, b) => b[1] - a[1]);
  console.log(
    `server CPU seconds by thread over ${seconds} s: ${rows.map(([k, s]) => `${k} ${s.toFixed(1)}`).join(', ')}`,
  );
}

/** wrk against a one-line Node server (`node -e`, given its port), started for the measurement and stopped after it. */
async function nodeScript(firstPort, scriptOn) {
  const port = await freePort(firstPort);
  const proc = spawn(process.execPath, ['-e', scriptOn(port)], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/x`);
  const result = wrk(`http://127.0.0.1:${port}/abc1234`);
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
  return result;
}

/** Node's own http module answering the same static 302: how close Node itself gets to nginx. */
const bareNode = () =>
  nodeScript(
    17700,
    (port) =>
      `require('node:http').createServer((q, s) => { s.writeHead(302, { location: 'https://example.com/destination', 'cache-control': 'private, max-age=0', 'content-length': '0' }); s.end(); }).listen(${port}, '127.0.0.1')`,
  );

/**
 * Node's socket layer alone: a net server writing a constant 302 for every read, parsing nothing (wrk
 * sends one request per write and waits for its answer). No Node server can beat it on this machine:
 * the redirect's own cost is the distance to it.
 */
const netAnswer =
  'HTTP/1.1 302 Found\\r\\nLocation: https://example.com/destination\\r\\nCache-Control: private, max-age=0\\r\\nContent-Length: 0\\r\\n\\r\\n';
const nodeNet = () =>
  nodeScript(
    17800,
    (port) =>
      `const a = Buffer.from('${netAnswer}'); require('node:net').createServer({ noDelay: true }, (s) => { s.on('error', () => {}); s.on('data', () => s.write(a)); }).listen(${port}, '127.0.0.1')`,
  );

/**
 * BENCH_SERVER=1: server mode on a database of its own in the machine's PostgreSQL and in ClickHouse
 * (OSM5_TEST_CLICKHOUSE_URL), and the machine's Redis, as the API tests and bench/instances.mjs have them:
 * created empty for this run and dropped after, so that no run's ClickHouse merges what earlier runs left.
 */
const backends = benchFlag('BENCH_SERVER')
  ? await (await import('../apps/server/test/server-backends.ts')).createServerBackends()
  : undefined;

/** Our server's environment: production, embedded (or server mode, above), on its own data folder and port. */
const port = await freePort(13900);
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const env = {
  ...serverEnv(work, port),
  WORKERS: String(workers),
  ...(visitors > 0 ? { TRUSTED_PROXIES: '127.0.0.1' } : {}),
  ...backends?.env,
  ...benchServerEnv(),
};

/** One simple link on a fresh server (the app, in this process, closed again). */
async function createLink() {
  const app = await startApp(env);
  try {
    return await createBenchLink(app, env.PUBLIC_URL);
  } finally {
    await app.close();
  }
}

async function storedClicks(orgId, linkId) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const app = await buildApp(loadConfig(env));
  try {
    await app.events.writer.flush();
    const r = await app.events.query({
      scope: { tenantId: orgId, itemId: linkId },
      range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
      metrics: ['events'],
      includeBots: true,
    });
    return Number(r.totals.events ?? 0);
  } finally {
    await app.close();
  }
}

async function ours(slug) {
  // BENCH_CPU_PROFILE=<dir>: writes a V8 CPU profile of the server there (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  // BENCH_NODE_ARGS: more flags for the server's node (e.g. --import of an event-loop probe)
  if (process.env.BENCH_NODE_ARGS) profile.push(...process.env.BENCH_NODE_ARGS.split(' '));
  const proc = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // the line it prints once it listens; in cluster mode once every worker does (the first one answers alone before)
  await announced(proc);
  // warm the link cache, the JIT and the user-agent cache; these clicks are counted as sent too
  const warm = await fetch(`${env.PUBLIC_URL}/${slug}`, { redirect: 'manual', headers: { 'user-agent': UA } });
  if (warm.status !== 302) throw new Error(`the link answered ${warm.status}`);
  const before = threadTimes(proc.pid);
  /** Once every event the server acknowledged is stored (its /metrics, read from loopback): how long after the load, and the threads' times then. */
  const caughtUp = async (atEnd) => {
    const started = Date.now();
    const count = (text, name) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
    while (Date.now() - started < 60_000) {
      const metrics = await (await fetch(`${env.PUBLIC_URL}/metrics`)).text();
      if (count(metrics, 'osm5_events_flushed_total') >= count(metrics, 'osm5_events_appended_total')) break;
      await sleep(50);
    }
    const seconds = (Date.now() - started) / 1000;
    return { seconds, times: seconds > 0.05 ? threadTimes(proc.pid) : atEnd };
  };
  const backEndsBefore = backEndTimes();
  // BENCH_PERF=<file>: Linux perf samples of every server thread during the load (perf report --sort tid,dso,sym)
  const perf = process.env.BENCH_PERF
    ? spawn(
        'perf',
        [
          'record',
          '-q',
          // BENCH_PERF_CALLS=1: with call graphs (frame pointers: V8's code keeps them)
          ...(benchFlag('BENCH_PERF_CALLS') ? ['-g'] : []),
          '-F',
          process.env.BENCH_PERF_HZ ?? '499',
          '-p',
          String(proc.pid),
          '-o',
          process.env.BENCH_PERF,
        ],
        {
          stdio: 'ignore',
        },
      )
    : undefined;
  const machineBefore = machineTicks();
  const result = wrk(`${env.PUBLIC_URL}/${slug}`);
  const machineAfter = machineTicks();
  if (perf) {
    perf.kill('SIGINT');
    await new Promise((r) => perf.once('exit', r));
  }
  const after = threadTimes(proc.pid);
  const backEndsAfter = backEndTimes();
  if (benchFlag('BENCH_THREADS')) printThreadTimes(before, after);
  let cpu = 0;
  for (const [k, v] of after) cpu += v - (before.get(k) ?? 0);
  // CPU per request is steadier than requests/s when other work shares the cores
  console.log(`server CPU per redirect: ${((cpu / 100 / result.requests) * 1e6).toFixed(1)} µs`);
  // each process's event loop is its thread with the process's own id: the thread every redirect it answers waits for
  const perRedirect = (ticks) => ((ticks / 100 / result.requests) * 1e6).toFixed(1);
  for (const pid of [proc.pid, ...childrenOf(proc.pid)]) {
    const loopKey = [...after.keys()].find((k) => k.endsWith(`#${pid}`));
    if (!loopKey) continue;
    const loop = (after.get(loopKey) ?? 0) - (before.get(loopKey) ?? 0);
    console.log(
      `event loop${pid === proc.pid ? '' : ` of worker ${pid}`}: ${perRedirect(loop)} µs a redirect, busy ${((100 * loop) / 100 / seconds).toFixed(0)}% of the time`,
    );
  }
  let backEnds = 0;
  const backEndLines = [];
  for (const [program, t] of backEndsAfter) {
    const used = t - (backEndsBefore.get(program) ?? 0);
    backEnds += used;
    if (used / 100 / result.requests >= 0.05e-6) backEndLines.push(`${program} ${perRedirect(used)} µs`);
  }
  if (backEndLines.length > 0) console.log(`back ends on this machine, a redirect: ${backEndLines.join(', ')}`);
  const busy = machineAfter.busy - machineBefore.busy;
  const ticks = machineAfter.total - machineBefore.total;
  console.log(
    `machine busy ${((100 * busy) / ticks).toFixed(0)}% of its cores, stolen by the hypervisor ${((100 * (machineAfter.steal - machineBefore.steal)) / ticks).toFixed(0)}%, outside the server${backEnds > 0 ? ' and its back ends' : ''} (wrk, the system) ${perRedirect(busy - cpu - backEnds)} µs a redirect`,
  );
  // the store may lag the answers (the clicks wait in the spool): its catch-up is part of a redirect's cost
  const caught = await caughtUp(after);
  let withCatchUp = 0;
  for (const [k, v] of caught.times) withCatchUp += v - (before.get(k) ?? 0);
  console.log(
    `the store caught up ${caught.seconds.toFixed(1)} s after the load${caught.seconds >= 60 ? ' (gave up waiting)' : ''}; server CPU per redirect with the catch-up: ${((withCatchUp / 100 / result.requests) * 1e6).toFixed(1)} µs`,
  );
  // SIGTERM: the graceful close stores everything acknowledged
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
  return { ...result, sent: result.requests - result.bad + 1 };
}

try {
  const link = await createLink();
  // BENCH_ONLY_OURS=1 skips nginx (while profiling)
  const skip = { rps: Number.NaN, p50: Number.NaN, p99: Number.NaN, steal: Number.NaN, errors: '' };
  const row = (name, r, ref) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99
      .toFixed(2)
      .padStart(
        6,
      )} ms  steal ${Number.isNaN(r.steal) ? '–' : `${r.steal.toFixed(0)}%`.padStart(3)}${ref ? `  ${((100 * r.rps) / ref.rps).toFixed(0)}% of nginx 1 worker` : ''}${r.errors ? `  (${r.errors})` : ''}`;
  const cores = (await import('node:os')).cpus().length;
  // Each round measures all four back to back, so a round's ratio compares figures taken minutes apart at
  // most: on a shared (virtual) machine the speed drifts by tens of percent over minutes, the ratio much less.
  const ratios = [];
  const bareRatios = [];
  const netRatios = [];
  let sent = 0;
  let bad = 0;
  for (let round = 1; round <= rounds; round++) {
    const onlyOurs = benchFlag('BENCH_ONLY_OURS');
    const n1 = onlyOurs ? skip : await nginx(1);
    const n2 = onlyOurs ? skip : await nginx(2);
    const bare = onlyOurs ? skip : await bareNode();
    const net = onlyOurs ? skip : await nodeNet();
    const us = await ours(link.slug);
    const same = workers === 1 ? n1 : n2;
    sent += us.sent;
    bad += us.bad;
    ratios.push((100 * us.rps) / same.rps);
    bareRatios.push((100 * us.rps) / bare.rps);
    netRatios.push((100 * us.rps) / net.rps);
    console.log(
      `\nround ${round} of ${rounds}: wrk -t${threads} -c${connections} -d${seconds}s, on ${cores} cores, ${new Date().toISOString()}`,
    );
    console.log(row('nginx static 302, 1 worker', n1));
    console.log(row('nginx static 302, 2 workers', n2));
    console.log(row('bare Node http static 302, 1 process', bare, n1));
    console.log(row('Node net constant 302, 1 process', net, n1));
    console.log(row(`OSM5 redirect + click, ${workers === 1 ? '1 process' : `WORKERS=${workers}`}`, us, n1));
    console.log(`ratio to nginx with the same worker count (${workers}): ${(ratios.at(-1) ?? 0).toFixed(1)}%`);
    console.log(`ratio to bare Node http (1 process): ${(bareRatios.at(-1) ?? 0).toFixed(1)}%`);
    console.log(`ratio to Node net (1 process): ${(netRatios.at(-1) ?? 0).toFixed(1)}%`);
  }
  const stored = await storedClicks(link.orgId, link.linkId);
  if (rounds > 1) {
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
    const list = (xs) => xs.map((x) => x.toFixed(1)).join(' / ');
    console.log(
      `\nratio to nginx (${workers} worker${workers === 1 ? '' : 's'}) over ${rounds} rounds: ${list(ratios)}%, median ${median(ratios).toFixed(1)}%`,
    );
    console.log(`ratio to bare Node http: ${list(bareRatios)}%, median ${median(bareRatios).toFixed(1)}%`);
    console.log(`ratio to Node net: ${list(netRatios)}%, median ${median(netRatios).toFixed(1)}%`);
  }
  // every round's server spools into the same store: all of them are counted here
  console.log(`clicks sent (302s received): ${sent}, clicks stored: ${stored}, lost: ${Math.max(0, sent - stored)}`);
  if (bad) console.log(`responses other than 2xx/3xx: ${bad}`);
} finally {
  rmSync(work, { recursive: true, force: true });
  await backends?.drop();
}
