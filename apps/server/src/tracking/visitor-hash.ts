import { hash as oneShotHash, randomBytes } from 'node:crypto';
import { and, eq, like, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { instanceSettings } from '../db/schema.ts';

/**
 * Cookieless visitor ids: sha256(daily salt + item + ip + user agent), cut to
 * 16 hex characters. The salt of a UTC day is made the day before (so the
 * change at midnight needs no database read on the hot path), shared by every
 * instance through instance_settings (the first insert wins), and deleted at
 * the first tick of the day after its own: no salt outlives 48 hours, so a
 * visitor id cannot be recomputed after that.
 */
const PREFIX = 'visitor_salt:';
const TICK_MS = 60_000;
const DAY_MS = 86_400_000;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface VisitorHasher {
  /** a stable id for (item, ip, ua) within one UTC day */
  hash(item: string, ip: string, ua: string, now?: number): string;
  /** loads today's and tomorrow's salts and drops older ones; run by the timer, exposed for tests */
  refresh(now?: number): Promise<void>;
  /** the salts held, by UTC day (an embedded cluster's workers hash with the writer's) */
  salts(): [day: string, salt: string][];
  close(): void;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * One hasher per database: the redirect engine and ingestion share it (one
 * salt timer, one set of salts). Each open is closed by its opener; the timer
 * stops with the last close.
 */
const shared = new WeakMap<Database, { opening: Promise<VisitorHasher>; users: number }>();

export async function openVisitorHasher(db: Database, logger: WarnLogger): Promise<VisitorHasher> {
  let entry = shared.get(db);
  if (!entry) {
    entry = { opening: openOwnHasher(db, logger), users: 0 };
    shared.set(db, entry);
    entry.opening.catch(() => shared.delete(db));
  }
  const mine = entry;
  mine.users++;
  let hasher: VisitorHasher;
  try {
    hasher = await mine.opening;
  } catch (error) {
    mine.users--;
    throw error;
  }
  let closed = false;
  return {
    hash: hasher.hash,
    refresh: hasher.refresh,
    salts: hasher.salts,
    close() {
      if (closed) return;
      closed = true;
      mine.users--;
      if (mine.users > 0) return;
      if (shared.get(db) === mine) shared.delete(db);
      hasher.close();
    },
  };
}

async function openOwnHasher(db: Database, logger: WarnLogger): Promise<VisitorHasher> {
  const salts = new Map<string, string>();
  const ensure = async (day: string) => {
    const key = PREFIX + day;
    await db
      .insert(instanceSettings)
      .values({ key, value: randomBytes(24).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db
      .select({ value: instanceSettings.value })
      .from(instanceSettings)
      .where(eq(instanceSettings.key, key));
    if (typeof row?.value !== 'string') throw new Error(`${key} is not a salt`);
    salts.set(day, row.value);
  };
  const refresh = async (now = Date.now()) => {
    const today = dayOf(now);
    await ensure(today);
    await ensure(dayOf(now + DAY_MS));
    await db
      .delete(instanceSettings)
      .where(and(like(instanceSettings.key, `${PREFIX}%`), lt(instanceSettings.key, PREFIX + today)));
    for (const day of salts.keys()) if (day < today) salts.delete(day);
  };
  await refresh();
  return saltedHasher(salts, refresh, logger);
}

/**
 * Hashing with `salts` (by UTC day), which `refresh` keeps to today's and
 * tomorrow's every minute: from the database, or from the writer's hasher.
 */
export function saltedHasher(
  salts: Map<string, string>,
  refresh: (now?: number) => Promise<void>,
  logger: WarnLogger,
): VisitorHasher {
  const timer = setInterval(() => {
    refresh().catch((error) => logger.warn({ err: error }, 'visitor salt refresh failed; retrying in a minute'));
  }, TICK_MS);
  timer.unref();

  // Salt lookups by day string cost a Date per call; cache the current day's bounds instead.
  let dayStart = 0;
  let dayEnd = 0;
  let salt = '';
  return {
    hash(item, ip, ua, now = Date.now()) {
      if (now < dayStart || now >= dayEnd) {
        dayStart = now - (now % DAY_MS);
        dayEnd = dayStart + DAY_MS;
        // Only when the timer could not reach the salts' keeper for a whole day is there no salt: make one locally.
        const day = dayOf(now);
        salt = salts.get(day) ?? randomBytes(24).toString('base64url');
        salts.set(day, salt);
      }
      // One-shot: no Hash object per visit (each holds a native handle that outlives the young
      // generation and costs the redirect path full garbage collections), and ~4x faster.
      return oneShotHash('sha256', `${salt}\0${item}\0${ip}\0${ua}`, 'hex').slice(0, 16);
    },
    refresh,
    salts: () => [...salts],
    close: () => clearInterval(timer),
  };
}
