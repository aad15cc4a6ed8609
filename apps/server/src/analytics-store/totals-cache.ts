import { type AnalyticsMetric, type MetricValues, type QueryDescription, sessionMetrics } from '@osm5/shared';
import { type MillisRange, totalsDescription } from './query-builder.ts';

/**
 * The totals of a description (its metrics over the whole range, no
 * dimensions) shared between the reports that ask for the same ones: the
 * item overview asks the KPIs' totals five times (the KPI cards, the trend's
 * totals, and the totals of each top list without a filter of its own).
 *
 * The store clears the cache after every write that commits (an insert, a
 * compaction, a delete), so an answer is only reused while the data it was
 * read from is unchanged: the same numbers a fresh read would give. A read
 * started before a write and still running when it commits is dropped with
 * the rest (clear() forgets it), so no answer read before a write is handed
 * out after it.
 *
 * Visit totals made of the overview's metrics are read for all of them at
 * once (a few more aggregates over the same grouping of visits), so that the
 * KPIs (five metrics) and the trend (the same and views per visit) share one
 * read.
 */
const overviewMetrics: readonly AnalyticsMetric[] = [
  'visitors',
  'sessions',
  'pageviews',
  'bounce_rate',
  'visit_duration',
  'views_per_visit',
];

/** At most this many totals are kept (a few dozen bytes each); the oldest go first. */
const MAX_ENTRIES = 256;

export class TotalsCache {
  private entries = new Map<string, Promise<MetricValues>>();

  /** Forgets every answer: called once a write has committed. */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The totals of q over range: the cached ones, or read(metrics) for the
   * metrics to read (q's, or the whole overview set when q's are among them).
   */
  async totals(
    q: QueryDescription,
    range: MillisRange,
    read: (metrics: AnalyticsMetric[]) => Promise<MetricValues>,
  ): Promise<MetricValues> {
    // only where q groups visits anyway (the overview's extra metrics would make an events-only read group them)
    const visits = q.metrics.some((m) => (sessionMetrics as readonly string[]).includes(m));
    const metrics =
      visits && q.metrics.every((m) => overviewMetrics.includes(m)) ? [...overviewMetrics] : [...q.metrics];
    // every field but those that only shape the rows (a field added later counts, as it may change the totals);
    // the dimensions that decide what the totals count do count (totalsDescription)
    const { limit, offset, compare, withTotal, range: asked, metrics: own, ...rest } = totalsDescription(q);
    const key = JSON.stringify([rest, range.fromMs, range.toMs, [...metrics].sort()]);
    let entry = this.entries.get(key);
    if (entry) {
      // most recently used last
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      entry = read(metrics);
      this.entries.set(key, entry);
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      // a failed read is not kept: the next request tries again
      entry.catch(() => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      });
    }
    const all = await entry;
    const picked: MetricValues = {};
    for (const m of q.metrics) picked[m] = all[m] ?? null;
    return picked;
  }
}
