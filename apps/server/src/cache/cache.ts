/**
 * A small key-value cache with expiry, shared between instances when Redis is
 * configured and per process otherwise. Later issues build the link cache,
 * rate limits and fan-out on top of it.
 */
export interface Cache {
  kind: 'memory' | 'redis';
  get(key: string): Promise<string | undefined>;
  /** ttlMs omitted → kept until deleted (or evicted from a full in-process cache) */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** rejects when the back end is unreachable */
  ping(): Promise<void>;
  close(): Promise<void>;
}
