import {
  type BatchEvent,
  type EventBatch,
  type IngestResult,
  type MobileEventKind,
  mobileEventKinds,
  type WebEvent,
  type WebEventKind,
  webEventKinds,
} from '@osm5/shared';
import { untrackedEventTypes } from '@osm5/shared/schemas/usage';
import type { EventInput } from '../../analytics-store/index.ts';
import { AppError } from '../../errors.ts';
import { answerReason, type DropReason, requestDropReason } from './drop-rules.ts';
import { type ClientEvent, eventRows, sessionKeyOf, storedIdOf } from './event-rows.ts';
import { screenClassOf } from './page-url.ts';
import type { RecentIds } from './recent-ids.ts';
import type { SessionTracker } from './sessions.ts';
import type { SiteConfig } from './site-config.ts';
import { type IngestRequest, type TrackingTools, visitColumns } from './visit.ts';

/** How far from now a batch event's time may be: an offline queue's week, a clock an hour fast. */
export const MAX_EVENT_AGE_MS = 7 * 86_400_000;
export const MAX_EVENT_AHEAD_MS = 3_600_000;

export interface IngestionDeps {
  sites: { get(siteId: string): SiteConfig | null | Promise<SiteConfig | null> };
  tools: TrackingTools;
  sessions: SessionTracker;
  recentIds: RecentIds;
  /** the event writer's append: when it returns, the rows are spooled (acknowledged) */
  append(rows: EventInput[]): void;
  /** the first event of a not_verified site (see site-activation.ts) */
  activate(site: SiteConfig, at: number): void;
  now(): number;
  /** the plan's tracked-events limit (modules/usage); absent: no limit */
  quota?: { allows(orgId: string, count: number): boolean };
  /** goal.converted webhooks (webhooks/goal-webhooks.ts): told of one request's stored rows, in memory */
  conversions?: { note(rows: readonly EventInput[]): void };
}

const untracked = new Set<string>(untrackedEventTypes);
const isTracked = (type: string | undefined) => !untracked.has(type ?? '');

const webKinds = new Set<string>(webEventKinds);
const mobileKinds = new Set<string>(mobileEventKinds);

/** The site named by a request, or NOT_FOUND naming the field that named it. */
async function siteOf(deps: IngestionDeps, siteId: string, field: string): Promise<SiteConfig> {
  const site = await deps.sites.get(siteId);
  if (!site) throw new AppError('NOT_FOUND', { field, message: 'No site or app has this id.' });
  return site;
}

const dropped = (count: number, reason: DropReason | undefined): IngestResult => {
  const r = answerReason(reason);
  return r ? { accepted: 0, dropped: count, reason: r } : { accepted: 0, dropped: count };
};

/** Stores the rows (the acknowledgement), then lets the site go live if this was its first event. */
function store(deps: IngestionDeps, site: SiteConfig, rows: EventInput[], count: number, now: number): void {
  if (rows.length === 0) return;
  // what the usage report counts: engagement pings belong to a page view already counted
  const tracked = rows.reduce((n, row) => (isTracked(row.type) ? n + 1 : n), 0);
  if (deps.quota && tracked > 0 && !deps.quota.allows(site.orgId, tracked)) {
    throw new AppError('PLAN_LIMIT', {
      field: 'trackedEventsPerMonth',
      message: `The plan's tracked events for this month are used up (${count} not stored).`,
    });
  }
  try {
    deps.append(rows);
  } catch (error) {
    // the spool refused (a full disk, a closing server): the sender should retry
    throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
  }
  deps.activate(site, now);
  deps.conversions?.note(rows);
}

