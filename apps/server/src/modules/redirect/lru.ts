/**
 * A bounded map that forgets the least recently used entry first. Map keeps
 * insertion order, so a hit moves its key to the end and eviction takes the
 * first key. Entries may carry an expiry (negative caching of misses).
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; until: number }>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.map.size;
  }

  /** the value, or undefined when absent or expired */
  get(key: string, now: number): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    if (entry.until < now) {
      this.map.delete(key);
      return undefined;
    }
    // Moving a key costs two map operations; only worth it when eviction is near.
    if (this.map.size > this.maxEntries >> 1) {
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry.value;
  }

  set(key: string, value: V, ttlMs = Number.POSITIVE_INFINITY, now = 0): void {
    this.map.delete(key);
    this.map.set(key, { value, until: now + ttlMs });
    if (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }
}
