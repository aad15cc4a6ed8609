// First start (empty DATA_DIR) and restart time until /api/health answers 200,
// then resident memory of the idle server. Usage: node bench/startup.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const port = 3900;
const dataDir = mkdtempSync(join(tmpdir(), 'osm5-bench-start-'));

const rssOfTree = (pid) => {
  // the server is one process; read its VmRSS
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

async function start() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, seconds: (performance.now() - t0) / 1000 };
}

const stop = (child) =>
  new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });

const first = await start();
await stop(first.child);
const again = await start();
await new Promise((r) => setTimeout(r, 10_000));
const idleMb = rssOfTree(again.child.pid);
await stop(again.child);
rmSync(dataDir, { recursive: true, force: true });

console.log(`first start (empty DATA_DIR) to healthy: ${first.seconds.toFixed(2)} s`);
console.log(`restart to healthy:                      ${again.seconds.toFixed(2)} s`);
console.log(`resident memory at idle (10 s):          ${idleMb.toFixed(0)} MB`);
