// Installs what the test suites need from Debian's packages when it is missing:
// Chromium's headless build for e2e, ClickHouse (and ZooKeeper, for the two-shard cluster test) for server-mode tests,
// fonts so Arabic and Chinese render.
// Never downloads a browser or a binary from anywhere else.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';

const wanted = [
  { pkg: 'chromium-headless-shell', present: () => existsSync('/usr/bin/chromium-headless-shell') },
  {
    pkg: 'clickhouse-server',
    present: () => existsSync('/usr/sbin/clickhouse-server') || existsSync('/usr/bin/clickhouse-server'),
  },
  { pkg: 'zookeeper', present: () => existsSync('/usr/share/java/zookeeper.jar') },
  { pkg: 'fonts-noto-core', present: () => existsSync('/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf') },
  { pkg: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc') },
];

export function ensureSystemPackages(log = console.log) {
  const missing = wanted.filter((w) => !w.present()).map((w) => w.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `missing Debian packages: ${missing.join(' ')} — run as root or: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing from Debian's packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}

const reachable = (port) =>
  new Promise((resolve) => {
    const s = connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.setTimeout(2000, () => {
      s.destroy();
      resolve(false);
    });
  });

/** PostgreSQL and Redis run on development and CI machines; start them if they stopped. */
export async function ensureServices(log = console.log) {
  if (!(await reachable(5432)) && existsSync('/usr/bin/pg_ctlcluster')) {
    log('PostgreSQL is not answering on 127.0.0.1:5432; starting it');
    for (const version of execFileSync('ls', ['/etc/postgresql']).toString().split(/\s+/).filter(Boolean)) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
  }
  if (!(await reachable(6379)) && existsSync('/usr/bin/redis-server')) {
    log('Redis is not answering on 127.0.0.1:6379; starting it');
    spawnSync(
      'redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--save', '', '--appendonly', 'no'],
      { stdio: 'inherit' },
    );
  }
  const missing = [];
  if (!(await reachable(5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
  if (!(await reachable(6379))) missing.push('Redis on 127.0.0.1:6379');
  if (missing.length) throw new Error(`server-mode tests need ${missing.join(' and ')}`);
}
