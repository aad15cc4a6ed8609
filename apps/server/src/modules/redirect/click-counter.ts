import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { ensureReady } from '../../cache/redis-cache.ts';
import type { Database } from '../../db/client.ts';
import { OutageStreak } from '../../lib/outage-streak.ts';
import { addClicks, pruneClickBatches } from './redirect.repository.ts';

const PRUNE_EVERY_MS = 60 * 60_000;
/** A batch is sent again at the next flush once the database answers: a day is far beyond that. */
const KEEP_BATCH_IDS_MS = 24 * 60 * 60_000;

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
 *   by the next flush (once a second, and on close) in one transaction a
 *   batch, exactly once even when an answer is lost (redirect.repository.ts).
 */
export class ClickCounter implements ClickCounts {
  private readonly local = new Map<string, number>();
  /** the shared counter failed at the last reservation (logged once an outage) */
  private unreachable = false;
  private pending = new Map<string, number>();
  /** the batch sent last whose outcome is unknown (it failed, or its answer never came) */
  private unsettled: { id: string; counts: Map<string, number> } | undefined;
  private prunedAt = 0;
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  /** the flushes that failed in a row while the database could not be reached (logged once) */
  private readonly outage = new OutageStreak();

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
    const unwritten = (this.pending.get(linkId) ?? 0) + (this.unsettled?.counts.get(linkId) ?? 0);
    return Math.max(stored + unwritten, this.local.get(linkId) ?? 0);
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

  /**
   * Writes the counted clicks, a batch at a time. A batch that failed, or got
   * no answer, is sent again under its id at the next flush, before any newer
   * one: added once whether or not the first attempt committed.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.unsettled || this.pending.size > 0) {
        if (!this.unsettled) {
          this.unsettled = { id: randomUUID(), counts: this.pending };
          this.pending = new Map();
        }
        const batch = this.unsettled;
        try {
          await addClicks(this.db, batch.id, batch.counts);
        } catch (error) {
          if (this.outage.failed(error))
            this.logger.warn(
              { err: error, links: batch.counts.size },
              'click totals not written; retrying at every flush',
            );
          return;
        }
        this.unsettled = undefined;
        const failures = this.outage.succeeded();
        if (failures > 0) this.logger.warn({ failures }, 'click totals written again');
      }
      await this.prune();
    });
    return this.flushing;
  }

  /** Once an hour, the batch ids too old to be sent again go. */
  private async prune(): Promise<void> {
    const now = Date.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    try {
      await pruneClickBatches(this.db, new Date(now - KEEP_BATCH_IDS_MS));
    } catch (error) {
      this.logger.warn({ err: error }, 'old click batch ids not removed; trying again in an hour');
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
