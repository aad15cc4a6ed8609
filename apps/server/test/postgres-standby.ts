import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync, rmSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { freePort } from '../../../scripts/free-port.mjs';
import { lastLines, stopProcess, waitFor } from './child-processes.ts';
import { postgresStatement } from './server-backends.ts';

/**
 * A PostgreSQL primary and a hot standby streaming from it, on loopback, for
 * the read-replica test: a cluster made by the machine's own PostgreSQL
 * binaries (initdb, then pg_basebackup of it), trust authentication, no
 * fsync. PostgreSQL refuses to run as root, so under root the servers run as
 * the `postgres` user that Debian's package made.
 */
export interface StandbyPair {
  primaryUrl: string;
  standbyUrl: string;
  /** the two servers' postmaster processes (their connections are its children), for a benchmark's CPU readings */
  pids: { primary: number; standby: number };
  /** the standby stops replaying what it receives (pg_wal_replay_pause): it falls behind on purpose */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** stops the standby alone (a replica that went away) */
  stopStandby(): Promise<void>;
  logs(): string;
  stop(): Promise<void>;
}

const binDir = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
};

export const standbyAvailable = (): boolean => binDir() !== undefined;

export async function startStandbyPair(dir: string, firstPort: number): Promise<StandbyPair> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? { uid: idOf('-u'), gid: idOf('-g') } : undefined;
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, { cwd: dir, stdio: 'pipe', ...(owner ?? {}) });
  const children: ChildProcess[] = [];
  const logFiles: string[] = [];
  const logs = () => logFiles.map((file) => `--- ${file}\n${lastLines(file, 40)}`).join('\n');
  const start = async (name: string, port: number) => {
    const log = join(dir, `${name}.log`);
    logFiles.push(log);
    const child = spawn(join(bin, 'postgres'), ['-D', join(dir, name), '-p', String(port)], {
      cwd: dir,
      stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
      detached: true,
      ...(owner ?? {}),
    });
    children.push(child);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitFor(() => answers(url), `PostgreSQL ${name}`);
    return { child, url };
  };
  // SIGINT is PostgreSQL's fast shutdown: SIGTERM's smart one would wait for every client to leave
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child, 'SIGINT');
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const primaryPort = await freePort(firstPort);
    const standbyPort = await freePort(primaryPort + 1);
    run('initdb', ['-D', join(dir, 'primary'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await appendFile(
      join(dir, 'primary', 'postgresql.conf'),
      `listen_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nmax_connections = 200\n`,
    );
    await appendFile(join(dir, 'primary', 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    const primary = await start('primary', primaryPort);
    run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', 'standby', '-R']);
    // the standby answers its own reads at once (hot standby is on by default)
    const standby = await start('standby', standbyPort);
    const onStandby = (statement: string) => postgresStatement(standby.url, statement);
    return {
      primaryUrl: primary.url,
      standbyUrl: standby.url,
      pids: { primary: primary.child.pid ?? 0, standby: standby.child.pid ?? 0 },
      pauseReplay: () => onStandby('select pg_wal_replay_pause()'),
      resumeReplay: () => onStandby('select pg_wal_replay_resume()'),
      stopStandby: () => stopProcess(standby.child, 'SIGINT'),
      logs,
      stop,
    };
  } catch (error) {
    const message = `${(error as Error).message}\n${logs()}`;
    await stop();
    throw new Error(message);
  }
}

function idOf(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

const answers = (url: string) =>
  postgresStatement(url, 'select 1').then(
    () => true,
    () => false,
  );
