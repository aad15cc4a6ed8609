import type { Redis } from 'ioredis';
import type { SharedTotals } from './tracked-events-quota.ts';

/** Raise to the floor (the store's count), add, keep until a day after the period ends. */
const ADD = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
local floor = tonumber(ARGV[1])
if c < floor then c = floor end
c = c + tonumber(ARGV[2])
redis.call('SET', KEYS[1], c, 'PX', ARGV[3])
return c`;

const DAY_MS = 86_400_000;

/**
 * The organisations' tracked-events totals of the month in Redis, shared by
 * every instance (tracked-events-quota.ts): one key per organisation and
 * period under the installation's prefix, every sync's items in one pipeline.
 */
export function redisSharedTotals(redis: Redis, prefix: string, now: () => number = Date.now): SharedTotals {
  return {
    async add(items) {
      const pipeline = redis.pipeline();
      for (const item of items) {
        const ttl = Math.max(DAY_MS, item.periodEnd - now() + DAY_MS);
        pipeline.eval(
          ADD,
          1,
          `${prefix}:tracked:${item.orgId}:${item.periodEnd}`,
          String(item.floor),
          String(item.delta),
          String(ttl),
        );
      }
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, value]) => {
        if (error) throw error;
        return Number(value);
      });
    },
  };
}
