// The JavaScript a redirect costs the event loop, sockets left out: how much of a redirect is ours.
// Usage: node --import tsx bench/redirect-js.mjs [turns=3000] [connections=64]
// Builds the embedded app on a fresh DATA_DIR with one link, then feeds the front door `connections`
// stand-in sockets that each send one request head per event-loop turn, as wrk's connections do. Every
// visit is real (enriched, evaluated, its click spooled, the answer built); only the socket calls are
// stand-ins. Prints µs per visit on the event loop (wall, and its thread's CPU, which waiting for a busy machine's
// cores does not inflate) and the process's CPU (DuckDB's inserts included).
// BENCH_PROFILE=<file> writes a V8 CPU profile of the measured turns. BENCH_ALLOC=<file> writes a V8 sampling heap
// profile of what they allocate, the garbage included (open it in Chrome's DevTools, Memory), and prints the bytes a
// visit allocates and the functions that allocate most: what sets the pace of the scavenges under load.
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/free-port.mjs';
import { createBenchLink, serverEnv, startApp } from './bench-link.mjs';

const turns = Number(process.argv[2] ?? 3000);
const connections = Number(process.argv[3] ?? 64);
const UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const work = mkdtempSync(join(tmpdir(), 'osm5-bench-redirect-js-'));
const port = await freePort(13950);
const env = serverEnv(work, port);

/** What the front door calls on a socket, doing nothing but counting the answers. */
class StandInSocket extends EventEmitter {
  remoteAddress = '127.0.0.1';
  destroyed = false;
  answers = 0;
  write() {
    this.answers++;
    return true;
  }
  setTimeout() {}
  pause() {}
  resume() {}
  end() {}
  destroy() {}
}

/** CPU time (µs) of the event loop's own thread, from Linux's /proc (10 ms ticks): other threads and waiting for a core left out. */
const loopThreadCpuUs = () => {
  // the fields after the command's closing parenthesis: state is the 3rd, utime and stime the 14th and 15th
  const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};

/** Bytes a visit allocates in all, and the functions allocating most (self), from a sampling heap profile. */
function printAllocations(profile, visits) {
  const bySite = new Map();
  let total = 0;
  const walk = (node) => {
    const f = node.callFrame;
    const self = node.selfSize;
    if (self > 0) {
      const site = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
      bySite.set(site, (bySite.get(site) ?? 0) + self);
      total += self;
    }
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  console.log(`allocated: ${(total / visits).toFixed(0)} bytes a visit (sampled), the most by:`);
  for (const [site, bytes] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${(bytes / visits).toFixed(0).padStart(6)} B  ${site}`);
}

const app = await startApp(env);
try {
  const { slug } = await createBenchLink(app, env.PUBLIC_URL);
  // the first visit loads the link into the cache
  await fetch(`${env.PUBLIC_URL}/${slug}`, { redirect: 'manual', headers: { 'user-agent': UA } });
  const head = Buffer.from(`GET /${slug} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${UA}\r\n\r\n`);
  const sockets = Array.from({ length: connections }, () => {
    const s = new StandInSocket();
    app.server.emit('connection', s);
    return s;
  });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const run = async (n) => {
    for (let i = 0; i < n; i++) {
      for (const s of sockets) s.emit('data', head);
      await turn();
    }
  };
  await run(Math.min(2000, turns)); // warm the JIT
  const session = new Session();
  if (process.env.BENCH_PROFILE || process.env.BENCH_ALLOC) session.connect();
  if (process.env.BENCH_PROFILE) {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  if (process.env.BENCH_ALLOC) {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  const answered = () => sockets.reduce((n, s) => n + s.answers, 0);
  const before = answered();
  const cpu = process.cpuUsage();
  const loopCpu = loopThreadCpuUs();
  const started = performance.now();
  await run(turns);
  const wallUs = (performance.now() - started) * 1000;
  const used = process.cpuUsage(cpu);
  const loopUsed = loopThreadCpuUs() - loopCpu;
  const visits = answered() - before;
  if (process.env.BENCH_PROFILE) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
  }
  if (process.env.BENCH_ALLOC) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    writeFileSync(process.env.BENCH_ALLOC, JSON.stringify(profile));
    printAllocations(profile, visits);
  }
  if (visits !== turns * connections) throw new Error(`${visits} answers for ${turns * connections} visits`);
  console.log(
    `${visits} visits: ${(wallUs / visits).toFixed(2)} µs each on the event loop (its thread's CPU ${(loopUsed / visits).toFixed(2)}), ${((used.user + used.system) / visits).toFixed(2)} µs of process CPU`,
  );
} finally {
  await app.close();
  rmSync(work, { recursive: true, force: true });
}
