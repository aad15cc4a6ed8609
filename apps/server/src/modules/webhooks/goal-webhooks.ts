import { type Goal, type GoalEvent, goalMatches } from '@osm5/shared';
import { engineGoal, type GoalKind } from '@osm5/shared/schemas/analytics-goals';
import type { WebhookConversion } from '@osm5/shared/schemas/webhooks';
import type { Redis } from 'ioredis';
import type { EventInput } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { type Batch, type BatchLogger, WebhookBatches } from './webhook-batches.ts';
import { goalsOfOrgs, orgsWantingEvent } from './webhooks.repository.ts';

/** a conversion as kept until its batch is written: its time as a number (formatted at the write) */
type HeldConversion = Omit<WebhookConversion, 'at'> & { at: number };

/** A goal as the hot path tests it. */
interface WatchedGoal {
  id: string;
  name: string;
  kind: GoalKind;
  value: number | null;
  match: Goal;
}

/**
 * A visit converts once per goal (as the reports count it): the visits that
 * converted are remembered this long after converting (a visit ends after 30
 * idle minutes and at the site's midnight, so a longer one is rare)…
 */
const REMEMBER_MS = 6 * 3_600_000;
/** …and at most this many (visit, goal) pairs (~150 bytes each), the oldest forgotten first */
const MAX_REMEMBERED = 100_000;

/** Which (goal, visit) pairs converted on any instance: claims them, true for each no instance claimed before. */
export interface ConversionClaims {
  claim(keys: readonly string[], ttlMs: number): Promise<boolean[]>;
}

/** The claims in Redis: one SET NX per conversion, pipelined, once per window (never per event). */
export function redisConversionClaims(redis: Redis, prefix: string): ConversionClaims {
  return {
    async claim(keys, ttlMs) {
      if (keys.length === 0) return [];
      const pipeline = redis.pipeline();
      for (const key of keys) pipeline.set(`${prefix}:converted:${key}`, '1', 'PX', ttlMs, 'NX');
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, answer]) => {
        if (error) throw error;
        return answer === 'OK';
      });
    },
  };
}

/**
 * `goal.converted` without a database read or write per event: the goals of
 * the sites of organisations with an endpoint taking conversions are kept in
 * memory (read again at every window and whenever an endpoint of this
 * instance changes), ingestion hands over each stored event, and the first
 * event of a visit that reaches a goal (goalMatches, as the engine counts
 * it) is one conversion, gathered into its workspace's batch
 * (webhook-batches.ts). A site of no such organisation costs one Map read.
 * With several instances (Redis), a visit whose events reach two of them
 * converts once: each window's conversions are claimed before they are written.
 */
export class GoalWebhooks extends WebhookBatches<HeldConversion> {
  private bySite = new Map<string, WatchedGoal[]>();
  /** `goalId|sessionId` → when it converted (on this instance), oldest first */
  private converted = new Map<string, number>();

  private readonly claims: ConversionClaims | undefined;
  private readonly now: () => number;

  constructor(db: Database, logger: BatchLogger, options: { claims?: ConversionClaims; now?: () => number } = {}) {
    super(db, logger, { type: 'goal.converted', noun: 'conversions' });
    this.claims = options.claims;
    this.now = options.now ?? Date.now;
  }

  /** The sites whose goals an endpoint watches (an embedded cluster's workers send only their rows). */
  watchedSites(): string[] {
    return [...this.bySite.keys()];
  }

  /** The hot path: the stored rows of one request (one site's) that reach a goal become conversions. */
  note(rows: readonly EventInput[]): void {
    const first = rows[0];
    const goals = first && this.bySite.get(first.item_id);
    if (!goals) return;
    for (const row of rows) {
      const event: GoalEvent = {
        type: row.type,
        path: row.path ?? '',
        eventName: row.event_name ?? '',
        props: row.props ?? '',
        revenue: row.revenue ?? 0,
      };
      for (const goal of goals) {
        if (goalMatches(goal.match, event) && this.firstOfVisit(goal.id, row.session_id ?? '')) {
          this.add(row.tenant_id, row.workspace_id ?? '', this.conversion(goal, row));
        }
      }
    }
  }

  protected async readSubscribers(): Promise<string[]> {
    const orgs = await orgsWantingEvent(this.db, 'goal.converted');
    const bySite = new Map<string, WatchedGoal[]>();
    for (const row of await goalsOfOrgs(this.db, orgs)) {
      const watched = { id: row.id, name: row.name, kind: row.kind, value: row.value, match: engineGoal(row) };
      const list = bySite.get(row.siteId);
      if (list) list.push(watched);
      else bySite.set(row.siteId, [watched]);
    }
    this.bySite = bySite;
    this.forgetOld();
    return orgs;
  }

  /** Keeps the conversions no other instance sent first (each pair is claimed for as long as it is remembered). */
  protected override async admit(batches: Batch<HeldConversion>[]): Promise<Batch<HeldConversion>[]> {
    if (!this.claims) return batches;
    const ofVisit = (c: HeldConversion) => c.sessionId !== '';
    const keys = batches.flatMap((b) => b.items.filter(ofVisit).map((c) => `${c.goalId}|${c.sessionId}`));
    if (keys.length === 0) return batches;
    const won = await this.claims.claim(keys, REMEMBER_MS);
    let i = 0;
    return batches
      .map((b) => ({ ...b, items: b.items.filter((c) => !ofVisit(c) || won[i++] === true) }))
      .filter((b) => b.items.length > 0);
  }

  private conversion(goal: WatchedGoal, row: EventInput): HeldConversion {
    const order = row.type === 'ecommerce';
    return {
      goalId: goal.id,
      goalName: goal.name,
      goalKind: goal.kind,
      siteId: row.item_id,
      at: row.time ?? this.now(),
      visitorId: row.visitor_id ?? '',
      sessionId: row.session_id ?? '',
      path: row.path ?? '',
      revenue: order ? (row.revenue ?? 0) : null,
      currency: order ? row.currency || null : null,
      value: goal.value,
      country: row.country ?? '',
      device: row.device_type ?? '',
      referrer: row.referrer ?? '',
    };
  }

  /** True the first time a visit reaches a goal (on this instance). */
  private firstOfVisit(goalId: string, sessionId: string): boolean {
    // an event of no visit (none is made without one) converts each time
    if (sessionId === '') return true;
    const key = `${goalId}|${sessionId}`;
    if (this.converted.has(key)) return false;
    this.converted.set(key, this.now());
    if (this.converted.size > MAX_REMEMBERED) {
      const oldest = this.converted.keys().next();
      if (!oldest.done) this.converted.delete(oldest.value);
    }
    return true;
  }

  private forgetOld(): void {
    const before = this.now() - REMEMBER_MS;
    for (const [key, at] of this.converted) {
      if (at >= before) return;
      this.converted.delete(key);
    }
  }
}
