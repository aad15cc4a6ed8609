import type { ComposedEvent } from '../analytics-store/index.ts';
import type { ClickCounts } from '../modules/redirect/click-counter.ts';
import type { ClickFact } from '../modules/webhooks/click-webhooks.ts';
import type { WriterClient } from './writer-client.ts';
import type { ForwardedClick } from './writer-protocol.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * A worker's clicks, handed to the writer as ClickBatch hands them to the
 * spool: one event-loop turn's clicks, totals and webhook facts in one
 * message, and no answer written until the writer says it spooled them. A
 * worker killed after that loses only answers; a writer gone before it
 * acknowledged nothing, so the answers waiting for it are never sent.
 */
export class ForwardedClicks {
  private clicks: ForwardedClick[] = [];
  private counts = new Map<string, number>();
  private notes: ClickFact[] = [];
  private waiting: (() => void)[] = [];
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly writer: WriterClient,
    private readonly logger: Logger,
  ) {}

  record(orgId: string, weight: 0 | 1, event: ComposedEvent): void {
    this.clicks.push([orgId, weight, event]);
    this.schedule();
  }

  count(linkId: string, n = 1): void {
    this.counts.set(linkId, (this.counts.get(linkId) ?? 0) + n);
    this.schedule();
  }

  note(fact: ClickFact): void {
    this.notes.push(fact);
    this.schedule();
  }

  /** Runs send once everything recorded so far is with the writer: at once when nothing is waiting. */
  release(send: () => void): void {
    if (!this.scheduled) {
      send();
      return;
    }
    this.waiting.push(send);
  }

  /** Batches sent and not acknowledged yet (a closing worker waits for them). */
  get unacknowledged(): number {
    return this.inFlight + (this.scheduled ? 1 : 0);
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.send);
  }

  private readonly send = (): void => {
    this.scheduled = false;
    const q = { t: 'clicks' as const, clicks: this.clicks, counts: [...this.counts], notes: this.notes };
    const waiting = this.waiting;
    this.clicks = [];
    this.counts = new Map();
    this.notes = [];
    this.waiting = [];
    this.inFlight++;
    this.writer.ask(q).then(
      () => {
        this.inFlight--;
        for (const send of waiting) {
          try {
            send();
          } catch (error) {
            this.logger.warn({ err: error }, 'answer not sent');
          }
        }
      },
      (error: unknown) => {
        this.inFlight--;
        // not acknowledged: these visitors get no answer (their connections end with the worker)
        this.logger.warn({ err: error, clicks: q.clicks.length }, 'clicks not acknowledged by the writer');
      },
    );
  };
}

/**
 * The click totals of a worker: the writer's counter decides every click
 * number, so a link's limit holds across workers; what this worker last heard
 * is its guess for decisions that reserve nothing.
 */
export class WriterCounts implements ClickCounts {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly writer: WriterClient,
    private readonly forwarded: ForwardedClicks,
  ) {}

  current(linkId: string, stored: number): number {
    return Math.max(stored, this.seen.get(linkId) ?? 0);
  }

  reserve(linkId: string, stored: number): Promise<number> {
    return this.writer.ask<number>({ t: 'reserve', linkId, stored }).then((n) => {
      this.seen.set(linkId, Math.max(n, this.seen.get(linkId) ?? 0));
      return n;
    });
  }

  release(linkId: string): void {
    this.writer.tell({ t: 'release', linkId });
  }

  count(linkId: string, n = 1): void {
    this.forwarded.count(linkId, n);
  }
}
