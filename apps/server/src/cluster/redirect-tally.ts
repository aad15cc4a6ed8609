import { REDIRECT_BUCKETS } from '../plugins/metrics.ts';
import type { RedirectTally } from './writer-protocol.ts';

/**
 * The redirects a worker of embedded cluster mode answered, counted as the
 * writer's /metrics counts its own (plugins/metrics.ts: the latency buckets,
 * and the answers by status) and handed to it as a notice now and then.
 */
export class RedirectTallier {
  private buckets = new Array<number>(REDIRECT_BUCKETS.length).fill(0);
  private sum = 0;
  private count = 0;
  private statuses = new Map<number, number>();

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

  /** What was counted since the last take, or undefined when nothing was. */
  take(): RedirectTally | undefined {
    if (this.count === 0) return undefined;
    const tally = { buckets: this.buckets, sum: this.sum, count: this.count, statuses: [...this.statuses] };
    this.buckets = new Array<number>(REDIRECT_BUCKETS.length).fill(0);
    this.sum = 0;
    this.count = 0;
    this.statuses = new Map();
    return tally;
  }
}
