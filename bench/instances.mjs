// Two OSM5 instances (server mode) behind nginx as the load balancer, on one PostgreSQL, ClickHouse and Redis:
// redirect + click through nginx (2 workers) against two references: nginx answering a static 302 itself
// (2 workers), and the same balancer in front of two nginx backends (1 worker each) answering it, the topology
// with nginx in OSM5's place; then the cross-instance invalidation delay over many edits (edit on A, poll B until
// it answers the new destination).
// Usage: OSM5_TEST_CLICKHOUSE_URL=http://127.0.0.1:8123 node --import tsx bench/instances.mjs [seconds=15] [connections=64] [edits=1000]
// Uses PostgreSQL (OSM5_TEST_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres) and Redis
// (OSM5_TEST_REDIS_URL, default redis://127.0.0.1:6379) as the API tests do: a fresh database, dropped after.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { createBenchLink, serverEnv, startApp } from './bench-link.mjs';
import { readWrk } from './wrk.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 64);
const edits = Number(process.argv[4] ?? 1000);
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

execFileSync('bash', [join(root, 'scripts/install-bench-tools.sh')], { stdio: 'inherit' });
const { createServerBackends } = await import('../apps/server/test/server-backends.ts');
const { createTestClient } = await import('../apps/server/test/test-client.ts');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const work = mkdtempSync(join(tmpdir(), 'osm5-bench-instances-'));
const children = [];

function wrk(url) {
  const out = execFileSync(
    'wrk',
    ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '--latency', '-H', `User-Agent: ${UA}`, url],
    { encoding: 'utf8' },
  );
  return readWrk(out);
}

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
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

