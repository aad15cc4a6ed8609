import { WEBHOOK_CLICK_BATCH, type WebhookEventType } from '@osm5/shared/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';

export interface BatchLogger {
  warn(obj: object, msg: string): void;
}

export type BatchedEventType = Extract<WebhookEventType, 'link.clicked' | 'goal.converted'>;

/** past this many items waiting (the database down for a while), new ones are dropped, and said so */
const MAX_WAITING = 50_000;

export type Batch<Held> = { orgId: string; workspaceId: string; items: Held[] };
const itemsIn = <Held>(batches: Batch<Held>[]) => batches.reduce((n, b) => n + b.items.length, 0);

/**
 * A batched webhook event (link.clicked, goal.converted) without a database
 * write per item: the hot path adds each item here (in memory, only for
 * organisations with an endpoint subscribed to the event), and every window
 * (WEBHOOK_CLICK_WINDOW_MS), or as soon as a workspace has WEBHOOK_CLICK_BATCH
 * items, each workspace's items become one outbox event, which the dispatcher
 * fans out, signs and retries like any other. Who wants the event is read
 * again at every window and whenever an endpoint of this instance changes;
 * each instance sends its own batches. A crash loses the items of the window
 * in progress (at most one window), never the requests that made them.
 */
export abstract class WebhookBatches<Held extends { at: number }> {
  private subscribed = new Set<string>();
  private open = new Map<string, Batch<Held>>();
  private full: Batch<Held>[] = [];
  /** batches admitted whose write failed: written first next time */
  private unwritten: Batch<Held>[] = [];
  private waiting = 0;
  private dropped = 0;
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    protected readonly db: Database,
    protected readonly logger: BatchLogger,
    /** `noun`: what the log and the payload call the items (`data.clicks`, `data.conversions`) */
    private readonly kind: { type: BatchedEventType; noun: 'clicks' | 'conversions' },
  ) {}

  /** Reads which organisations want the event (and whatever else the gatherer keeps of them). */
  protected abstract readSubscribers(): Promise<Iterable<string>>;

  /** What of the gathered batches goes out (once per batch, before its first write); all of it unless a kind says otherwise. */
  protected async admit(batches: Batch<Held>[]): Promise<Batch<Held>[]> {
    return batches;
  }

  /** Reads the subscribers now, then flushes (and reads them again) every `windowMs`; 0: only when told (tests). */
  async start(windowMs: number): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      // read again at the first window; the hot path never waits for it
      this.logger.warn({ err: error }, `${this.kind.type} subscribers not read yet`);
    }
    if (windowMs <= 0) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), windowMs);
    this.timer.unref();
  }

  /** The hot path's test: false (and nothing else done) for an organisation no endpoint takes the event from. */
  wants(orgId: string): boolean {
    return this.subscribed.has(orgId);
  }

  /** The organisations wanting the event, as last read (an embedded cluster's workers note only theirs). */
  subscribers(): string[] {
    return [...this.subscribed];
  }

  protected add(orgId: string, workspaceId: string, item: Held): void {
    if (!this.subscribed.has(orgId)) return;
    if (this.waiting >= MAX_WAITING) {
      this.dropped++;
      return;
    }
    let batch = this.open.get(workspaceId);
    if (!batch) {
      batch = { orgId, workspaceId, items: [] };
      this.open.set(workspaceId, batch);
    }
    batch.items.push(item);
    this.waiting++;
    if (batch.items.length >= WEBHOOK_CLICK_BATCH) {
      this.open.delete(workspaceId);
      this.full.push(batch);
      this.scheduleFlush();
    }
  }

  /** Reads again which organisations have an enabled endpoint taking the event. */
  async refresh(): Promise<void> {
    this.subscribed = new Set(await this.readSubscribers());
  }

  /** Writes every gathered batch as one outbox event per workspace; a failed write is tried again next time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const gathered = [...this.full, ...this.open.values()];
      this.full = [];
      this.open = new Map();
      const admitted = gathered.length > 0 ? await this.admitOrAll(gathered) : [];
      this.waiting -= itemsIn(gathered) - itemsIn(admitted);
      const batches = [...this.unwritten, ...admitted];
      this.unwritten = [];
      if (batches.length > 0) {
        try {
          await this.write(batches);
          this.waiting -= itemsIn(batches);
        } catch (error) {
          this.logger.warn({ err: error, batches: batches.length }, `${this.kind.type} not written; retrying`);
          this.unwritten = batches;
        }
      }
      if (this.dropped > 0) {
        this.logger.warn({ [this.kind.noun]: this.dropped }, `${this.kind.type} dropped: too many waiting`);
        this.dropped = 0;
      }
      try {
        await this.refresh();
      } catch (error) {
        this.logger.warn({ err: error }, `${this.kind.type} subscribers not read; keeping the last ones`);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async admitOrAll(batches: Batch<Held>[]): Promise<Batch<Held>[]> {
    try {
      return await this.admit(batches);
    } catch (error) {
      // better twice than never: what could not be checked goes out
      this.logger.warn({ err: error }, `${this.kind.type} not checked; sending all`);
      return batches;
    }
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush().catch(() => undefined);
    });
  }

  private async write(batches: Batch<Held>[]): Promise<void> {
    const rows = batches.map((b) => ({
      orgId: b.orgId,
      workspaceId: b.workspaceId,
      type: this.kind.type,
      targetId: null,
      // the `data` of one workspace's batch, its items oldest first, each time formatted here (off the hot path)
      data: {
        count: b.items.length,
        [this.kind.noun]: b.items.map((i) => ({ ...i, at: new Date(i.at).toISOString() })),
      },
    }));
    for (let i = 0; i < rows.length; i += 200) await this.db.insert(webhookEvents).values(rows.slice(i, i + 200));
  }
}
