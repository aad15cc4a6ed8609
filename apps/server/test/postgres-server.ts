import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { lastLines, stopProcess, waitFor } from './child-processes.ts';
import { postgresStatement } from './server-backends.ts';

/**
 * A PostgreSQL server of a test's own on loopback, made by the machine's own
 * binaries (initdb or a base backup), trust authentication, no fsync, so that
 * a test can stop it and start it again. PostgreSQL refuses to run
 * as root, so under root the server runs as the `postgres` user that
 * Debian's package made.
 */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** the postmaster's pid (its connections are its children) */
  pid(): number;
  /** starts it again on the same port and data after a stop */
  start(): Promise<void>;
  /** stops it: SIGINT is PostgreSQL's fast shutdown (SIGTERM's smart one would wait for every client to leave) */
  stop(signal?: NodeJS.Signals): Promise<void>;
  logs(): string;
}

const binDir = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
};

/** Where a test's servers live, owned by the user they run as; `run` runs one of PostgreSQL's tools there. */
export function postgresWorkDir(dir: string): { run(tool: string, args: string[]): void; dir: string } {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  mkdirSync(dir, { recursive: true });
  const owner = runAs();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return {
    dir,
    run: (tool, args) => {
      execFileSync(join(bin, tool), args, { cwd: dir, stdio: 'pipe', ...(owner ?? {}) });
    },
  };
}

/** A new cluster in `dir/name` (initdb), listening on loopback only, started. */
export async function initPostgres(
  dir: string,
  name: string,
  port: number,
  extra: { conf?: string; hba?: string } = {},
): Promise<PostgresServer> {
  const work = postgresWorkDir(dir);
  work.run('initdb', ['-D', join(dir, name), '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await appendFile(
    join(dir, name, 'postgresql.conf'),
    `listen_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nmax_connections = 200\n${extra.conf ?? ''}`,
  );
  if (extra.hba) await appendFile(join(dir, name, 'pg_hba.conf'), extra.hba);
  return startPostgres(dir, name, port);
}

/** Starts the cluster already in `dir/name` on `port` and waits until it answers. */
export async function startPostgres(dir: string, name: string, port: number): Promise<PostgresServer> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const log = join(dir, `${name}.log`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(join(bin, 'postgres'), ['-D', join(dir, name), '-p', String(port)], {
      cwd: dir,
      stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
      detached: true,
      ...(runAs() ?? {}),
    });
    await waitFor(() => answers(url), `PostgreSQL ${name}`);
  };
  await start();
  return {
    url,
    pid: () => child?.pid ?? 0,
    start,
    stop: async (signal = 'SIGINT') => {
      if (child) await stopProcess(child, signal);
    },
    logs: () => `--- ${log}\n${lastLines(log, 40)}`,
  };
}

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const answers = (url: string) =>
  postgresStatement(url, 'select 1').then(
    () => true,
    () => false,
  );
