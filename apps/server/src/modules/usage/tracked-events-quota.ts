/**
 * The tracked-events limit on the hot paths (ingestion, link clicks): a
 * synchronous answer from memory, per organisation, of whether `count` more
 * events fit this month. The count is read from the event store (never a row
 * bumped per event) at most every `refreshMs` per organisation, in the
 * background, and a plan change takes effect at the next read (a minute by
 * default). Until an organisation's first count arrives, its events are let
 * through (and counted once it is in).
 *
 * One process (embedded, or no `shared`): in between two reads, this instance
 * adds what it let through. Several instances (`shared`, Redis): they keep one
 * month total per organisation, which each instance raises by what it let
 * through (one INCRBY per organisation per sync, never one per event), and
 * which is never below the store's count. A sync runs every `syncMs`, and as
 * soon as this instance accepted `syncShare` (5%) of the room it saw at its
 * last sync, or is asked after `syncMs` without a question (one sync
 * at a time per instance: what arrives meanwhile goes with the next). Far
 * from the limit that is rare; near it, every answer is followed by a sync.
 * So each instance passes the limit by at most 5% of the room it saw at its
 * last sync plus its requests in flight, which near the limit is about its
 * requests in flight. While Redis fails, each instance counts on its own, as
 * one process does.
 */
export interface QuotaFigures {
  used: number;
  /** null: unlimited */
  limit: number | null;
  /** when the period ends (ms): the count starts again after it */
  periodEnd: number;
}

/** The instances' shared month totals (see shared-totals.ts). */
export interface SharedTotals {
  /**
   * For each item: raises the organisation's total of the period to `floor`
   * if below, adds `delta`; resolves with the totals after, in order.
   */
  add(items: readonly { orgId: string; periodEnd: number; floor: number; delta: number }[]): Promise<number[]>;
}

interface Entry extends QuotaFigures {
  /** the store's count at the last read (a floor of the shared total) */
  stored: number;
  /** accepted by this instance and not yet in `used` (the sync in flight carries part of it) */
  added: number;
  refreshAt: number;
  /** asked since the last sync: its total is worth reading again */
  asked: boolean;
  /** when it was last asked */
  askedAt: number;
}

export interface QuotaOptions {
  refreshMs?: number;
  maxEntries?: number;
  now?: () => number;
  logger?: { warn(obj: object, msg: string): void };
  shared?: SharedTotals;
  /** how often the shared totals are synced at least (ms) */
  syncMs?: number;
  /** a sync follows once this instance accepted this part of the room left at its last sync */
  syncShare?: number;
}

export class TrackedEventsQuota {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  /** accepted before the organisation's first count arrived */
  private readonly early = new Map<string, number>();
  private readonly refreshMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly syncShare: number;
  private readonly syncMs: number;
  private syncing: Promise<void> | null = null;
  private syncAgain = false;
  private readonly timer: NodeJS.Timeout | null = null;
  private sharedDown = false;

  constructor(
    private readonly load: (orgId: string, now: number) => Promise<QuotaFigures>,
    private readonly options: QuotaOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
    this.syncShare = options.syncShare ?? 0.05;
    this.syncMs = options.syncMs ?? 1_000;
    if (options.shared) {
      this.timer = setInterval(() => void this.sync(), this.syncMs);
      this.timer.unref();
    }
  }

  /** Whether `count` more events fit; when they do, they are counted as accepted. */
  allows(orgId: string, count: number): boolean {
    const now = this.now();
    const entry = this.entries.get(orgId);
    if (!entry || now >= entry.refreshAt || now >= entry.periodEnd) void this.refresh(orgId);
    if (!entry) {
      // counted from the first count on
      this.early.set(orgId, (this.early.get(orgId) ?? 0) + count);
      return true;
    }
    if (now >= entry.periodEnd || entry.limit === null) return true;
    entry.asked = true;
    // idle for a sync interval: the total it knows may be old, and the others' share comes with a sync
    const idle = now - entry.askedAt > this.syncMs;
    entry.askedAt = now;
    const refused = entry.used + entry.added + count > entry.limit;
    if (!refused) entry.added += count;
    // (a refusal needs none: totals only grow within a period, and a plan change comes with the next count)
    if (this.options.shared && (idle || this.due(entry))) void this.sync();
    return !refused;
  }

