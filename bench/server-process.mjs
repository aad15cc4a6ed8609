// Watching a server process a benchmark started: its announce line, and its CPU ticks and those of its
// children (cluster mode's workers), read from /proc.

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

/** A `/proc/…/stat` line: the program's name, its parent, and its CPU ticks (user + system); null if gone. */
export function statOf(path) {
  try {
    const stat = readFileSync(path, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
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
