import type { Redis } from 'ioredis';
import type { SessionState, SharedSessions, VisitSource } from './sessions.ts';

/** SET unless the saved state is of a later event (`id|lastSeen|day[|source as JSON]`), forgotten after the idle time. */
const SAVE = `local v = redis.call('GET', KEYS[1])
if v then
  local seen = tonumber(string.match(v, '^[^|]*|(%d+)|'))
  if seen and seen > tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return 1`;

export const encodeSession = (s: SessionState) =>
  `${s.id}|${s.lastSeen}|${s.day}${s.source ? `|${JSON.stringify(s.source)}` : ''}`;

/** A saved state, or null for none or one that does not read (an older instance's has no source: direct). */
export function decodeSession(value: string | null): SessionState | null {
  if (!value) return null;
  const [id, lastSeen, day] = value.split('|', 3);
  const seen = Number(lastSeen);
  if (!id || !day || !Number.isFinite(seen)) return null;
  const state: SessionState = { id, lastSeen: seen, day };
  const rest = value.indexOf('|', id.length + (lastSeen as string).length + day.length + 2);
  if (rest < 0) return state;
  try {
    state.source = JSON.parse(value.slice(rest + 1)) as VisitSource;
  } catch {
    // a source that does not read is none: the visit goes on as direct
  }
  return state;
}

/**
 * Visit sessions in Redis (sessions.ts), shared by every instance: one key per
 * visitor (site | visitor hash) under the installation's prefix, holding the
 * session id, the time of its last event and its local day, kept for the idle
 * time. A request reads its visitors with one MGET and saves them in one
 * pipeline.
 */
export function redisSharedSessions(redis: Redis, prefix: string): SharedSessions {
  const key = (visitor: string) => `${prefix}:visit:${visitor}`;
  return {
    async load(visitors) {
      if (visitors.length === 0) return [];
      const values = await redis.mget(visitors.map(key));
      return values.map(decodeSession);
    },
    async save(states, idleMs) {
      const pipeline = redis.pipeline();
      for (const [visitor, state] of states) {
        pipeline.eval(SAVE, 1, key(visitor), encodeSession(state), String(state.lastSeen), String(idleMs));
      }
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
    },
  };
}
