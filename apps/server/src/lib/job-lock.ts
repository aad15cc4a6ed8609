import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sharedKeyPrefix } from '../modules/instance-settings/instance-settings.service.ts';
import { OutageStreak } from './outage-streak.ts';

interface Logger {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface JobLock {
  /**
   * Runs `job` unless another instance ran it less than `everyMs` ago or is
   * running it now; resolves to whether this instance ran it.
   */
  run(name: string, everyMs: number, job: () => Promise<unknown>): Promise<boolean>;
}

/** Renewed at a third of its life while the job runs: a dead instance's lease runs out in LEASE_MS. */
const LEASE_MS = 30_000;
/** A run's lease is let go this much before the period ends, so that the next tick (anyone's) is not refused by jitter. */
const EARLY_MS = 250;

/** PEXPIRE only while the lease is still ours (its token). */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
/** After a run: keep the lease for the rest of the period (ARGV[2] ms), or drop it when none is left. */
const FINISH = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(ARGV[2]) <= 0 then return redis.call('DEL', KEYS[1]) end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

/**
 * Scheduled jobs run once across instances. Every instance keeps its own timer;
 * at each tick the job takes a lease in Redis (SET NX PX with a random token),
 * renewed while the job runs and, once it is done, kept until the period since
 * its start is over, so the other instances' ticks in that period skip it. A
 * lease of an instance that died expires on its own. Redis locks rather than a
 * queue (BullMQ): the jobs are periodic sweeps whose work is found in the
 * database at each run, so there is nothing to enqueue, only a "who runs this
 * period" to decide. Without Redis (one process) the job simply runs.
 */
export function createJobLock(redis: Redis | null, prefix: string, logger: Logger): JobLock {
  return {
    async run(name, everyMs, job) {
      if (!redis) {
        await job();
        return true;
      }
      const key = `${prefix}:job:${name}`;
      const token = randomUUID();
      const startedAt = Date.now();
      const taken = await redis.set(key, token, 'PX', Math.max(LEASE_MS, everyMs), 'NX');
      if (taken !== 'OK') return false;
      logger.debug({ job: name }, 'scheduled job run');
      const renew = setInterval(() => {
        redis.eval(RENEW, 1, key, token, String(LEASE_MS)).then(
          (kept) => {
            if (Number(kept) !== 1) logger.warn({ job: name }, 'scheduled job lease lost while running');
          },
          (error: unknown) => logger.warn({ err: error, job: name }, 'scheduled job lease not renewed'),
        );
      }, LEASE_MS / 3).unref();
      try {
        await job();
      } finally {
        clearInterval(renew);
        // a duration, not a time: the instances' clocks need not agree
        const rest = Math.round(startedAt + everyMs - Math.min(EARLY_MS, everyMs / 10) - Date.now());
        await redis
          .eval(FINISH, 1, key, token, String(rest))
          .catch((error: unknown) => logger.warn({ err: error, job: name }, 'scheduled job lease not let go'));
      }
      return true;
    },
  };
}

/** The lock of an app: its Redis (if any), keys under the installation's prefix (installations may share a Redis). */
export async function openJobLock(app: FastifyInstance): Promise<JobLock> {
  const prefix = await sharedKeyPrefix(app.db.db);
  return createJobLock(app.redis, prefix, app.log);
}

export interface PeriodicJob {
  /** the lock's name for it */
  name: string;
  everyMs: number;
  /** the first run, after start (default: one period) */
  firstAfterMs?: number;
  job: () => Promise<unknown>;
  /** a run that failed; the next period tries again (while a back end cannot be reached, only the outage's first) */
  onError: (error: unknown) => void;
}

/**
 * Runs `job` every period on one instance (`lock`), never twice at once in
 * this process (a run longer than its period skips the ticks it overlaps).
 * An outage's failures are reported once, and its end (OutageStreak). The timers are let go when the app closes and never keep it alive.
 */
export function schedulePeriodicJob(app: FastifyInstance, lock: JobLock, o: PeriodicJob): void {
  let running = false;
  const outage = new OutageStreak();
  const tick = () => {
    if (running) return;
    running = true;
    lock
      .run(o.name, o.everyMs, o.job)
      .then(
        () => {
          const failures = outage.succeeded();
          if (failures > 0) app.log.warn({ job: o.name, failures }, 'scheduled job runs again');
        },
        (error: unknown) => {
          if (outage.failed(error)) o.onError(error);
        },
      )
      .finally(() => {
        running = false;
      });
  };
  const first = o.firstAfterMs === undefined ? undefined : setTimeout(tick, o.firstAfterMs).unref();
  const every = setInterval(tick, o.everyMs).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
