import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

type CacheLogger = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export interface RedisCache extends Cache {
  kind: 'redis';
  /** the connection itself, for rate limits and pub/sub that need more than get/set */
  client: Redis;
}

/** How long a Redis command may take before it fails: Redis answers in well under a millisecond. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * Throws at once unless the connection is ready: while it is closed, a command
 * would fail only at ioredis's next attempt to reconnect (up to seconds away),
 * and callers that can go on without Redis should not wait for that.
 */
export function ensureReady(redis: Redis): void {
  if (redis.status !== 'ready') throw new Error(`Redis connection ${redis.status}`);
}

/**
 * The server-mode cache. Connects before returning so that a wrong REDIS_URL
 * stops the start with a clear error instead of failing requests later.
 */
export async function openRedisCache(url: string, logger: CacheLogger): Promise<RedisCache> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // fail a command fast while disconnected rather than queueing requests behind it
    maxRetriesPerRequest: 1,
    // and while connected to a Redis that does not answer (stopped, or a link that drops without a reset):
    // every caller then goes on without it (rate limits, link changes, sessions, click limits)
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // ioredis retries on its own and emits 'error' on every attempt: log each outage once.
  let down = false;
  client.on('error', (err) => {
    if (!down) logger.warn({ err }, 'Redis unreachable, retrying');
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.info({}, 'Redis reachable again');
    down = false;
  });
  try {
    await client.connect();
  } catch (error) {
    client.disconnect(); // stop the background retries, or the failed start never exits
    throw new Error(`Redis at ${new URL(url).host} (REDIS_URL) is unreachable`, { cause: error });
  }
  return {
    kind: 'redis',
    client,
    async get(key) {
      return (await client.get(key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      if (ttlMs === undefined) await client.set(key, value);
      else await client.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async delete(key) {
      await client.del(key);
    },
    async ping() {
      await client.ping();
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
