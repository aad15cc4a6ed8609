import { describe, expect, it } from 'vitest';
import { localDay, type SessionState, SessionTracker, type SharedSessions } from './sessions.ts';

const minute = 60_000;

describe('localDay', () => {
  it('is the calendar date in the zone', () => {
    const t = Date.UTC(2026, 2, 10, 16, 30); // 16:30 UTC = 01:30 on the 11th in Tokyo
    expect(localDay(t, 'UTC')).toBe('2026-03-10');
    expect(localDay(t, 'Asia/Tokyo')).toBe('2026-03-11');
    expect(localDay(t, 'America/Los_Angeles')).toBe('2026-03-10');
    expect(localDay(Date.UTC(2026, 2, 10, 18, 14), 'Asia/Kathmandu')).toBe('2026-03-10'); // 23:59 at +5:45
    expect(localDay(Date.UTC(2026, 2, 10, 18, 15), 'Asia/Kathmandu')).toBe('2026-03-11'); // 00:00 at +5:45
    expect(localDay(t, 'Not/AZone')).toBe('2026-03-10');
  });
});

describe('SessionTracker', () => {
  it('keeps one session while events come less than 30 minutes apart, and starts another after', () => {
    const s = new SessionTracker();
    const t0 = Date.UTC(2026, 2, 10, 9, 0);
    const first = s.sessionOf('site|v1', t0, 'UTC');
    expect(s.sessionOf('site|v1', t0 + 10 * minute, 'UTC')).toBe(first);
    expect(s.sessionOf('site|v1', t0 + 39 * minute, 'UTC')).toBe(first); // 29 min after the last
    expect(s.sessionOf('site|v1', t0 + 69 * minute, 'UTC')).toBe(first); // exactly 30 min: still the same
    const second = s.sessionOf('site|v1', t0 + 99 * minute + 1, 'UTC');
    expect(second).not.toBe(first);
    expect(s.sessionOf('site|v2', t0, 'UTC')).not.toBe(first);
  });

  it("cuts a session at midnight in the site's time zone, not UTC's", () => {
    const s = new SessionTracker();
    // 14:50 and 15:10 UTC: midnight in Tokyo (UTC+9) falls between them
    const before = Date.UTC(2026, 2, 10, 14, 50);
    const after = Date.UTC(2026, 2, 10, 15, 10);
    const tokyo = s.sessionOf('tokyo|v', before, 'Asia/Tokyo');
    expect(s.sessionOf('tokyo|v', after, 'Asia/Tokyo')).not.toBe(tokyo);
    const utc = s.sessionOf('utc|v', before, 'UTC');
    expect(s.sessionOf('utc|v', after, 'UTC')).toBe(utc);
    // and UTC's own midnight cuts a UTC site's visit, not Tokyo's
    const lateUtc = Date.UTC(2026, 2, 10, 23, 50);
    const s2 = new SessionTracker();
    const u = s2.sessionOf('utc|v', lateUtc, 'UTC');
    expect(s2.sessionOf('utc|v', lateUtc + 20 * minute, 'UTC')).not.toBe(u);
    const t = s2.sessionOf('tokyo|v', lateUtc, 'Asia/Tokyo');
    expect(s2.sessionOf('tokyo|v', lateUtc + 20 * minute, 'Asia/Tokyo')).toBe(t);
  });

  it('gives a late straggler the current session when it falls inside it, else a session of its own', () => {
    const s = new SessionTracker();
    const t0 = Date.UTC(2026, 2, 10, 12, 0);
    const current = s.sessionOf('k', t0, 'UTC');
    expect(s.sessionOf('k', t0 - 5 * minute, 'UTC')).toBe(current);
    const old = s.sessionOf('k', t0 - 3 * 60 * minute, 'UTC');
    expect(old).not.toBe(current);
    expect(s.sessionOf('k', t0 + minute, 'UTC')).toBe(current);
  });

  it('remembers a bounded number of visitors, forgetting the idlest first', () => {
    const s = new SessionTracker({ maxVisitors: 100 });
    const t0 = Date.UTC(2026, 2, 10, 12, 0);
    const kept = s.sessionOf('busy', t0, 'UTC');
    for (let i = 0; i < 1000; i++) {
      s.sessionOf(`v${i}`, t0 + i, 'UTC');
      if (i % 10 === 0) expect(s.sessionOf('busy', t0 + i, 'UTC')).toBe(kept);
    }
    expect(s.size).toBeLessThanOrEqual(100);
  });
});

describe('SessionTracker shared by instances', () => {
  /** what Redis does (shared-sessions.ts), in memory; `down` makes every call fail */
  const memory = () => {
    const saved = new Map<string, SessionState>();
    const state = { down: false };
    const shared: SharedSessions = {
      async load(visitors) {
        if (state.down) throw new Error('Redis down');
        return visitors.map((v) => saved.get(v) ?? null);
      },
      async save(states) {
        if (state.down) throw new Error('Redis down');
        for (const [v, s] of states) if ((saved.get(v)?.lastSeen ?? -1) <= s.lastSeen) saved.set(v, { ...s });
      },
    };
    return { shared, state };
  };
  const event = async (s: SessionTracker, visitor: string, time: number) => {
    await s.prepare([visitor]);
    const id = s.sessionOf(visitor, time, 'UTC');
    await s.commit([visitor]);
    return id;
  };

  it('keeps one visit when the events of a visitor alternate between two instances', async () => {
    const m = memory();
    const [a, b] = [new SessionTracker({ shared: m.shared }), new SessionTracker({ shared: m.shared })];
    const t0 = Date.UTC(2026, 2, 10, 9, 0);
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await event(i % 2 ? b : a, 'site|v1', t0 + i * 5 * minute));
    expect(new Set(ids).size).toBe(1);
    // 31 idle minutes later, on either instance: a new visit, then kept on the other
    const next = await event(b, 'site|v1', t0 + 56 * minute);
    expect(next).not.toBe(ids[0]);
    expect(await event(a, 'site|v1', t0 + 57 * minute)).toBe(next);
  });

  it('goes on with its own sessions while the shared store fails', async () => {
    const m = memory();
    const [a, b] = [new SessionTracker({ shared: m.shared }), new SessionTracker({ shared: m.shared })];
    const t0 = Date.UTC(2026, 2, 10, 9, 0);
    const first = await event(a, 'site|v1', t0);
    m.state.down = true;
    expect(await event(a, 'site|v1', t0 + minute)).toBe(first);
    // b cannot know a's visit: its own, and no error
    expect(await event(b, 'site|v1', t0 + 2 * minute)).not.toBe(first);
  });
});
