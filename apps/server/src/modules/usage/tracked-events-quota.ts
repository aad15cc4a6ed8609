/**
 * The tracked-events limit on the hot paths (ingestion, link clicks): a
 * synchronous answer from memory, per organisation, of whether `count` more
 * events fit this month. The count is read from the event store (never a row
 * bumped per event) at most every `refreshMs` per organisation, in the
 * background; in between, this instance adds what it let through. So several
 * instances may pass the limit by what they accept within one refresh, and a
 * plan change takes effect at the next refresh (a minute by default).
 * Until an organisation's first count arrives, its events are let through.
 */
export interface QuotaFigures {
  used: number;
  /** null: unlimited */
  limit: number | null;
  /** when the period ends (ms): the count starts again after it */
  periodEnd: number;
}

interface Entry extends QuotaFigures {
  /** accepted by this instance since the count */
  added: number;
  refreshAt: number;
}

export interface QuotaOptions {
  refreshMs?: number;
  maxEntries?: number;
  now?: () => number;
  logger?: { warn(obj: object, msg: string): void };
}

export class TrackedEventsQuota {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly refreshMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly load: (orgId: string, now: number) => Promise<QuotaFigures>,
    private readonly options: QuotaOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Whether `count` more events fit; when they do, they are counted as accepted. */
  allows(orgId: string, count: number): boolean {
    const now = this.now();
    const entry = this.entries.get(orgId);
    if (!entry || now >= entry.refreshAt || now >= entry.periodEnd) void this.refresh(orgId);
    if (!entry || now >= entry.periodEnd || entry.limit === null) return true;
    if (entry.used + entry.added + count > entry.limit) return false;
    entry.added += count;
    return true;
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
        this.entries.set(orgId, { ...figures, added: 0, refreshAt: started + this.refreshMs });
      })
      .catch((error: unknown) => {
        // the store is down: keep answering from what we had, and try again at the next event
        this.options.logger?.warn({ err: error, orgId }, 'tracked events not counted; the limit waits');
      })
      .finally(() => this.loading.delete(orgId));
    this.loading.set(orgId, run);
    return run;
  }
}
