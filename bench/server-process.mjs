// Watching a server process a benchmark started: its announce line, and its CPU ticks and those of its
// children (cluster mode's workers) and threads; and the CPU of the machine and of the back ends on it. All read from /proc.

import { readdirSync, readFileSync } from 'node:fs';
import { benchFlag } from './bench-link.mjs';

/** Resolves when the server prints that it runs (its stdout shown too with BENCH_SERVER_STDOUT=1). */
export function announced(proc) {
  return new Promise((resolve, reject) => {
    let seen = '';
    proc.stdout.on('data', (chunk) => {
      if (benchFlag('BENCH_SERVER_STDOUT')) process.stdout.write(chunk);
      if (seen === null) return;
      seen += chunk.toString();
      if (seen.includes('OSM5 is running at')) {
        seen = null;
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`the server exited (${code}) before it ran`)));
  });
}

/**
 * A `/proc/…/stat` line: the program's name, its parent, its CPU ticks (user + system), and those of the children
 * it has waited for (`reaped`: a gone child's time stays counted there); null if gone.
 */
export function statOf(path) {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** Every process now running, with its stat line. */
export function processes() {
  const all = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(`/proc/${entry}/stat`);
    if (stat) all.push({ pid: Number(entry), ...stat });
  }
  return all;
}

/** The node processes the server started (cluster mode's workers; not tsx's esbuild). */
export const childrenOf = (pid) =>
  processes()
    .filter((p) => p.parent === pid && p.name === 'node')
    .map((p) => p.pid);

/** CPU ticks of the server process and of its workers, and of each one's event loop (its main thread). */
export function serverTicks(pid) {
  const all = [pid, ...childrenOf(pid)].map((p) => ({
    pid: p,
    ticks: statOf(`/proc/${p}/stat`)?.ticks ?? 0,
    loop: statOf(`/proc/${p}/task/${p}/stat`)?.ticks ?? 0,
  }));
  return { total: all.reduce((n, p) => n + p.ticks, 0), processes: all };
}

/** CPU ticks of every thread of the process and of its children (cluster mode's workers), by `name#tid`. */
export function threadTimes(pid) {
  const times = new Map();
  for (const p of [pid, ...childrenOf(pid)]) {
    let tids = [];
    try {
      tids = readdirSync(`/proc/${p}/task`);
    } catch {}
    for (const tid of tids) {
      const stat = statOf(`/proc/${p}/task/${tid}/stat`);
      if (stat) times.set(`${stat.name}#${tid}`, stat.ticks);
    }
  }
  return times;
}

/** The back ends' program names, as `ps` shows them. */
const backEndOf = (name) =>
  /^clickhouse/.test(name) ? 'ClickHouse' : name === 'postgres' ? 'PostgreSQL' : /^redis/.test(name) ? 'Redis' : null;

/**
 * CPU ticks of the back ends on this machine (server mode: PostgreSQL, ClickHouse, Redis), by program: their
 * processes' own, and those of the children they have reaped (a PostgreSQL connection that ended).
 */
export function backEndTimes() {
  const times = new Map();
  for (const p of processes()) {
    const program = backEndOf(p.name);
    if (program) times.set(program, (times.get(program) ?? 0) + p.ticks + p.reaped);
  }
  return times;
}

/**
 * Busy, stolen and total CPU ticks of the whole machine (every process: wrk included). Steal is time
 * the hypervisor gave this virtual machine's cores to others: the cause of this machine's slow spells.
 */
export function machineTicks() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  const steal = f[7] ?? 0;
  return { busy: total - f[3] - f[4] - steal, steal, total };
}
