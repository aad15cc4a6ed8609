/**
 * The tracked-events limit on the hot paths (ingestion, link clicks): a
 * synchronous answer from memory, per organisation, of whether `count` more
 * events fit this month. The count is read from the event store (never a row
 * bumped per event) at most every `refreshMs` per organisation, in the
 * background, and a plan change takes effect at the next read (a minute by
 * default). Until an organisation's first count arrives, its events are let
 * through.
 *
 * One process (embedded, or no `shared`): in between two reads, this instance
 * adds what it let through. Several instances (`shared`, Redis): they keep one
 * month total per organisation, which each instance raises by what it let
 * through (one INCRBY per organisation per sync, never one per event), and
 * which is never below the store's count. A sync runs every `syncMs`, and
 * right after each acceptance once less than `nearFraction` of the limit is
 * left (one at a time per instance: what arrives meanwhile goes with the
 * next). So the instances together pass the limit by at most what the others
 * accept during one sync round trip near the limit. While Redis fails, each
 * instance counts on its own, as one process does.
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
}

export interface QuotaOptions {
  refreshMs?: number;
  maxEntries?: number;
  now?: () => number;
  logger?: { warn(obj: object, msg: string): void };
  shared?: SharedTotals;
  /** how often the shared totals are synced at least (ms) */
  syncMs?: number;
  /** below this part of the limit left, every acceptance syncs */
  nearFraction?: number;
}

export class TrackedEventsQuota {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly refreshMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly nearFraction: number;
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
    this.nearFraction = options.nearFraction ?? 0.1;
    if (options.shared) {
      this.timer = setInterval(() => void this.sync(), options.syncMs ?? 1_000);
      this.timer.unref();
    }
  }

  /** Whether `count` more events fit; when they do, they are counted as accepted. */
  allows(orgId: string, count: number): boolean {
    const now = this.now();
    const entry = this.entries.get(orgId);
    if (!entry || now >= entry.refreshAt || now >= entry.periodEnd) void this.refresh(orgId);
    if (!entry || now >= entry.periodEnd || entry.limit === null) return true;
    entry.asked = true;
    const total = entry.used + entry.added + count;
    if (total > entry.limit) return false;
    entry.added += count;
    if (this.options.shared && this.near(entry, total)) void this.sync();
    return true;
  }

  private near(entry: Entry, total: number): boolean {
    return entry.limit !== null && entry.limit - total < entry.limit * this.nearFraction;
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
        this.entries.set(orgId, this.next(this.entries.get(orgId), figures, started));
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
    const fresh = { ...figures, stored: figures.used, added: 0, refreshAt, asked: true };
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
      // idle far from the limit: nothing to send, and the others' share cannot matter before the next ask
      if (!entry.asked && entry.added === 0 && !this.near(entry, entry.used)) continue;
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