/** nginx with `workers` workers: `location` is the body of `location /` (a static 302, or a proxy). */
async function startNginx(name, port, http, location, workers = 2) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
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
  ${http}
  server { listen 127.0.0.1:${port}; location / { ${location} } }
}
`,
  );
  const proc = spawn('/usr/sbin/nginx', ['-c', conf, '-p', dir], { stdio: 'ignore' });
  children.push(proc);
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  return proc;
}

/** The balancer's pool of two backends, with kept-alive connections to them. */
const upstream = (ports) =>
  `upstream backends { server 127.0.0.1:${ports[0]}; server 127.0.0.1:${ports[1]}; keepalive 256; }`;
const PROXY =
  'proxy_pass http://backends; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $http_host; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;';

const stop = async (proc, signal = 'SIGTERM') => {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill(signal);
  await new Promise((r) => proc.once('exit', r));
};

/** 302s answered outside wrk (warm-up, invalidation polls): each is a click too. */
let polls = 0;

/** GET on one instance with the balancer's Host (the short domain), answered Location. */
function locationOn(port, host, path) {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, 'user-agent': UA } }, (res) => {
      res.resume();
      res.once('end', () => {
        if (res.statusCode === 302) polls++;
        resolvePromise(res.headers.location);
      });
    });
    req.once('error', reject);
    req.end();
  });
}

const backends = await createServerBackends();
try {
  const lbPort = await freePort(14100);
  const ports = [await freePort(14200), await freePort(14300)];
  const shortHost = `127.0.0.1:${lbPort}`;
  const base = {
    ...serverEnv(work, ports[0]),
    ...backends.env,
    PUBLIC_URL: `http://${shortHost}`,
    TRUSTED_PROXIES: '127.0.0.1',
    UPTIME_TICK_MS: '0',
  };
  // the owner and the link, made in this process on instance A's port, then closed
  const setup = await startApp({ ...base, INSTANCE_ID: 'setup' });
  const link = await createBenchLink(setup, `http://127.0.0.1:${ports[0]}`);
  await setup.close();

  const instances = ports.map((port, i) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...base, PORT: String(port), INSTANCE_ID: `bench-${i}` },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(proc);
    return proc;
  });
  await Promise.all(ports.map((p) => waitFor(`http://127.0.0.1:${p}/api/health`)));

  const staticLb = await freePort(14400);
  const reference = await startNginx('static', staticLb, '', 'return 302 https://example.com/destination;');
  const nginxStatic = wrk(`http://127.0.0.1:${staticLb}/${link.slug}`);
  await stop(reference, 'SIGQUIT');

  // the same balancer and proxy settings in front of two nginx backends of one worker each
  const backendPorts = [await freePort(14500), await freePort(14600)];
  const nginxBackends = await Promise.all(
    backendPorts.map((port, i) =>
      startNginx(`backend-${i}`, port, '', 'return 302 https://example.com/destination;', 1),
    ),
  );
  const nginxLbPort = await freePort(14700);
  const nginxLb = await startNginx('nginx-lb', nginxLbPort, upstream(backendPorts), PROXY);
  const nginxThrough = wrk(`http://127.0.0.1:${nginxLbPort}/${link.slug}`);
  await Promise.all([nginxLb, ...nginxBackends].map((proc) => stop(proc, 'SIGQUIT')));

  const lb = await startNginx('lb', lbPort, upstream(ports), PROXY);
  await locationOn(lbPort, shortHost, `/${link.slug}`);
  const through = wrk(`http://${shortHost}/${link.slug}`);

  // invalidation: an edit answered by A, then B polled until it answers the new destination
  const owner = createTestClient(`http://127.0.0.1:${ports[0]}`);
  await owner.post('/api/auth/login', { email: 'bench@example.test', password: 'bench password 1' });
  const tenants = await owner.get('/api/me/tenants');
  const workspaceId = tenants.body.data.sBoxs.find((w) => w.isDefault).id;
  const path = `/api/orgs/${link.orgId}/workspaces/${workspaceId}/links/${link.linkId}`;
  const delays = [];
  for (let i = 1; i <= edits; i++) {
    const url = `https://example.com/edit-${i}`;
    // B has the previous version cached
    await locationOn(ports[1], shortHost, `/${link.slug}`);
    const put = await owner.put(path, { kind: 'simple', slug: link.slug, rules: { url } });
    if (put.status !== 200) throw new Error(`edit ${i}: ${put.status} ${put.text}`);
    const answered = performance.now();
    while ((await locationOn(ports[1], shortHost, `/${link.slug}`)) !== url) {
      if (performance.now() - answered > 5_000) throw new Error(`edit ${i} not seen on B within 5 s`);
    }
    delays.push(performance.now() - answered);
  }
  delays.sort((a, b) => a - b);
  const pct = (p) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))];

  await stop(lb, 'SIGQUIT');
  await Promise.all(instances.map((p) => stop(p)));
  const counter = await startApp({ ...base, INSTANCE_ID: 'setup' });
  const stored = await counter.events.query({
    scope: { tenantId: link.orgId, itemId: link.linkId },
    range: { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' },
    metrics: ['events'],
    includeBots: true,
  });
  await counter.close();

  const row = (name, r) =>
    `${name.padEnd(44)} ${r.rps.toFixed(0).padStart(8)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  p99 ${r.p99.toFixed(2).padStart(6)} ms${r.errors ? `  (${r.errors})` : ''}`;
  console.log(`\nwrk -t2 -c${connections} -d${seconds}s on ${cpus().length} cores, ${new Date().toISOString()}`);
  console.log(row('nginx static 302, 2 workers', nginxStatic));
  console.log(row('nginx (2 workers) → 2 nginx (1 worker each)', nginxThrough));
  console.log(row('nginx (2 workers) → 2 OSM5 instances', through));
  console.log(`ratio: ${((100 * through.rps) / nginxStatic.rps).toFixed(1)}% of nginx's static 302`);
  console.log(
    `ratio: ${((100 * through.rps) / nginxThrough.rps).toFixed(1)}% of the same balancer in front of two nginx backends`,
  );
  const sent = through.requests - through.bad + polls;
  console.log(
    `invalidation delay over ${edits} edits (A answered the edit → B answers the new destination): p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${delays.at(-1).toFixed(1)} ms`,
  );
  console.log(`redirects answered (at least): ${sent}, clicks stored: ${Number(stored.totals.events ?? 0)}`);
} finally {
  for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  await backends.drop();
  rmSync(work, { recursive: true, force: true });
}
