import type { Socket } from 'node:net';
import type { EventInput, EventWriter } from '../../analytics-store/index.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Group commit of clicks: the clicks of one event-loop turn go to the event
 * writer in one append (one JSON batch, one write(2) to the spool) instead of
 * one each. The acknowledgement stays exact: every answer's socket is corked
 * before its bytes are written and uncorked only after the append that holds
 * its click returned, so no visitor receives a redirect whose click is not in
 * the spool yet.
 */
export class ClickBatch {
  private rows: EventInput[] = [];
  private held: Socket[] = [];
  private scheduled = false;

  constructor(
    private readonly writer: EventWriter,
    private readonly logger: Logger,
  ) {}

  add(row: EventInput): void {
    this.rows.push(row);
    this.schedule();
  }

  /** Keeps this response's bytes in the socket until the current batch is spooled. */
  hold(socket: Socket | null | undefined): void {
    if (!socket || socket.destroyed) return;
    socket.cork();
    this.held.push(socket);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.commit);
  }

  /** Spools the batch, then lets the held answers go; also called on close, so nothing waits for a turn that never comes. */
  readonly commit = (): void => {
    this.scheduled = false;
    const rows = this.rows;
    const held = this.held;
    this.rows = [];
    this.held = [];
    if (rows.length > 0) {
      try {
        this.writer.append(rows);
      } catch {
        // append takes all or nothing: one unstorable click must not cost the others
        for (const row of rows) {
          try {
            this.writer.append([row]);
          } catch (error) {
            this.logger.warn({ err: error, linkId: row.item_id }, 'click not recorded');
          }
        }
      }
    }
    for (const socket of held) if (!socket.destroyed) socket.uncork();
  };
}
