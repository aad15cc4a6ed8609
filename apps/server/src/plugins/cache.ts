import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Cache } from '../cache/cache.ts';
import { createMemoryCache } from '../cache/memory-cache.ts';
import { openRedisCache } from '../cache/redis-cache.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cache: Cache;
    /** the Redis connection in server mode, null when embedded */
    redis: Redis | null;
  }
}

/** `app.cache`: Redis when REDIS_URL is set, in-process otherwise. */
export const cachePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.redisUrl ? await openRedisCache(config.redisUrl, app.log) : null;
    const cache = redis ?? createMemoryCache();
    app.decorate('cache', cache);
    app.decorate('redis', redis?.client ?? null);
    app.addHook('onClose', async () => {
      await cache.close();
    });
  },
  { name: 'cache' },
);
