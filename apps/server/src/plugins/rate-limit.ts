import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ensureReady } from '../cache/redis-cache.ts';
import { AppError } from '../errors.ts';
import { ensureSecret } from '../modules/instance-settings/instance-settings.service.ts';

/**
 * `app.rateLimit`: fixed-window counters keyed by rule name and a subject (an
 * IP, an account, a link + IP). The window opens at the first hit and lasts
 * `windowMs`; `Retry-After` is the time left in it. Counters live in Redis
 * when configured (shared by every instance) and in this process otherwise.
 *
 *   const state = await app.rateLimit.check(loginPerIp, request.ip);   // read only
 *   await app.rateLimit.hit(loginPerIp, request.ip);                  // count one
 *   app.rateLimit.reject(reply, state);                               // 429 + Retry-After
 *   await app.rateLimit.consume(reply, rule, key);                   // hit, and reject past the limit
 *
 * Keys carry a per-installation prefix, so that installations (and test
 * databases) sharing one Redis never count each other's hits. While Redis
 * fails, each instance counts in its own memory, as one process does: the
 * limits hold per instance, and no request fails for a counter.
 */
export interface RateLimitRule {
  /** stable name, part of the key */
  name: string;
  /** hits allowed in one window */
  max: number;
  windowMs: number;
}

export interface RateLimitState {
  /** hits counted in the current window */
  count: number;
  /** hits left before the limit */
  remaining: number;
  limited: boolean;
  /** seconds until the window closes (0 when no window is open) */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  hit(rule: RateLimitRule, subject: string): Promise<RateLimitState>;
  reset(rule: RateLimitRule, subject: string): Promise<void>;
  /** sets Retry-After and throws RATE_LIMITED (or `code`) */
  reject(reply: FastifyReply, state: RateLimitState, code?: 'RATE_LIMITED' | 'RESEND_LIMIT_REACHED'): never;
  /** counts one hit and throws when it goes past the limit */
  consume(reply: FastifyReply, rule: RateLimitRule, subject: string): Promise<RateLimitState>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

interface Counter {
  count: number;
  ttlMs: number;
}

interface CounterStore {
  read(key: string): Promise<Counter>;
  increment(key: string, windowMs: number): Promise<Counter>;
  remove(key: string): Promise<void>;
}

export const rateLimitPlugin = fp(
  async (app) => {
    const prefix = `rl:${(await ensureSecret(app.db.db, 'rate_limit_prefix')).slice(0, 12)}`;
    const store = app.redis ? sharedOrOwn(app.redis, app.log) : memoryStore();
    const keyOf = (rule: RateLimitRule, subject: string) => `${prefix}:${rule.name}:${subject.toLowerCase()}`;
    const stateOf = (rule: RateLimitRule, counter: Counter): RateLimitState => ({
      count: counter.count,
      remaining: Math.max(0, rule.max - counter.count),
      limited: counter.count >= rule.max,
      retryAfterSeconds: counter.count > 0 ? Math.max(1, Math.ceil(counter.ttlMs / 1000)) : 0,
    });

    const limiter: RateLimiter = {
      async check(rule, subject) {
        return stateOf(rule, await store.read(keyOf(rule, subject)));
      },
      async hit(rule, subject) {
        return stateOf(rule, await store.increment(keyOf(rule, subject), rule.windowMs));
      },
      async reset(rule, subject) {
        await store.remove(keyOf(rule, subject));
      },
      reject(reply, state, code = 'RATE_LIMITED') {
        reply.header('retry-after', String(Math.max(1, state.retryAfterSeconds)));
        throw new AppError(code);
      },
      async consume(reply, rule, subject) {
        const state = await limiter.hit(rule, subject);
        if (state.count > rule.max) limiter.reject(reply, state);
        return state;
      },
    };
    app.decorate('rateLimit', limiter);
  },
  { name: 'rate-limit', dependencies: ['database', 'cache'] },
);

/** Redis's counters, and this process's own while Redis fails (logged once an outage). */
function sharedOrOwn(redis: Redis, log: FastifyBaseLogger): CounterStore {
  const shared = redisStore(redis);
  const own = memoryStore();
  let failing = false;
  const counted = async <T>(op: (store: CounterStore) => Promise<T>): Promise<T> => {
    try {
      ensureReady(redis);
      const result = await op(shared);
      if (failing) log.info('rate limits counted in Redis again');
      failing = false;
      return result;
    } catch (err) {
      if (!failing) log.warn({ err }, 'Redis failed: rate limits counted by this instance alone');
      failing = true;
      return op(own);
    }
  };
  return {
    read: (key) => counted((store) => store.read(key)),
    increment: (key, windowMs) => counted((store) => store.increment(key, windowMs)),
    async remove(key) {
      await own.remove(key);
      await counted((store) => store.remove(key));
    },
  };
}

function redisStore(redis: Redis): CounterStore {
  return {
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
    },
    async increment(key, windowMs) {
      // INCR and the expiry of a new window in one round trip; NX keeps an open window's end
      const result = await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, ttlMs: ttl > 0 ? ttl : windowMs };
    },
    async remove(key) {
      await redis.del(key);
    },
  };
}

/** The embedded store; expired windows are dropped when read and swept when the map grows. */
function memoryStore(maxEntries = 100_000): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= now) windows.delete(key);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.endsAt <= now) windows.delete(key);
    while (windows.size > maxEntries) {
      const oldest = windows.keys().next();
      if (oldest.done) break;
      windows.delete(oldest.value);
    }
  };
  return {
    async read(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? { count: entry.count, ttlMs: entry.endsAt - now } : { count: 0, ttlMs: 0 };
    },
    async increment(key, windowMs) {
      const now = Date.now();
      const entry = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      if (windows.size > maxEntries) sweep(now);
      return { count: entry.count, ttlMs: entry.endsAt - now };
    },
    async remove(key) {
      windows.delete(key);
    },
  };
}
