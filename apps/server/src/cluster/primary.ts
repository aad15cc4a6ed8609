import cluster, { type Worker } from 'node:cluster';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * What a worker and the primary tell each other: the worker is built and
 * waits to listen (`built`), the primary lets it (`listen`), the worker
 * listens (`listening`, with the port: PORT=0 picks one for all).
 */
type ClusterMessage = { osm5: 'built' } | { osm5: 'listen' } | { osm5: 'listening'; port: number };

const messageOf = (m: unknown): ClusterMessage | undefined =>
  typeof m === 'object' && m !== null && typeof (m as { osm5?: unknown }).osm5 === 'string'
    ? (m as ClusterMessage)
    : undefined;

export interface WorkerPool {
  /** resolves with the port once every worker listens */
  ready: Promise<number>;
  /** the workers alive now */
  workers(): Iterable<Worker>;
  /** SIGTERM to every worker (each drains), resolved when all have exited */
  stop(): Promise<void>;
}

/** A worker that dies is started again after this, doubled per quick death up to RESPAWN_MAX_MS. */
const RESPAWN_MS = 250;
const RESPAWN_MAX_MS = 10_000;
/** A worker that lived this long was healthy: its next death starts the back-off again. */
const HEALTHY_AFTER_MS = 30_000;

/**
 * The primary's side of cluster mode: `count` workers, each in a slot whose
 * environment (`envOf(slot)`) is the same at every respawn, so that a worker
 * started again after a crash takes its slot's instance id and replays its
 * own spool. The first worker starts alone and the others once it is built
 * (it applied the database migrations; they find nothing to apply).
 *
 * No worker listens before every worker is built: the port opens once all of
 * them can take connections. Node's cluster hands each new connection to a
 * worker, so a first worker listening alone would keep every connection made
 * meanwhile (a load balancer's or a client's keep-alive connections) for as
 * long as it lasts. A worker started again later listens as soon as it is built.
 */
export function startWorkers(
  count: number,
  envOf: (slot: number) => Record<string, string>,
  logger: Logger,
  /** every other message a worker sends (an embedded writer's questions: writer-side.ts) */
  onMessage?: (worker: Worker, message: unknown) => void,
): WorkerPool {
  // structured clone, not JSON: what the workers and their writer exchange holds dates
  cluster.setupPrimary({ serialization: 'advanced' });
  const slots = new Map<Worker, number>();
  const deaths = new Map<number, { quick: number; startedAt: number }>();
  let stopping = false;
  let port = 0;
  let listening = 0;
  const built = new Set<number>();
  const waiting = new Set<Worker>();
  let open = false;
  let resolveReady: (port: number) => void = () => {};
  let rejectReady: (error: Error) => void = () => {};
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });

  const fork = (slot: number): Promise<void> =>
    new Promise((resolve) => {
      const worker = cluster.fork(envOf(slot));
      slots.set(worker, slot);
      const state = deaths.get(slot) ?? { quick: 0, startedAt: 0 };
      state.startedAt = Date.now();
      deaths.set(slot, state);
      worker.on('message', (raw: unknown) => {
        const message = messageOf(raw);
        if (message?.osm5 === 'built') {
          logger.info({ slot, workerPid: worker.process.pid }, 'worker built');
          built.add(slot);
          waiting.add(worker);
          open ||= built.size === count;
          if (open) {
            for (const w of waiting) if (!w.isDead()) w.send({ osm5: 'listen' } satisfies ClusterMessage);
            waiting.clear();
          }
          resolve();
        } else if (message?.osm5 === 'listening') {
          port = message.port;
          logger.info({ slot, workerPid: worker.process.pid }, 'worker listening');
          if (++listening === count) resolveReady(port);
        } else onMessage?.(worker, raw);
      });
      worker.once('exit', (code, signal) => {
        slots.delete(worker);
        waiting.delete(worker);
        resolve();
        if (stopping) return;
        const lived = Date.now() - state.startedAt;
        state.quick = lived > HEALTHY_AFTER_MS ? 0 : state.quick + 1;
        if (listening < count && state.quick > 3) {
          rejectReady(new Error(`worker ${slot} exited (${signal ?? code}) before it listened`));
          return;
        }
        const delay = Math.min(RESPAWN_MAX_MS, RESPAWN_MS * 2 ** Math.max(0, state.quick - 1));
        logger.error(
          { slot, pid: worker.process.pid, code, signal, restartInMs: delay },
          'worker died; starting it again',
        );
        setTimeout(() => {
          if (!stopping) void fork(slot);
        }, delay).unref();
      });
    });

  void (async () => {
    await fork(1);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => fork(i + 2)));
  })();

  return {
    ready,
    workers: () => slots.keys(),
    async stop() {
      stopping = true;
      const exits = [...slots.keys()].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      );
      await Promise.all(exits);
    },
  };
}

/** In a worker, once built: tells the primary, and resolves when the primary lets it listen. */
export function builtAwaitingListen(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (raw: unknown) => {
      if (messageOf(raw)?.osm5 !== 'listen') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send?.({ osm5: 'built' } satisfies ClusterMessage);
  });
}

/** In a worker: tell the primary this worker listens (and on which port: PORT=0 picks one for all). */
export function reportListening(port: number): void {
  process.send?.({ osm5: 'listening', port } satisfies ClusterMessage);
}
