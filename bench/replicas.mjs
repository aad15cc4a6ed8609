// PostgreSQL read replicas (DATABASE_REPLICA_URLS): what sending the reads of GET requests to a hot standby takes
// off the primary, and what choosing a replica costs. Two OSM5 apps in this process (their data on PostgreSQL,
// events embedded) on one primary with a hot standby, both servers started here with the machine's PostgreSQL
// binaries as the read-replica API test starts them: one app reads everything from the primary (no replica
// configured), the other has the standby as its replica. An owner with 100 links, signed in to each. wrk on the
// first page of the link list (50 links, as the app asks it), the two apps alternated for `rounds`; then, both
// idle, 20 s with the second app's WAL readings stopped and 20 s with them, for what reading WAL positions every
// 100 ms costs.
// Prints requests/s, p50 and p99, CPU a request (OSM5, the primary's processes, the standby's), where the reads went,
// and the medians' ratios.
// Usage: node --import tsx bench/replicas.mjs [seconds=10] [connections=16] [rounds=3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { createBenchLink, serverEnv, signInBenchOwner, startApp } from './bench-link.mjs';
import { processes, statOf } from './server-process.mjs';
import { wrkSignedIn } from './wrk.mjs';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 16);
const rounds = Number(process.argv[4] ?? 3);
const LINKS = 100;
const IDLE_MS = 20_000;
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

execFileSync('bash', [join(root, 'scripts/install-bench-tools.sh')], { stdio: 'inherit' });
const { startStandbyPair } = await import('../apps/server/test/postgres-standby.ts');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const work = mkdtempSync(join(tmpdir(), 'osm5-bench-replicas-'));

const wrk = (url, cookie, duration) => wrkSignedIn(url, cookie, duration, connections);

/**
 * CPU ticks of a PostgreSQL server: its postmaster's own and its children's (connections, WAL sender and
 * receiver, …), those still running and those it has reaped.
 */
function serverTicks(postmaster) {
  const own = statOf(`/proc/${postmaster}/stat`);
  const running = processes().filter((p) => p.parent === postmaster);
  return (own ? own.ticks + own.reaped : 0) + running.reduce((n, p) => n + p.ticks, 0);
}

/** CPU of this process (the apps), the primary and the standby while `fn` runs, in ms. */
async function cpuDuring(pair, fn) {
  const before = {
    own: process.cpuUsage(),
    primary: serverTicks(pair.pids.primary),
    standby: serverTicks(pair.pids.standby),
  };
  const result = await fn();
  const own = process.cpuUsage(before.own);
  return {
    result,
    ownMs: (own.user + own.system) / 1000,
    primaryMs: (serverTicks(pair.pids.primary) - before.primary) * TICK_MS,
    standbyMs: (serverTicks(pair.pids.standby) - before.standby) * TICK_MS,
  };
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** An app on the pair's primary, with the standby as its replica or without; the bench owner signed in. */
async function startOn(pair, withReplica, setup) {
  const port = await freePort(withReplica ? 3_460 : 3_440);
  const env = {
    ...serverEnv(join(work, withReplica ? 'replica' : 'primary'), port),
    DATABASE_URL: pair.primaryUrl,
    ...(withReplica ? { DATABASE_REPLICA_URLS: pair.standbyUrl } : {}),
  };
  const app = await startApp(env);
  await setup?.(app, env.PUBLIC_URL);
  const { client, orgId, workspaceId } = await signInBenchOwner(env.PUBLIC_URL);
  const path = `/api/orgs/${orgId}/workspaces/${workspaceId}/links?page=1&pageSize=50`;
  const first = await client.get(path);
  if (first.status !== 200 || first.body.data.items.length !== 50) throw new Error(`the list: ${first.text}`);
  return { app, url: `${env.PUBLIC_URL}${path}`, cookie: `osm5_session=${client.cookie('osm5_session')}` };
}

/** The owner, and 100 links in their workspace. */
async function makeLinks(app, publicUrl) {
  await createBenchLink(app, publicUrl);
  const { client, orgId, workspaceId } = await signInBenchOwner(publicUrl);
  for (let i = 1; i < LINKS; i++) {
    const created = await client.post(`/api/orgs/${orgId}/workspaces/${workspaceId}/links`, {
      kind: 'simple',
      rules: { url: `https://example.com/${i}` },
    });
    if (created.status !== 200) throw new Error(`link not created: ${created.text}`);
  }
}

// its own folder, which the fixture hands to the postgres user
const pair = await startStandbyPair(mkdtempSync(join(tmpdir(), 'osm5-bench-standby-')), 25_532);
const runs = { primary: [], replica: [] };
let idle;
try {
  const alone = await startOn(pair, false, makeLinks);
  const replicated = await startOn(pair, true);
  try {
    for (const { url, cookie } of [alone, replicated]) await wrk(url, cookie, 2); // warm-up
    for (let round = 0; round < rounds; round++)
      for (const [name, { app, url, cookie }] of [
        ['primary', alone],
        ['replica', replicated],
      ]) {
        const before = { ...(app.db.replicas?.reads ?? { primary: 0, replica: 0 }) };
        const load = await cpuDuring(pair, () => wrk(url, cookie, seconds));
        const after = app.db.replicas?.reads;
        const n = load.result.requests;
        runs[name].push({
          ...load.result,
          own: (load.ownMs * 1000) / n,
          primary: (load.primaryMs * 1000) / n,
          standby: (load.standbyMs * 1000) / n,
          reads: after ? [(after.primary - before.primary) / n, (after.replica - before.replica) / n] : undefined,
        });
      }
    // the second app idle, without reading WAL positions and with (its ReplicaSet stopped, then started again)
    const replicas = replicated.app.db.replicas;
    replicas.close();
    const quiet = await cpuDuring(pair, () => sleep(IDLE_MS));
    await replicas.start();
    const polling = await cpuDuring(pair, () => sleep(IDLE_MS));
    idle = ['ownMs', 'primaryMs', 'standbyMs'].map((k) => (polling[k] - quiet[k]) / (IDLE_MS / 1000));
  } finally {
    await replicated.app.close();
    await alone.app.close();
  }
} finally {
  await pair.stop();
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nGET the link list (50 of ${LINKS} links), ${seconds} s a run, ${connections} connections, ${rounds} rounds alternated\n`,
);
console.log(
  '| app | req/s | p50 / p99 | µs of CPU a request: OSM5 / primary / standby | reads a request: primary / replica |',
);
console.log('|---|---|---|---|---|');
for (const [name, label] of [
  ['primary', 'every read on the primary'],
  ['replica', 'the standby as replica'],
])
  for (const r of runs[name])
    console.log(
      `| ${label} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} / ${fmt(r.p99, 2)} ms | ${fmt(r.own)} / ${fmt(r.primary)} / ${fmt(r.standby)} | ${
        r.reads ? `${fmt(r.reads[0], 2)} / ${fmt(r.reads[1], 2)}` : 'all'
      } |`,
    );
const ratio = (key) => (100 * median(runs.replica.map((r) => r[key]))) / median(runs.primary.map((r) => r[key]));
console.log(
  `\nwith the replica (medians): ${fmt(ratio('rps'), 1)}% of the requests/s, the primary's CPU a request ${fmt(ratio('primary'), 1)}%, OSM5's ${fmt(ratio('own'), 1)}%`,
);
console.log(
  `reading WAL positions (one replica, every 100 ms), idle: ${fmt(idle[0], 1)} ms of CPU a second in OSM5, ${fmt(idle[1], 1)} in the primary, ${fmt(idle[2], 1)} in the standby`,
);
process.exit(0);
