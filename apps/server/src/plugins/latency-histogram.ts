import type { Registry } from 'prom-client';

interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * A Prometheus histogram for the redirect's hot path: observe() is a few
 * comparisons and additions on plain numbers (no label hashing, no closure,
 * as prom-client's Histogram does per call), and the buckets are made
 * cumulative only when Prometheus scrapes. Registered in a prom-client
 * registry like its own metrics.
 */
export class LatencyHistogram {
  readonly type = 'histogram' as const;
  readonly aggregator = 'sum' as const;
  private readonly counts: Float64Array;
  private sum = 0;
  private count = 0;

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    this.counts = new Float64Array(bounds.length);
    // a metric of prom-client's shape: name, help, type and get()
    registry.registerMetric(this as never);
  }

  observe(seconds: number): void {
    const bounds = this.bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= (bounds[i] as number)) {
        this.counts[i] = (this.counts[i] ?? 0) + 1;
        break;
      }
    }
    this.sum += seconds;
    this.count++;
  }

  /** Adds observations made elsewhere (an embedded cluster's worker): per bucket of the same bounds, then their sum and count. */
  merge(buckets: readonly number[], sum: number, count: number): void {
    for (let i = 0; i < this.bounds.length; i++) this.counts[i] = (this.counts[i] ?? 0) + (buckets[i] ?? 0);
    this.sum += sum;
    this.count += count;
  }

  /** What prom-client's registry reads of a metric at a scrape. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: Sample[] }> {
    const values: Sample[] = [];
    let cumulative = 0;
    for (let i = 0; i < this.bounds.length; i++) {
      cumulative += this.counts[i] as number;
      values.push({ metricName: `${this.name}_bucket`, labels: { le: this.bounds[i] as number }, value: cumulative });
    }
    values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf' }, value: this.count });
    values.push({ metricName: `${this.name}_sum`, labels: {}, value: this.sum });
    values.push({ metricName: `${this.name}_count`, labels: {}, value: this.count });
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}
