import { Redis } from 'ioredis';
import type { Cache } from './cache.ts';

export interface RedisCache extends Cache {
  kind: 'redis';
  /** the connection itself, for rate limits and pub/sub that need more than get/set */
  client: Redis;
}

/**
 * The server-mode cache. Connects before returning so that a wrong REDIS_URL
 * stops the start with a clear error instead of failing requests later.
 */
export async function openRedisCache(url: string): Promise<RedisCache> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    // fail a command fast while disconnected rather than queueing requests behind it
    maxRetriesPerRequest: 1,
  });
  await client.connect();
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
