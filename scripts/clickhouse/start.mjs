// Starts Debian's clickhouse-server with our own loopback-only config and a
// data folder of ours, waits until it answers, and returns how to stop it.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../free-port.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** Debian's server binary, looked up when asked: `npm test` installs it after this module is loaded. */
export const clickhouseBinary = () =>
  ['/usr/sbin/clickhouse-server', '/usr/bin/clickhouse-server'].find((p) => existsSync(p));

export async function startClickHouse({
  dir = join(tmpdir(), `osm5-clickhouse-${process.pid}`),
  httpPort = 18123,
} = {}) {
  const binary = clickhouseBinary();
  if (!binary) throw new Error('clickhouse-server is not installed (apt-get install clickhouse-server)');
  const http = await freePort(httpPort);
  const tcp = await freePort(http + 1000);
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['log', 'data', 'tmp', 'user_files', 'format_schemas'])
    mkdirSync(join(dir, sub), { recursive: true });
  const config = readFileSync(join(here, 'config.xml.template'), 'utf8')
    .replaceAll('@DIR@', dir)
    .replaceAll('@HTTP_PORT@', String(http))
    .replaceAll('@TCP_PORT@', String(tcp));
  writeFileSync(join(dir, 'config.xml'), config);
  copyFileSync(join(here, 'users.xml'), join(dir, 'users.xml'));
  const child = spawn(binary, [`--config-file=${join(dir, 'config.xml')}`], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'ignore'],
    detached: true,
  });
  const url = `http://127.0.0.1:${http}`;
  const deadline = Date.now() + 60_000;
  let exited = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  for (;;) {
    if (exited !== null) throw new Error(`clickhouse-server exited (${exited}); see ${join(dir, 'log')}`);
    try {
      const res = await fetch(`${url}/ping`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`clickhouse-server did not answer on ${url} within 60 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dir,
    async stop() {
      if (exited !== null) return;
      const done = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 15_000);
      await done;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// `node scripts/clickhouse/start.mjs` starts one for local work and keeps it in the foreground.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ch = await startClickHouse({ dir: join(process.cwd(), '.tmp', 'clickhouse') });
  console.log(`ClickHouse ${ch.url} (data in ${ch.dir}); Ctrl+C stops it`);
  const stop = async () => {
    await ch.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
