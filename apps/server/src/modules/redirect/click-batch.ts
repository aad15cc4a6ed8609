import type { ComposedEvent, EventWriter } from '../../analytics-store/index.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Group commit of clicks: the clicks of one event-loop turn go to the event
 * writer in one append (one JSON batch, one write(2) to the spool) instead of
 * one each. The acknowledgement stays exact: an answer is not written at all
 * (not merely corked: Node's res.end() uncorks the socket fully) until the
 * append that holds its click returned, so no visitor receives a redirect
 * whose click is not in the spool yet.
 */
export class ClickBatch {
  private rows: ComposedEvent[] = [];
  private waiting: (() => void)[] = [];
  private scheduled = false;

  constructor(
    private readonly writer: EventWriter,
    private readonly logger: Logger,
  ) {}

  add(row: ComposedEvent): void {
    this.rows.push(row);
    this.schedule();
  }

  /**
   * Runs send once every click added so far is spooled: at once when none is
   * waiting (a page, a HEAD), else right after this turn's append.
   */
  release(send: () => void): void {
    if (this.rows.length === 0) {
      send();
      return;
    }
    this.waiting.push(send);
  }

  /** The same as a promise, for the Fastify routes. */
  spooled(): Promise<void> {
    return this.rows.length === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.commit);
  }

  /** Spools the batch, then lets the waiting answers go; also called on close, so nothing waits for a turn that never comes. */
  readonly commit = (): void => {
    this.scheduled = false;
    const rows = this.rows;
    const waiting = this.waiting;
    this.rows = [];
    this.waiting = [];
    if (rows.length > 0) {
      try {
        // composed clicks were checked when composed: only the spool itself (a full disk) can refuse them
        this.writer.appendComposed(rows);
      } catch (error) {
        // the visitors still get their answers; the clicks are lost, and said so
        this.logger.warn({ err: error, clicks: rows.length }, 'clicks not recorded');
      }
    }
    for (const send of waiting) {
      try {
        send();
      } catch (error) {
        this.logger.warn({ err: error }, 'answer not sent');
      }
    }
  };
}