  /** Whether this instance took its share of the room it last saw: a sync is due before it takes more. */
  private due(entry: Entry): boolean {
    return (
      entry.limit !== null && entry.added > 0 && entry.added >= this.syncShare * Math.max(0, entry.limit - entry.used)
    );
  }

  /** Reads the count again (concurrent calls share one read); resolves once it is in. */
  refresh(orgId: string): Promise<void> {
    const pending = this.loading.get(orgId);
    if (pending) return pending;
    const started = this.now();
    const run = this.load(orgId, started)
      .then((figures) => {
        if (this.entries.size >= this.maxEntries && !this.entries.has(orgId)) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        const entry = this.next(this.entries.get(orgId), figures, started);
        entry.added += this.early.get(orgId) ?? 0;
        this.early.delete(orgId);
        this.entries.set(orgId, entry);
        if (this.options.shared && figures.limit !== null) void this.sync();
      })
      .catch((error: unknown) => {
        // the store is down: keep answering from what we had, and try again at the next event
        this.options.logger?.warn({ err: error, orgId }, 'tracked events not counted; the limit waits');
      })
      .finally(() => this.loading.delete(orgId));
    this.loading.set(orgId, run);
    return run;
  }

  /** Shared totals: pushes what this instance accepted and reads the others' (one at a time). */
  sync(): Promise<void> {
    const shared = this.options.shared;
    if (!shared) return Promise.resolve();
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    const run = async () => {
      do {
        this.syncAgain = false;
        await this.syncOnce(shared);
      } while (this.syncAgain);
    };
    this.syncing = run().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private next(old: Entry | undefined, figures: QuotaFigures, started: number): Entry {
    const refreshAt = started + this.refreshMs;
    const fresh = { ...figures, stored: figures.used, added: 0, refreshAt, asked: true, askedAt: started };
    if (!this.options.shared) return fresh;
    // shared: what this instance accepted since stays counted until a sync carries it; a new period starts over
    if (!old || old.periodEnd !== figures.periodEnd) return fresh;
    // changed in place: a sync in flight holds this object and settles its `added`
    old.used = Math.max(old.used, figures.used);
    old.stored = figures.used;
    old.limit = figures.limit;
    old.refreshAt = refreshAt;
    return old;
  }

  private async syncOnce(shared: SharedTotals): Promise<void> {
    const now = this.now();
    const batch: { orgId: string; entry: Entry; delta: number }[] = [];
    for (const [orgId, entry] of this.entries) {
      if (entry.limit === null || now >= entry.periodEnd) continue;
      // idle: nothing to send, and the others' share is read at the first sync after the next ask
      if (!entry.asked && entry.added === 0) continue;
      entry.asked = false;
      batch.push({ orgId, entry, delta: entry.added });
    }
    if (batch.length === 0) return;
    try {
      const totals = await shared.add(
        batch.map(({ orgId, entry, delta }) => ({ orgId, periodEnd: entry.periodEnd, floor: entry.stored, delta })),
      );
      batch.forEach(({ entry, delta }, i) => {
        entry.added -= delta;
        entry.used = totals[i] ?? entry.used + delta;
      });
      if (this.sharedDown) this.options.logger?.warn({}, 'tracked events shared again across instances');
      this.sharedDown = false;
    } catch (error) {
      // Redis failed: the events stay in `added` (counted here) and go with the next sync
      if (!this.sharedDown) {
        this.options.logger?.warn({ err: error }, 'tracked events not shared; this instance counts on its own');
      }
      this.sharedDown = true;
    }
  }
}
