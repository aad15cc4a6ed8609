import { describe, expect, it } from 'vitest';
import { type QuotaFigures, type SharedTotals, TrackedEventsQuota } from './tracked-events-quota.ts';

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

  it('lets events through until the first count (then counted), then refuses what would pass the limit', async () => {
    const q = make({ used: 45, limit: 100, periodEnd: 10_000_000 });
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

  describe('shared by several instances', () => {
    /** what Redis does (shared-totals.ts), in memory; `down` makes it fail */
    const memoryTotals = () => {
      const totals = new Map<string, number>();
      const state = { down: false, calls: 0 };
      const shared: SharedTotals = {
        async add(items) {
          state.calls++;
          if (state.down) throw new Error('Redis down');
          return items.map(({ orgId, periodEnd, floor, delta }) => {
            const key = `${orgId}:${periodEnd}`;
            const total = Math.max(totals.get(key) ?? 0, floor) + delta;
            totals.set(key, total);
            return total;
          });
        },
      };
      return { shared, totals, state };
    };
    const instance = (shared: SharedTotals, figures: QuotaFigures) =>
      new TrackedEventsQuota(async () => ({ ...figures }), { shared, syncMs: 60_000, now: () => 1_000 });

    it('keeps one total: an instance syncs once it took 5% of the room it saw', async () => {
      const m = memoryTotals();
      const figures = { used: 0, limit: 1_000, periodEnd: 10_000_000 };
      const [a, b] = [instance(m.shared, figures), instance(m.shared, figures)];
      await Promise.all([a.refresh('org'), b.refresh('org')]);
      await Promise.all([a.sync(), b.sync()]);
      const calls = m.state.calls;
      expect(a.allows('org', 40)).toBe(true);
      // 4% of the room: counted here only
      expect(m.state.calls).toBe(calls);
      expect(a.allows('org', 20)).toBe(true);
      await a.sync();
      expect(m.totals.get('org:10000000')).toBe(60);
      // b answers from the total of its last sync; the sync its share brings shows a's 60
      expect(b.allows('org', 900)).toBe(true);
      await b.sync();
      expect(m.totals.get('org:10000000')).toBe(960);
      expect(b.allows('org', 41)).toBe(false);
      expect(b.allows('org', 40)).toBe(true);
      await b.sync();
      // a refuses on what it knows or after its sync: the total is the limit
      a.allows('org', 1);
      await a.sync();
      expect(a.allows('org', 1)).toBe(false);
      expect(m.totals.get('org:10000000')).toBeLessThanOrEqual(1_001);
      a.close();
      b.close();
    });

    it('passes the limit by at most what the others accept during one sync near it', async () => {
      const m = memoryTotals();
      const figures = { used: 0, limit: 10_000, periodEnd: 10_000_000 };
      const quotas = [0, 1, 2].map(() => instance(m.shared, figures));
      await Promise.all(quotas.map((q) => q.refresh('org')));
      let accepted = 0;
      // three instances taking batches of 100 in turn, a sync finishing between two rounds
      for (let round = 0; round < 100; round++) {
        for (const q of quotas) if (q.allows('org', 100)) accepted += 100;
        await Promise.all(quotas.map((q) => q.sync()));
      }
      expect(accepted).toBeGreaterThanOrEqual(10_000);
      expect(accepted).toBeLessThanOrEqual(10_000 + 2 * 100);
      for (const q of quotas) q.close();
    });

    it('never counts below the store, and counts alone while Redis fails, sending it later', async () => {
      const m = memoryTotals();
      const a = instance(m.shared, { used: 700, limit: 1_000, periodEnd: 10_000_000 });
      await a.refresh('org');
      await a.sync();
      expect(m.totals.get('org:10000000')).toBe(700);
      m.state.down = true;
      expect(a.allows('org', 250)).toBe(true);
      await a.sync();
      expect(a.allows('org', 100)).toBe(false);
      m.state.down = false;
      await a.sync();
      expect(m.totals.get('org:10000000')).toBe(950);
      a.close();
    });
  });
});
