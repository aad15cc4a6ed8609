import type { Redis } from 'ioredis';
import { ensureReady } from '../../cache/redis-cache.ts';
import type { Database } from '../../db/client.ts';
import { addClicks } from './redirect.repository.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** What the redirect engine asks of the click totals (ClickCounter here; the writer's, for an embedded cluster's worker). */
export interface ClickCounts {
  /** the count a link has reached as far as this process knows (for decisions that reserve nothing) */
  current(linkId: string, stored: number): number;
  /** 1-based number of this click among all of the link's clicks; rejects when the shared count is unreachable */
  reserve(linkId: string, stored: number): number | Promise<number>;
  /** gives back a reservation that did not become a click */
  release(linkId: string): void;
  /** n counted clicks (a redirect, bots excluded) */
  count(linkId: string, n?: number): void;
}

/**
 * links.clicks without one UPDATE per click, and max-clicks expiry that holds
 * under concurrency.
 *
 * - reserve(): the number this click would be for a link with maxClicks. One
 *   process (embedded) counts in memory, seeded from the stored total the
 *   first time; several instances (server mode) share a Redis counter,
 *   seeded once with SET NX and then only ever INCR'd, so two instances never
 *   hand out the same number.
 * - count(): a counted click (a redirect, bots excluded), added to links.clicks
 *   by the next flush, one UPDATE per link per interval, and on close.
 */
export class ClickCounter implements ClickCounts {
  private readonly local = new Map<string, number>();
  /** the shared counter failed at the last reservation (logged once an outage) */
  private unreachable = false;
  private pending = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly redis: Redis | null,
    private readonly keyPrefix: string,
    private readonly logger: Logger,
    flushIntervalMs: number,
  ) {
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    this.timer.unref();
  }

  /** The count a link has reached as far as this instance knows (for decisions that reserve nothing). */
  current(linkId: string, stored: number): number {
    return Math.max(stored + (this.pending.get(linkId) ?? 0), this.local.get(linkId) ?? 0);
  }

  /** 1-based number of this click among all of the link's clicks; sync in embedded mode. */
  reserve(linkId: string, stored: number): number | Promise<number> {
    if (!this.redis) {
      const next = (this.local.get(linkId) ?? stored) + 1;
      this.local.set(linkId, next);
      return next;
    }
    const key = `${this.keyPrefix}:clicks:${linkId}`;
    const redis = this.redis;
    let counted: Promise<[error: Error | null, result: unknown][] | null>;
    try {
      ensureReady(redis);
      counted = redis.multi().set(key, String(stored), 'NX').incr(key).exec();
    } catch (error) {
      counted = Promise.reject(error);
    }
    return counted.then(
      (result) => {
        this.unreachable = false;
        return Number(result?.[1]?.[1]);
      },
      (error: unknown) => {
        if (!this.unreachable)
          this.logger.warn({ err: error }, 'click limits unreachable: links with one answer 503 until Redis answers');
        this.unreachable = true;
        throw error;
      },
    );
  }

  /**
   * Gives back a reservation that did not become a click (its number was past
   * the limit): keeps the in-memory counter equal to the clicks counted.
   */
  release(linkId: string): void {
    if (this.redis) return;
    const n = this.local.get(linkId);
    if (n !== undefined) this.local.set(linkId, n - 1);
  }

  count(linkId: string, n = 1): void {
    this.pending.set(linkId, (this.pending.get(linkId) ?? 0) + n);
  }

  /** Writes the counted clicks; a failed batch is merged back and tried again at the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = this.pending;
      this.pending = new Map();
      try {
        await addClicks(this.db, batch);
      } catch (error) {
        this.logger.warn({ err: error, links: batch.size }, 'click totals not written; retrying at the next flush');
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
