import type { LinkChange, LinkChangeListener } from '../plugins/link-changes.ts';
import { type Notice, type Question, type ToWriter, toWorker } from './writer-protocol.ts';

/**
 * A worker's side of the IPC channel to its writer (writer-protocol.ts):
 * questions answered in turn, notices, and the writer's link changes. The
 * channel is ordered, so a change the writer made before answering a question
 * reaches the worker before that answer (LinkStore's epoch then keeps a stale
 * answer out of the cache). Without a channel (the writer is gone) every
 * question fails at once.
 */
export class WriterClient {
  private next = 0;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Set<LinkChangeListener>();

  constructor(private readonly logger: { error(obj: object, msg: string): void }) {
    process.on('message', this.onMessage);
    process.once('disconnect', () => this.failAll(new Error('the writer process is gone')));
  }

  ask<T>(q: Question): Promise<T> {
    if (!process.connected || !process.send) return Promise.reject(new Error('the writer process is gone'));
    const id = ++this.next;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      process.send?.({ osm5: 'ask', id, q } satisfies ToWriter);
    });
  }

  tell(n: Notice): void {
    if (process.connected) process.send?.({ osm5: 'notice', n } satisfies ToWriter);
  }

  /** LinkChanges' subscribe, for the worker's LinkStore. */
  subscribe(listener: LinkChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Questions still unanswered. */
  get pending(): number {
    return this.waiting.size;
  }

  close(): void {
    process.off('message', this.onMessage);
  }

  private readonly onMessage = (raw: unknown) => {
    const m = toWorker(raw);
    if (!m) return;
    if (m.osm5 === 'change') {
      this.notify(m.change);
      return;
    }
    const waiter = this.waiting.get(m.id);
    if (!waiter) return;
    this.waiting.delete(m.id);
    if (m.osm5 === 'answer') waiter.resolve(m.value);
    else waiter.reject(new Error(m.error));
  };

  private notify(change: LinkChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.logger.error({ err: error }, 'link change listener failed');
      }
    }
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
