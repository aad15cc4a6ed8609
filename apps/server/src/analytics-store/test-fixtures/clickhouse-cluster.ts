import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script of the repository, without types
import { clickhouseBinary } from '../../../../../scripts/clickhouse/start.mjs';
// @ts-expect-error: as above
import { freePort } from '../../../../../scripts/free-port.mjs';
import { lastLines, stopProcess, waitFor } from '../../../test/child-processes.ts';

/**
 * A two-shard ClickHouse cluster on loopback, for the cluster test: one
 * ZooKeeper (Debian's `zookeeper` package; 18.16 has no Keeper of its own)
 * for the distributed DDL, and two clickhouse-server processes with the
 * repository's test config plus `remote_servers` (cluster `osm5_test`, one
 * replica per shard), the ZooKeeper and each one's {shard}/{replica} macros.
 */
export const CLUSTER = 'osm5_test';
const ZOOKEEPER_JAR = '/usr/share/java/zookeeper.jar';
const template = fileURLToPath(new URL('../../../../../scripts/clickhouse/config.xml.template', import.meta.url));
const users = fileURLToPath(new URL('../../../../../scripts/clickhouse/users.xml', import.meta.url));

export interface LocalCluster {
  /** each shard's HTTP address */
  urls: string[];
  /** the last lines each process logged (ZooKeeper's output, each shard's error log), for a failure's message */
  logs(): string;
  stop(): Promise<void>;
}

export const clusterAvailable = () => Boolean(clickhouseBinary()) && existsSync(ZOOKEEPER_JAR);

export async function startLocalCluster(dir: string, firstPort: number): Promise<LocalCluster> {
  rmSync(dir, { recursive: true, force: true });
  const children: ChildProcess[] = [];
  const logFiles: string[] = [];
  const logs = () => logFiles.map((file) => `--- ${file}\n${lastLines(file, 40)}`).join('\n');
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const zkPort = await freePort(firstPort);
    mkdirSync(join(dir, 'zk', 'data'), { recursive: true });
    const zkLog = join(dir, 'zk', 'zookeeper.log');
    logFiles.push(zkLog);
    writeFileSync(
      join(dir, 'zk', 'zoo.cfg'),
      `tickTime=500\ninitLimit=10\nsyncLimit=5\ndataDir=${join(dir, 'zk', 'data')}\nclientPort=${zkPort}\nclientPortAddress=127.0.0.1\nadmin.enableServer=false\n4lw.commands.whitelist=srvr\n`,
    );
    children.push(
      spawn(
        'java',
        ['-cp', ZOOKEEPER_JAR, 'org.apache.zookeeper.server.ZooKeeperServerMain', join(dir, 'zk', 'zoo.cfg')],
        { stdio: ['ignore', openSync(zkLog, 'a'), openSync(zkLog, 'a')], detached: true },
      ),
    );
    await waitFor(() => zookeeperAnswers(zkPort), 'ZooKeeper');

    const ports = [];
    for (let shard = 1; shard <= 2; shard++) {
      const http = await freePort(zkPort + shard * 10);
      ports.push({ http, tcp: await freePort(http + 1), interserver: await freePort(http + 2) });
    }
    const shards = ports
      .map((p) => `<shard><replica><host>127.0.0.1</host><port>${p.tcp}</port></replica></shard>`)
      .join('');
    const urls: string[] = [];
    for (const [i, p] of ports.entries()) {
      const home = join(dir, `shard-${i + 1}`);
      for (const sub of ['log', 'data', 'tmp', 'user_files', 'format_schemas'])
        mkdirSync(join(home, sub), { recursive: true });
      const extra = `
    <interserver_http_port>${p.interserver}</interserver_http_port>
    <interserver_http_host>127.0.0.1</interserver_http_host>
    <remote_servers><${CLUSTER}>${shards}</${CLUSTER}></remote_servers>
    <zookeeper><node><host>127.0.0.1</host><port>${zkPort}</port></node></zookeeper>
    <distributed_ddl><path>/clickhouse/task_queue/ddl</path></distributed_ddl>
    <macros><shard>${i + 1}</shard><replica>shard-${i + 1}</replica></macros>
</yandex>`;
      const config = readFileSync(template, 'utf8')
        .replaceAll('@DIR@', home)
        .replaceAll('@HTTP_PORT@', String(p.http))
        .replaceAll('@TCP_PORT@', String(p.tcp))
        .replace('</yandex>', extra);
      writeFileSync(join(home, 'config.xml'), config);
      writeFileSync(join(home, 'users.xml'), readFileSync(users));
      logFiles.push(join(home, 'log', 'clickhouse-server.err.log'));
      children.push(
        spawn(clickhouseBinary() ?? 'clickhouse-server', [`--config-file=${join(home, 'config.xml')}`], {
          cwd: home,
          stdio: 'ignore',
          detached: true,
        }),
      );
      const url = `http://127.0.0.1:${p.http}`;
      await waitFor(() => answers(`${url}/ping`), `shard ${i + 1}`);
      const zookeeper = `${url}/?query=${encodeURIComponent("SELECT count() FROM system.zookeeper WHERE path = '/'")}`;
      await waitFor(() => answers(zookeeper), `shard ${i + 1}'s ZooKeeper`);
      urls.push(url);
    }
    return { urls, logs, stop };
  } catch (error) {
    const message = `${(error as Error).message}\n${logs()}`;
    await stop();
    throw new Error(message);
  }
}

/**
 * How long one readiness check may take: a server that accepts a connection while it starts (a JVM on a busy
 * machine) must not hold the wait past its deadline, which reports the processes' logs.
 */
const CHECK_MS = 2_000;

const answers = async (url: string) =>
  (await fetch(url, { signal: AbortSignal.timeout(CHECK_MS) }).catch(() => undefined))?.ok === true;

/** Serving, not merely running: 18.16 whose first session fails keeps a DDL worker that crashes the server later. */
function zookeeperAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('srvr'));
    socket.setTimeout(CHECK_MS, () => socket.destroy());
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    socket.on('close', () => resolve(answer.includes('Mode: standalone')));
    socket.on('error', () => resolve(false));
  });
}
