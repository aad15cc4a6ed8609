import { describe, expect, it } from 'vitest';
import { type QuotaFigures, TrackedEventsQuota } from './tracked-events-quota.ts';

describe('TrackedEventsQuota', () => {
  const make = (figures: QuotaFigures) => {
    let now = 1_000;
    let loads = 0;
    const quota = new TrackedEventsQuota(
      async () => {
        loads++;
        return { ...figures };
      },
      { refreshMs: 60_000, now: () => now },
    );
    return {
      quota,
      loads: () => loads,
      advance: (ms: number) => {
        now += ms;
      },
      set: (f: Partial<QuotaFigures>) => Object.assign(figures, f),
    };
  };

  it('lets events through until the first count, then refuses what would pass the limit', async () => {
    const q = make({ used: 95, limit: 100, periodEnd: 10_000_000 });
    expect(q.quota.allows('org', 50)).toBe(true);
    await q.quota.refresh('org');
    expect(q.quota.allows('org', 5)).toBe(true);
    // 100 counted: not one more
    expect(q.quota.allows('org', 1)).toBe(false);
    expect(q.loads()).toBe(1);
  });

  it('counts again after refreshMs (a plan change or other instances show then)', async () => {
    const q = make({ used: 100, limit: 100, periodEnd: 10_000_000 });
    await q.quota.refresh('org');
    expect(q.quota.allows('org', 1)).toBe(false);
    q.set({ limit: 500 });
    q.advance(60_000);
    // the stale answer holds until the count is in
    expect(q.quota.allows('org', 1)).toBe(false);
    await q.quota.refresh('org');
    expect(q.quota.allows('org', 1)).toBe(true);
  });

  it('never refuses an unlimited plan, and starts again in a new period', async () => {
    const unlimited = make({ used: 10 ** 9, limit: null, periodEnd: 10_000_000 });
    await unlimited.quota.refresh('org');
    expect(unlimited.quota.allows('org', 10_000)).toBe(true);

    const q = make({ used: 100, limit: 100, periodEnd: 5_000 });
    await q.quota.refresh('org');
    expect(q.quota.allows('org', 1)).toBe(false);
    q.advance(5_000);
    q.set({ used: 0, periodEnd: 20_000_000 });
    expect(q.quota.allows('org', 1)).toBe(true);
  });
});
