import { randomBytes } from 'node:crypto';
import { isTimeZone } from '@osm5/shared/links/zoned-time';

/** A visit ends after this long without an event (domain.md). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Every UTC offset in use, and every DST change, falls on a quarter hour: one local date per quarter. */
const QUARTER_MS = 15 * 60_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayOfQuarter = new Map<string, string>();

/**
 * The local calendar date (YYYY-MM-DD) of an instant in an IANA zone. The
 * answer is the same for a whole quarter hour, so it is remembered per
 * (zone, quarter): the hot path pays a Map read, not an Intl format.
 */
export function localDay(ms: number, timeZone: string): string {
  const quarter = Math.floor(ms / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  const known = dayOfQuarter.get(key);
  if (known !== undefined) return known;
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD; a zone this runtime lacks reads as UTC
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: isTimeZone(timeZone) ? timeZone : 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(quarter * QUARTER_MS);
  if (dayOfQuarter.size >= 50_000) dayOfQuarter.clear();
  dayOfQuarter.set(key, day);
  return day;
}

interface SessionState {
  id: string;
  lastSeen: number;
  day: string;
}

export interface SessionOptions {
  /** visitors remembered at most (the oldest seen are forgotten first); ~150 bytes each */
  maxVisitors?: number;
  idleMs?: number;
}

/**
 * Sessions of visitors, in this process: a visitor's events belong to one
 * session until 30 minutes pass without one, or the site's local day changes
 * (a visit does not run past midnight in the site's time zone, so that "visits
 * per day" add up). Events must arrive roughly in time order per visitor, as
 * trackers and SDK queues send them; an event older than the visitor's session
 * (a straggler) gets a session of its own and leaves the current one alone.
 *
 * Why in-process, even with several instances: the shared cache (Redis) would
 * cost a round trip per request on the ingestion hot path. Trackers send one
 * visitor's events over one keep-alive connection, which a load balancer keeps
 * on one instance; when it does not, a visit split across instances counts as
 * more than one session. The visitor id, which matters more, never depends on
 * this (it is a hash any instance computes alike).
 */
export class SessionTracker {
  private readonly visitors = new Map<string, SessionState>();
  private readonly maxVisitors: number;
  private readonly idleMs: number;
  private readonly prefix = randomBytes(6).toString('hex');
  private counter = 0;

  constructor(options: SessionOptions = {}) {
    this.maxVisitors = options.maxVisitors ?? 200_000;
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS;
  }

  get size(): number {
    return this.visitors.size;
  }

  /** The session of `visitor` (scoped by its caller, e.g. site + visitor id) for an event at `time`. */
  sessionOf(visitor: string, time: number, timeZone: string): string {
    const day = localDay(time, timeZone);
    const state = this.visitors.get(visitor);
    if (state) {
      if (time >= state.lastSeen) {
        if (time - state.lastSeen <= this.idleMs && day === state.day) {
          state.lastSeen = time;
          // moved to the end: the Map's order is the order of last activity, and eviction takes the idlest
          if (this.visitors.size > this.maxVisitors >> 1) {
            this.visitors.delete(visitor);
            this.visitors.set(visitor, state);
          }
          return state.id;
        }
      } else if (state.lastSeen - time <= this.idleMs && day === state.day) {
        return state.id;
      } else {
        return this.newId();
      }
    }
    const fresh: SessionState = { id: this.newId(), lastSeen: time, day };
    this.visitors.delete(visitor);
    this.visitors.set(visitor, fresh);
    if (this.visitors.size > this.maxVisitors) this.evict();
    return fresh.id;
  }

  /** Drops the visitors seen longest ago: past the idle time they are over anyway. */
  private evict(): void {
    for (const key of this.visitors.keys()) {
      this.visitors.delete(key);
      if (this.visitors.size <= this.maxVisitors * 0.9) return;
    }
  }

  private newId(): string {
    return `${this.prefix}${(this.counter++).toString(16).padStart(8, '0')}`;
  }
}
