import type { EventWriter, WriterStats } from '../analytics-store/event-writer.ts';
import { REDIRECT_BUCKETS } from '../plugins/metrics.ts';
import type { RedirectTally } from './writer-protocol.ts';

/**
 * The redirects a worker of embedded cluster mode answered, counted as the
 * writer's /metrics counts its own (plugins/metrics.ts: the latency buckets,
 * and the answers by status), with its event writer's totals and what it
 * still holds, handed to the writer as a notice now and then: every second
 * while it holds events, so that the writer can tell a worker that stopped
 * telling (it exited) from one that is all stored.
 */
export class RedirectTallier {
  private buckets = new Array<number>(REDIRECT_BUCKETS.length).fill(0);
  private sum = 0;
  private count = 0;
  private statuses = new Map<number, number>();
  private answers = new Map<string, number>();
  private told: WriterStats = { appended: 0, stored: 0, failedInserts: 0 };

  constructor(private readonly events: Pick<EventWriter, 'stats' | 'pending' | 'oldestPendingAt'>) {}

  answered(startedAt: number, status: number): void {
    const seconds = (performance.now() - startedAt) / 1000;
    for (let i = 0; i < REDIRECT_BUCKETS.length; i++) {
      if (seconds <= (REDIRECT_BUCKETS[i] as number)) {
        this.buckets[i] = (this.buckets[i] as number) + 1;
        break;
      }
    }
    this.sum += seconds;
    this.count++;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  /** A request other than a redirect answered at the worker's front door (tracking). */
  answeredRoute(route: string, status: number): void {
    const key = `${status} ${route}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
  }

  /** What was counted since the last take, or undefined when nothing was. */
  take(): RedirectTally | undefined {
    const now = { ...this.events.stats };
    const events = {
      appended: now.appended - this.told.appended,
      stored: now.stored - this.told.stored,
      failedInserts: now.failedInserts - this.told.failedInserts,
      pending: this.events.pending(),
      oldestAt: this.events.oldestPendingAt() ?? null,
    };
    if (
      this.count === 0 &&
      this.answers.size === 0 &&
      events.appended === 0 &&
      events.stored === 0 &&
      events.failedInserts === 0 &&
      events.pending === 0
    )
      return undefined;
    this.told = now;
    const answers: RedirectTally['answers'] = [];
    for (const [key, n] of this.answers) {
      const space = key.indexOf(' ');
      answers.push([key.slice(space + 1), Number(key.slice(0, space)), n]);
    }
    const tally = {
      buckets: this.buckets,
      sum: this.sum,
      count: this.count,
      statuses: [...this.statuses],
      answers,
      events,
    };
    this.buckets = new Array<number>(REDIRECT_BUCKETS.length).fill(0);
    this.sum = 0;
    this.count = 0;
    this.statuses = new Map();
    this.answers = new Map();
    return tally;
  }
}
