import cluster from 'node:cluster';
import { hostname } from 'node:os';
import { pino } from 'pino';
import { clusterModeOf, workerInstanceId } from './cluster/cluster-mode.ts';
import { listenOn } from './cluster/listen.ts';
import { builtAwaitingListen, reportListening, startWorkers } from './cluster/primary.ts';
import { acceptRelayed } from './cluster/relayed.ts';
import { answerWorkers } from './cluster/writer-side.ts';
import { type Config, loadConfig, runMode } from './config.ts';
import { logError } from './lib/log-errors.ts';

/**
 * The process: configuration, logger, listen, graceful close. Everything else
 * is composed in app.ts so that tests build the same app without a process.
 *
 * WORKERS > 1 (cluster mode, see cluster/cluster-mode.ts): the primary
 * starts the workers and starts them again when they die. With external back
 * ends every worker is a whole instance; embedded, the primary runs the app
 * (the one writer of PGlite and DuckDB) and the workers answer the short
 * links they hold, asking it over IPC what only it has, and relay every
 * other connection to it on a loopback port (cluster/serving-worker.ts).
 */
/** a cluster's primary waits for its workers' own drains (SHUTDOWN_TIMEOUT_MS each) first */
const PRIMARY_EXTRA_MS = 15_000;
/** an embedded writer waits for its closing workers' spools until this long before their own limit */
const WORKERS_DRAIN_MARGIN_MS = 2_000;
/** the loopback address the embedded writer listens on for its workers */
const WRITER_HOST = '127.0.0.1';

const config = loadConfig();
const pretty = config.env === 'development' && process.stdout.isTTY;
const logger = pino({
  level: config.logLevel,
  base: { pid: process.pid, hostname: hostname(), instance: config.instanceId },
  serializers: { err: logError },
  ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
});

let stopping: (() => Promise<void>) | undefined;
let closing = false;
async function shutdown(reason: string, timeoutMs: number) {
  if (closing) return;
  closing = true;
  logger.info({ reason }, 'closing: finishing requests and flushing buffered events');
  // A stuck back end must not keep the process alive for ever.
  setTimeout(() => {
    logger.error(
      `close took longer than ${timeoutMs / 1000} s (SHUTDOWN_TIMEOUT_MS), exiting anyway: events still spooled are stored at the next start of this instance`,
    );
    process.exit(1);
  }, timeoutMs).unref();
  try {
    await stopping?.();
    logger.info('closed');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'close failed');
    process.exit(1);
  }
}

async function start(config: Config): Promise<void> {
  if (config.workers > 1 && cluster.isPrimary) return startPrimary(config);
  const writerPort = process.env.OSM5_WRITER_PORT;
  if (cluster.isWorker && writerPort) return startServingWorker(config, Number(writerPort));
  const { serve, announce, publicUrlOf } = await import('./cluster/serve.ts');
  const { app, port } = await serve(config, logger, undefined, cluster.isWorker ? builtAwaitingListen : undefined);
  stopping = () => app.close();
  logger.info({ mode: runMode(config), dataDir: config.dataDir, port }, 'started');
  if (cluster.isWorker) reportListening(port);
  else announce(publicUrlOf(config, port));
}

async function startPrimary(config: Config): Promise<void> {
  const mode = clusterModeOf(config);
  const slotEnv = (slot: number): Record<string, string> => ({
    INSTANCE_ID: workerInstanceId(config.instanceId, slot),
    OSM5_WORKER_SLOT: String(slot),
  });
  // loaded here, not above: a serving worker never loads the app
  const { serve, announce, publicUrlOf } = await import('./cluster/serve.ts');
  if (mode === 'replicas') {
    const pool = startWorkers(config.workers, slotEnv, logger);
    stopping = () => pool.stop();
    const port = await pool.ready;
    logger.info({ mode: runMode(config), workers: config.workers, port }, 'started: every worker a whole instance');
    announce(publicUrlOf(config, port));
    return;
  }
  // embedded: this process is the writer; its workers answer the links they hold, ask it the rest over IPC
  // and hand it every other connection on a loopback port of its own
  const { app } = await serve(config, logger, { host: WRITER_HOST, port: 0 });
  const relayed = acceptRelayed(app.server);
  const writerPort = await listenOn(relayed, { host: WRITER_HOST, port: 0 });
  const writer = answerWorkers(app);
  const pool = startWorkers(
    config.workers,
    (slot) => ({ ...slotEnv(slot), OSM5_WRITER_PORT: String(writerPort) }),
    logger,
    writer.onMessage,
  );
  const untell = writer.tell(() => pool.workers());
  // the workers stop taking visits and flush their spools into the writer's store; then the writer drains
  // what it was handed (ending those connections, which lets the workers exit) and flushes its own
  stopping = async () => {
    relayed.close();
    const workersStopped = pool.stop();
    await writer.drained(() => pool.workers(), config.shutdownTimeoutMs - WORKERS_DRAIN_MARGIN_MS);
    await Promise.all([workersStopped, app.close()]);
    untell();
  };
  const port = await pool.ready;
  logger.info(
    { mode: 'embedded', workers: config.workers, port, writerPort },
    'started: one writer; workers answer the links they hold and relay it the rest',
  );
  announce(publicUrlOf(config, port));
}

async function startServingWorker(config: Config, writerPort: number): Promise<void> {
  const { startServingWorker: start } = await import('./cluster/serving-worker.ts');
  const worker = await start(config, { host: WRITER_HOST, port: writerPort }, logger, builtAwaitingListen);
  stopping = () => worker.stop();
  reportListening(worker.port);
}

try {
  await start(config);
} catch (error) {
  logger.fatal({ err: error }, 'OSM5 could not start');
  process.exit(1);
}

const timeout = config.shutdownTimeoutMs + (config.workers > 1 && cluster.isPrimary ? PRIMARY_EXTRA_MS : 0);
process.once('SIGTERM', (signal) => void shutdown(signal, timeout));
process.once('SIGINT', (signal) => void shutdown(signal, timeout));
// a worker whose primary is gone has no more connections coming: it drains and leaves
if (cluster.isWorker) cluster.worker?.once('disconnect', () => void shutdown('primary gone', timeout));
