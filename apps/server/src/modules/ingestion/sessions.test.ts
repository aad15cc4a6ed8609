import { describe, expect, it } from 'vitest';
import { localDay, type SessionState, SessionTracker, type SharedSessions, type VisitSource } from './sessions.ts';
import { decodeSession, encodeSession } from './shared-sessions.ts';

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
    const first = s.visit('site|v1', t0, 'UTC').id;
    expect(s.visit('site|v1', t0 + 10 * minute, 'UTC').id).toBe(first);
    expect(s.visit('site|v1', t0 + 39 * minute, 'UTC').id).toBe(first); // 29 min after the last
    expect(s.visit('site|v1', t0 + 69 * minute, 'UTC').id).toBe(first); // exactly 30 min: still the same
    const second = s.visit('site|v1', t0 + 99 * minute + 1, 'UTC').id;
    expect(second).not.toBe(first);
    expect(s.visit('site|v2', t0, 'UTC').id).not.toBe(first);
  });

  it("cuts a session at midnight in the site's time zone, not UTC's", () => {
    const s = new SessionTracker();
    // 14:50 and 15:10 UTC: midnight in Tokyo (UTC+9) falls between them
    const before = Date.UTC(2026, 2, 10, 14, 50);
    const after = Date.UTC(2026, 2, 10, 15, 10);
    const tokyo = s.visit('tokyo|v', before, 'Asia/Tokyo').id;
    expect(s.visit('tokyo|v', after, 'Asia/Tokyo').id).not.toBe(tokyo);
    const utc = s.visit('utc|v', before, 'UTC').id;
    expect(s.visit('utc|v', after, 'UTC').id).toBe(utc);
    // and UTC's own midnight cuts a UTC site's visit, not Tokyo's
    const lateUtc = Date.UTC(2026, 2, 10, 23, 50);
    const s2 = new SessionTracker();
    const u = s2.visit('utc|v', lateUtc, 'UTC').id;
    expect(s2.visit('utc|v', lateUtc + 20 * minute, 'UTC').id).not.toBe(u);
    const t = s2.visit('tokyo|v', lateUtc, 'Asia/Tokyo').id;
    expect(s2.visit('tokyo|v', lateUtc + 20 * minute, 'Asia/Tokyo').id).toBe(t);
  });

  it('gives a late straggler the current session when it falls inside it, else a session of its own', () => {
    const s = new SessionTracker();
    const t0 = Date.UTC(2026, 2, 10, 12, 0);
    const current = s.visit('k', t0, 'UTC').id;
    expect(s.visit('k', t0 - 5 * minute, 'UTC').id).toBe(current);
    const old = s.visit('k', t0 - 3 * 60 * minute, 'UTC').id;
    expect(old).not.toBe(current);
    expect(s.visit('k', t0 + minute, 'UTC').id).toBe(current);
  });

  it('remembers a bounded number of visitors, forgetting the idlest first', () => {
    const s = new SessionTracker({ maxVisitors: 100 });
    const t0 = Date.UTC(2026, 2, 10, 12, 0);
    const kept = s.visit('busy', t0, 'UTC').id;
    for (let i = 0; i < 1000; i++) {
      s.visit(`v${i}`, t0 + i, 'UTC').id;
      if (i % 10 === 0) expect(s.visit('busy', t0 + i, 'UTC').id).toBe(kept);
    }
    expect(s.size).toBeLessThanOrEqual(100);
  });
});

describe("a visit's source", () => {
  const source = (referrer: string, channel: string, campaign = ''): VisitSource => ({
    referrer,
    referrer_host: referrer ? new URL(referrer).hostname : '',
    channel,
    utm_source: campaign ? 'newsletter' : '',
    utm_medium: campaign ? 'email' : '',
    utm_campaign: campaign,
    utm_term: '',
    utm_content: '',
  });
  const google = source('https://www.google.com/', 'organic_search');
  const spring = source('', 'email', 'spring|sale');
  const t0 = Date.UTC(2026, 2, 10, 9, 0);

  it("gives the visit's next events the source of its landing, and of a later event that came from elsewhere", () => {
    const s = new SessionTracker();
    const landing = s.visit('site|v1', t0, 'UTC', google);
    expect(landing.source).toBe(google);
    // the next pages (their referrer is the site itself) and the order: the landing's source
    expect(s.visit('site|v1', t0 + minute, 'UTC')).toEqual({ id: landing.id, source: google });
    // a straggler of the visit takes it too
    expect(s.visit('site|v1', t0 + 30_000, 'UTC').source).toBe(google);
    // back through a newsletter in the same visit: that campaign from then on
    expect(s.visit('site|v1', t0 + 2 * minute, 'UTC', spring)).toEqual({ id: landing.id, source: spring });
    expect(s.visit('site|v1', t0 + 3 * minute, 'UTC').source).toBe(spring);
    // a new visit starts with no source of its own: direct
    expect(s.visit('site|v1', t0 + 40 * minute, 'UTC').source).toBeUndefined();
    // another visitor's visit is its own
    expect(s.visit('site|v2', t0 + 41 * minute, 'UTC').source).toBeUndefined();
  });

  it('crosses Redis with the session: a referrer or campaign with "|" reads back whole; a value without a source is direct', () => {
    const state: SessionState = { id: 'abc', lastSeen: t0, day: '2026-03-10', source: spring };
    expect(decodeSession(encodeSession(state))).toEqual(state);
    const withBar = { ...state, source: source('https://ex.com/a|b?x=1|2', 'referral') };
    expect(decodeSession(encodeSession(withBar))).toEqual(withBar);
    expect(decodeSession(`abc|${t0}|2026-03-10`)).toEqual({ id: 'abc', lastSeen: t0, day: '2026-03-10' });
    expect(decodeSession(`abc|${t0}|2026-03-10|{not json`)).toEqual({ id: 'abc', lastSeen: t0, day: '2026-03-10' });
    expect(decodeSession('garbage')).toBeNull();
  });

  it('is shared with the session by an instance that sees the visit go on', async () => {
    const saved = new Map<string, SessionState>();
    const shared: SharedSessions = {
      load: async (visitors) => visitors.map((v) => saved.get(v) ?? null),
      save: async (states) => {
        for (const [v, st] of states) saved.set(v, JSON.parse(JSON.stringify(st)));
      },
    };
    const [a, b] = [new SessionTracker({ shared }), new SessionTracker({ shared })];
    await a.prepare(['site|v1']);
    const landing = a.visit('site|v1', t0, 'UTC', google);
    await a.commit(['site|v1']);
    await b.prepare(['site|v1']);
    expect(b.visit('site|v1', t0 + minute, 'UTC')).toEqual({ id: landing.id, source: google });
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
    const id = s.visit(visitor, time, 'UTC').id;
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