/** POST /api/event: one event of the web tracker. */
export async function ingestWebEvent(deps: IngestionDeps, r: IngestRequest, event: WebEvent): Promise<IngestResult> {
  const site = await siteOf(deps, event.s, 's');
  if (site.kind !== 'web')
    throw new AppError('VALIDATION_ERROR', {
      field: 's',
      message: 'This id is a mobile app: send its events in batches.',
    });
  const agent = deps.tools.parseAgent(r.userAgent);
  const reason = requestDropReason(site, r, agent, deps.tools);
  if (reason) return dropped(1, reason);
  const now = deps.now();
  const visit = visitColumns(deps.tools, site, r, agent, now, { screen: screenClassOf(event.w) });
  const visitor = [sessionKeyOf(site, visit)];
  await deps.sessions.prepare(visitor);
  const result = eventRows(site, visit, deps.sessions, {
    type: event.e,
    time: now,
    url: event.u,
    referrer: event.r,
    title: event.t,
    name: event.n,
    props: event.p,
    href: event.h,
    value: event.v,
    order: event.o,
    scrollDepth: event.d,
    engagedMs: event.g,
  });
  if ('dropped' in result) return dropped(1, result.dropped);
  store(deps, site, result.rows, 1, now);
  await deps.sessions.commit(visitor);
  return { accepted: 1, dropped: 0 };
}

/** A batch event's time: absent is now; a number is UTC milliseconds; else an ISO instant. */
function timeOf(ev: BatchEvent, now: number): number {
  if (ev.time === undefined) return now;
  return typeof ev.time === 'number' ? ev.time : Date.parse(ev.time);
}

/**
 * POST /api/event/batch: up to 500 events of one site or app. Kinds are
 * checked against the site's kind first (a wrong kind is the sender's bug:
 * 400, nothing stored); then the whole request may be dropped, then each
 * event on its own (a time outside now−7 days…now+1 hour, a host or path of a
 * web page). An event whose id was already stored counts as accepted (a
 * resend gets the first answer) and is not stored again.
 */
export async function ingestBatch(deps: IngestionDeps, r: IngestRequest, batch: EventBatch): Promise<IngestResult> {
  const site = await siteOf(deps, batch.site, 'site');
  const allowed = site.kind === 'mobile' ? mobileKinds : webKinds;
  batch.events.forEach((ev, i) => {
    if (!allowed.has(ev.type)) {
      const kinds = site.kind === 'mobile' ? mobileEventKinds : webEventKinds;
      throw new AppError('VALIDATION_ERROR', {
        field: `events.${i}.type`,
        message: `A ${site.kind === 'mobile' ? 'mobile app' : 'web site'} takes ${kinds.join(', ')}.`,
      });
    }
  });
  const agent = deps.tools.parseAgent(r.userAgent);
  const reason = requestDropReason(site, r, agent, deps.tools);
  if (reason) return dropped(batch.events.length, reason);

  const now = deps.now();
  const visit = visitColumns(deps.tools, site, r, agent, now, { batch });
  const visitor = [sessionKeyOf(site, visit)];
  await deps.sessions.prepare(visitor);
  const rows: EventInput[] = [];
  const named = new Set<string>();
  let accepted = 0;
  let droppedCount = 0;
  const reasons = new Set<DropReason>();
  for (const ev of batch.events) {
    const time = timeOf(ev, now);
    if (!(time >= now - MAX_EVENT_AGE_MS && time <= now + MAX_EVENT_AHEAD_MS)) {
      droppedCount++;
      reasons.add('out_of_window');
      continue;
    }
    if (ev.id) {
      const stored = storedIdOf(site.id, ev.id);
      if (named.has(stored) || deps.recentIds.has(stored)) {
        accepted++;
        continue;
      }
      named.add(stored);
    }
    const result = eventRows(site, visit, deps.sessions, {
      type: ev.type as WebEventKind | MobileEventKind | 'screenview',
      time,
      clientId: ev.id,
      url: ev.url,
      screen: ev.screen,
      title: ev.title,
      referrer: ev.referrer,
      name: ev.name,
      props: ev.props,
      href: ev.href,
      value: ev.value,
      order: ev.order,
      scrollDepth: ev.scrollDepth,
      engagedMs: ev.engagedMs,
    } satisfies ClientEvent);
    if ('dropped' in result) {
      droppedCount++;
      reasons.add(result.dropped);
      if (ev.id) named.delete(storedIdOf(site.id, ev.id));
      continue;
    }
    for (const row of result.rows) rows.push(row);
    accepted++;
  }
  store(deps, site, rows, accepted, now);
  // remembered once spooled: a batch that failed is not a batch to skip
  for (const id of named) deps.recentIds.add(id);
  if (rows.length > 0) await deps.sessions.commit(visitor);
  if (accepted === 0 && reasons.size === 1) return dropped(droppedCount, [...reasons][0]);
  return { accepted, dropped: droppedCount };
}
