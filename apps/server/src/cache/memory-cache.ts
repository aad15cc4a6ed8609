import type { Cache } from './cache.ts';

interface Entry {
  value: string;
  expiresAt: number;
}

/**
 * The embedded cache: a Map in insertion order, so that when it is full the
 * oldest entry goes first. Expired entries are dropped when read.
 */
export function createMemoryCache(maxEntries = 100_000): Cache {
  const entries = new Map<string, Entry>();
  return {
    kind: 'memory',
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: ttlMs === undefined ? Infinity : Date.now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}
