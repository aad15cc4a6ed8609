import { WEBHOOK_CLICK_BATCH, type WebhookClick } from '@osm5/shared/schemas/webhooks';
import type { Database } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';
import { orgsWantingClicks } from './webhooks.repository.ts';

/** A click as the redirect hands it over: the link's scope and what the event tells of the visit. */
export interface ClickFact extends Omit<WebhookClick, 'at'> {
  orgId: string;
  workspaceId: string;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** past this many clicks waiting (the database down for a while), new ones are dropped, and said so */
const MAX_WAITING = 50_000;

/** a click as kept until its batch is written: its time as a number (formatted once, at the write, off the hot path) */
type HeldClick = Omit<WebhookClick, 'at'> & { at: number };
type Batch = { orgId: string; workspaceId: string; clicks: HeldClick[] };

/**
 * `link.clicked` without a database write per click: the redirect notes each
 * counted click here (in memory, only for organisations with an endpoint
 * subscribed to it), and every window (WEBHOOK_CLICK_WINDOW_MS), or as soon as
 * a workspace has WEBHOOK_CLICK_BATCH clicks, each workspace's clicks become
 * one outbox event, which the dispatcher fans out, signs and retries like any
 * other. Which organisations want clicks is read again at every window and
 * whenever an endpoint of this instance changes; each instance sends its own
 * batches. A crash loses the clicks of the window in progress (at most one
 * window), never the redirects.
 */
export class ClickWebhooks {
  private subscribed = new Set<string>();
  private open = new Map<string, Batch>();
  private full: Batch[] = [];
  private waiting = 0;
  private dropped = 0;
  private flushing: Promise<void> = Promise.resolve();
  private flushScheduled = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  /** Reads the subscribers now, then flushes (and reads them again) every `windowMs`; 0: only when told (tests). */
  async start(windowMs: number): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      // read again at the first window; redirects never wait for it
      this.logger.warn({ err: error }, 'click webhook subscribers not read yet');
    }
    if (windowMs <= 0) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), windowMs);
    this.timer.unref();
  }

  /** The hot path's test: false (and nothing else done) for an organisation no endpoint takes clicks from. */
  wants(orgId: string): boolean {
    return this.subscribed.has(orgId);
  }

  note(fact: ClickFact): void {
    if (!this.subscribed.has(fact.orgId)) return;
    if (this.waiting >= MAX_WAITING) {
      this.dropped++;
      return;
    }
    let batch = this.open.get(fact.workspaceId);
    if (!batch) {
      batch = { orgId: fact.orgId, workspaceId: fact.workspaceId, clicks: [] };
      this.open.set(fact.workspaceId, batch);
    }
    batch.clicks.push({
      linkId: fact.linkId,
      slug: fact.slug,
      at: Date.now(),
      country: fact.country,
      device: fact.device,
      referrer: fact.referrer,
      trigger: fact.trigger,
    });
    this.waiting++;
    if (batch.clicks.length >= WEBHOOK_CLICK_BATCH) {
      this.open.delete(fact.workspaceId);
      this.full.push(batch);
      this.scheduleFlush();
    }
  }

  /** Reads again which organisations have an enabled endpoint taking link.clicked. */
  async refresh(): Promise<void> {
    this.subscribed = new Set(await orgsWantingClicks(this.db));
  }

  /** Writes every gathered batch as one outbox event per workspace; a failed write is tried again next time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const batches = [...this.full, ...this.open.values()];
      this.full = [];
      this.open = new Map();
      if (batches.length > 0) {
        try {
          await this.write(batches);
          this.waiting -= batches.reduce((n, b) => n + b.clicks.length, 0);
        } catch (error) {
          this.logger.warn({ err: error, batches: batches.length }, 'click webhooks not written; retrying');
          this.full.unshift(...batches);
        }
      }
      if (this.dropped > 0) {
        this.logger.warn({ clicks: this.dropped }, 'click webhooks dropped: too many waiting');
        this.dropped = 0;
      }
      try {
        await this.refresh();
      } catch (error) {
        this.logger.warn({ err: error }, 'click webhook subscribers not read; keeping the last ones');
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      void this.flush().catch(() => undefined);
    });
  }

  private async write(batches: Batch[]): Promise<void> {
    const rows = batches.map((b) => ({
      orgId: b.orgId,
      workspaceId: b.workspaceId,
      type: 'link.clicked' as const,
      targetId: null,
      data: { count: b.clicks.length, clicks: b.clicks.map((c) => ({ ...c, at: new Date(c.at).toISOString() })) },
    }));
    for (let i = 0; i < rows.length; i += 200) await this.db.insert(webhookEvents).values(rows.slice(i, i + 200));
  }
}
