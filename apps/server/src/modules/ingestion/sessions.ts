import { randomBytes } from 'node:crypto';
import { isTimeZone } from '@osm5/shared/links/zoned-time';

/** A visit ends after this long without an event (domain.md). */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Longest wait for the shared sessions before an ingestion request goes on with this instance's own. */
const SHARED_WAIT_MS = 200;
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

/**
 * Where a visit came from, as its events store it: the outside referrer and
 * the campaign tags of the event that brought it (its landing, or a later
 * event that came from elsewhere again).
 */
export interface VisitSource {
  referrer: string;
  referrer_host: string;
  channel: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
}

export interface SessionState {
  id: string;
  lastSeen: number;
  day: string;
  /** the visit's source so far; none: direct */
  source?: VisitSource;
}

/** Sessions every instance sees (shared-sessions.ts: Redis); each call may fail, then this instance's own count. */
export interface SharedSessions {
  /** the visitors' sessions as last saved by any instance (null: none within the idle time) */
  load(visitors: readonly string[]): Promise<(SessionState | null)[]>;
  /** saves each state unless a later one was saved meanwhile; forgotten after `idleMs` */
  save(states: readonly [string, SessionState][], idleMs: number): Promise<void>;
}

export interface SessionOptions {
  /** visitors remembered at most (the oldest seen are forgotten first); ~150 bytes each */
  maxVisitors?: number;
  idleMs?: number;
  shared?: SharedSessions;
  logger?: { warn(obj: object, msg: string): void };
}

/**
 * Sessions of visitors, in this process: a visitor's events belong to one
 * session until 30 minutes pass without one, or the site's local day changes
 * (a visit does not run past midnight in the site's time zone, so that "visits
 * per day" add up). Events must arrive roughly in time order per visitor, as
 * trackers and SDK queues send them; an event older than the visitor's session
 * (a straggler) gets a session of its own and leaves the current one alone.
 *
 * With several instances (`shared`: Redis), a request's visitor is read from
 * the shared store before its events get sessions (`prepare`, one MGET) and
 * written back after they are stored (`commit`, one pipeline), so a visitor
 * whose requests a load balancer spreads over instances keeps one visit: two
 * round trips per ingestion request, none per event. Two requests of one
 * visitor answered at the same moment by two instances may still start two
 * sessions (the later save wins from then on). When Redis fails or is slow,
 * the instance goes on with what it knows (events are never held back). The
 * visitor id never depends on this (a hash any instance computes alike).
 */
export class SessionTracker {
  private readonly visitors = new Map<string, SessionState>();
  private readonly maxVisitors: number;
  private readonly idleMs: number;
  private readonly prefix = randomBytes(6).toString('hex');
  private counter = 0;

  private sharedDown = false;

  constructor(private readonly options: SessionOptions = {}) {
    this.maxVisitors = options.maxVisitors ?? 200_000;
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS;
  }

  /** Brings in what other instances saw of these visitors (a later visit than ours wins); no-op without `shared`. */
  async prepare(visitors: readonly string[]): Promise<void> {
    const shared = this.options.shared;
    if (!shared) return;
    const states = await this.guard(() => shared.load(visitors));
    states?.forEach((remote, i) => {
      const visitor = visitors[i] as string;
      const local = this.visitors.get(visitor);
      if (!remote || (local && local.lastSeen > remote.lastSeen)) return;
      if (local && local.id === remote.id && local.lastSeen === remote.lastSeen) return;
      this.visitors.delete(visitor);
      this.visitors.set(visitor, { ...remote });
    });
    if (this.visitors.size > this.maxVisitors) this.evict();
  }

  /** Saves these visitors' sessions for the other instances; no-op without `shared`. */
  async commit(visitors: readonly string[]): Promise<void> {
    const shared = this.options.shared;
    if (!shared) return;
    const states: [string, SessionState][] = [];
    for (const visitor of visitors) {
      const state = this.visitors.get(visitor);
      if (state) states.push([visitor, state]);
    }
    if (states.length > 0) await this.guard(() => shared.save(states, this.idleMs));
  }

  /** The shared store's answer, or undefined (logged once per outage) when it fails or takes over SHARED_WAIT_MS. */
  private async guard<T>(call: () => Promise<T>): Promise<T | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${SHARED_WAIT_MS} ms`)), SHARED_WAIT_MS);
    });
    const answered = call();
    answered.catch(() => {}); // a failure after the wait ran out is already logged as the wait
    try {
      const answer = await Promise.race([answered, late]);
      if (this.sharedDown) this.options.logger?.warn({}, 'visit sessions shared again across instances');
      this.sharedDown = false;
      return answer;
    } catch (error) {
      if (!this.sharedDown) this.options.logger?.warn({ err: error }, 'visit sessions not shared; kept in process');
      this.sharedDown = true;
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  get size(): number {
    return this.visitors.size;
  }

  /**
   * This process's sessions as the shared store of others: an embedded
   * cluster's workers keep their visitors' sessions in their writer's tracker
   * (a later event's state wins, as in Redis).
   */
  asShared(): SharedSessions {
    return {
      load: async (visitors) =>
        visitors.map((visitor) => {
          const state = this.visitors.get(visitor);
          return state ? { ...state } : null;
        }),
      save: async (states) => {
        for (const [visitor, state] of states) {
          const local = this.visitors.get(visitor);
          if (local && local.lastSeen > state.lastSeen) continue;
          this.visitors.delete(visitor);
          this.visitors.set(visitor, { ...state });
        }
        if (this.visitors.size > this.maxVisitors) this.evict();
      },
    };
  }

  /**
   * The session of `visitor` (scoped by its caller, e.g. site + visitor id)
   * for an event at `time`, and where the visit came from. An event that
   * brings a source of its own (`own`: an outside referrer, campaign tags)
   * keeps it, and its visit's next events take it; one that brings none (the
   * visit's next pages: their referrer is the site itself) takes the visit's,
   * so that a visit counts under one channel and one campaign, and an order
   * placed pages after the landing under the campaign that brought it.
   */
  visit(
    visitor: string,
    time: number,
    timeZone: string,
    own?: VisitSource,
  ): { id: string; source: VisitSource | undefined } {
    const day = localDay(time, timeZone);
    const state = this.visitors.get(visitor);
    if (state) {
      if (time >= state.lastSeen) {
        if (time - state.lastSeen <= this.idleMs && day === state.day) {
          state.lastSeen = time;
          if (own) state.source = own;
          // moved to the end: the Map's order is the order of last activity, and eviction takes the idlest
          if (this.visitors.size > this.maxVisitors >> 1) {
            this.visitors.delete(visitor);
            this.visitors.set(visitor, state);
          }
          return { id: state.id, source: own ?? state.source };
        }
      } else if (state.lastSeen - time <= this.idleMs && day === state.day) {
        // a straggler of the current visit: it takes the visit's source and changes nothing
        return { id: state.id, source: own ?? state.source };
      } else {
        return { id: this.newId(), source: own };
      }
    }
    const fresh: SessionState = { id: this.newId(), lastSeen: time, day, ...(own && { source: own }) };
    this.visitors.delete(visitor);
    this.visitors.set(visitor, fresh);
    if (this.visitors.size > this.maxVisitors) this.evict();
    return { id: fresh.id, source: own };
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
