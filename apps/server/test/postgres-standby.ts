import { rmSync } from 'node:fs';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { freePort } from '../../../scripts/free-port.mjs';
import { initPostgres, type PostgresServer, postgresWorkDir, startPostgres } from './postgres-server.ts';
import { postgresStatement } from './server-backends.ts';

/**
 * A PostgreSQL primary and a hot standby streaming from it, on loopback, for
 * the read-replica test: a cluster of the test's own (postgres-server.ts),
 * then pg_basebackup of it.
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

export async function startStandbyPair(dir: string, firstPort: number): Promise<StandbyPair> {
  rmSync(dir, { recursive: true, force: true });
  const servers: PostgresServer[] = [];
  const logs = () => servers.map((s) => s.logs()).join('\n');
  const stop = async () => {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const primaryPort = await freePort(firstPort);
    const standbyPort = await freePort(primaryPort + 1);
    const primary = await initPostgres(dir, 'primary', primaryPort, {
      hba: 'host replication all 127.0.0.1/32 trust\n',
    });
    servers.push(primary);
    postgresWorkDir(dir).run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      'standby',
      '-R',
    ]);
    // the standby answers its own reads at once (hot standby is on by default)
    const standby = await startPostgres(dir, 'standby', standbyPort);
    servers.push(standby);
    const onStandby = (statement: string) => postgresStatement(standby.url, statement);
    return {
      primaryUrl: primary.url,
      standbyUrl: standby.url,
      pids: { primary: primary.pid(), standby: standby.pid() },
      pauseReplay: () => onStandby('select pg_wal_replay_pause()'),
      resumeReplay: () => onStandby('select pg_wal_replay_resume()'),
      stopStandby: () => standby.stop(),
      logs,
      stop,
    };
  } catch (error) {
    const message = `${(error as Error).message}\n${logs()}`;
    await stop();
    throw new Error(message);
  }
}
