import type { Redis } from 'ioredis';
import type { SessionState, SharedSessions } from './sessions.ts';

/** SET unless the saved state is of a later event (`id|lastSeen|day`), forgotten after the idle time. */
const SAVE = `local v = redis.call('GET', KEYS[1])
if v then
  local seen = tonumber(string.match(v, '^[^|]*|(%d+)|'))
  if seen and seen > tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[3])
return 1`;

const encode = (s: SessionState) => `${s.id}|${s.lastSeen}|${s.day}`;

function decode(value: string | null): SessionState | null {
  if (!value) return null;
  const [id, lastSeen, day] = value.split('|');
  const seen = Number(lastSeen);
  return id && day && Number.isFinite(seen) ? { id, lastSeen: seen, day } : null;
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
      return values.map(decode);
    },
    async save(states, idleMs) {
      const pipeline = redis.pipeline();
      for (const [visitor, state] of states) {
        pipeline.eval(SAVE, 1, key(visitor), encode(state), String(state.lastSeen), String(idleMs));
      }
      const results = (await pipeline.exec()) ?? [];
      for (const [error] of results) if (error) throw error;
    },
  };
}
