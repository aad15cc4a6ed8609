import type { EventInput, EventRow } from '../analytics-store/index.ts';
import type { IngestionSiteRow } from '../modules/ingestion/ingestion.repository.ts';
import type { SessionState } from '../modules/ingestion/sessions.ts';
import type { ClickFact } from '../modules/webhooks/click-webhooks.ts';
import type { LinkChange } from '../plugins/link-changes.ts';

/**
 * What the workers of embedded cluster mode and their writer (the primary,
 * which alone opens PGlite and DuckDB) tell each other over Node's IPC
 * channel, besides the start-up messages of primary.ts. A worker answers the
 * visits of the links it holds and asks the writer for the rest of what they
 * need; everything else it relays to the writer (serving-worker.ts).
 */
export type Question =
  | { t: 'link'; domain: string; slug: string }
  | { t: 'domain'; host: string }
  /** a click number of a link with a limit: the writer's counter is the only one */
  | { t: 'reserve'; linkId: string; stored: number }
  /** the visitor-id salts (visitor-hash.ts), and the unlock cookies' secret */
  | { t: 'keys' }
  /** the worker's spool, flushed into the writer's store (its EventWriter's sink: spool segments by path, or rows) */
  | { t: 'segments'; paths: string[] }
  | { t: 'rows'; rows: EventRow[] }
  | { t: 'storedIds'; rows: EventRow[] }
  /** what the worker counted since its last report; answered with a ReportAnswer */
  | { t: 'report'; report: WorkerReport }
  /** a site or app to take events for (ingestion.repository.ts's row, or null) */
  | { t: 'site'; id: string }
  /** visit sessions: the writer's tracker is its workers' shared store (SharedSessions) */
  | { t: 'sessions'; visitors: string[] }
  | { t: 'saveSessions'; states: [visitor: string, state: SessionState][] }
  /** a not_verified site's first event: answered whether this turned it active (the writer tells everyone) */
  | { t: 'activate'; siteId: string; at: Date };

/**
 * What webhook endpoints take, as the writer last read it: a worker sends only
 * these in its reports, so nothing crosses the IPC channel for a click or an
 * event no endpoint wants.
 */
export interface Watched {
  /** the sites whose goals an endpoint watches: their stored rows go in the reports (goal.converted) */
  sites: string[];
  /** the organisations with an endpoint taking clicks: their counted clicks' facts go in the reports (link.clicked) */
  clickOrgs: string[];
}

/** The writer's answer to a report. */
export interface ReportAnswer {
  /** the organisations among the report's whose events no longer fit their plan's limit */
  full: string[];
  watched: Watched;
}

export type SiteAnswer = IngestionSiteRow | null;

/** A worker's counts of a few tenths of a second (worker-reports.ts). */
export interface WorkerReport {
  /** clicks stored per organisation, against its plan's tracked-events limit */
  tracked: [orgId: string, n: number][];
  /** counted clicks per link (links.clicks) */
  counts: [linkId: string, n: number][];
  /** the counted clicks of organisations in Watched.clickOrgs, for link.clicked webhooks */
  notes: ClickFact[];
  /** the stored rows of tracking requests of watched sites, one list per request, for goal.converted webhooks */
  conversions: EventInput[][];
}

export interface WriterKeys {
  salts: [day: string, salt: string][];
  unlockSecret: string;
  /** as in ReportAnswer, for the worker's first clicks and events */
  watched: Watched;
}

/** What the worker tells without waiting for an answer. */
export type Notice =
  | { t: 'release'; linkId: string }
  /** the redirects the worker answered since its last notice, for the writer's /metrics */
  | { t: 'tally'; tally: RedirectTally }
  /** closing: this worker answers no more visits, and the writer acknowledged all of its clicks */
  | { t: 'drained' };

/**
 * Redirects answered: per latency bucket (REDIRECT_BUCKETS), their seconds
 * summed, their count, per status; and the worker's event writer's totals
 * since the last tally.
 */
export interface RedirectTally {
  buckets: number[];
  sum: number;
  count: number;
  statuses: [status: number, n: number][];
  /** the worker's other answers at its front door (tracking), by route and status */
  answers: [route: string, status: number, n: number][];
  /** the counts since the last tally; what the worker holds now, and since when (ms since the epoch) */
  events: { appended: number; stored: number; failedInserts: number; pending: number; oldestAt: number | null };
}

export type ToWriter = { osm5: 'ask'; id: number; q: Question } | { osm5: 'notice'; n: Notice };

export type ToWorker =
  | { osm5: 'answer'; id: number; value: unknown }
  | { osm5: 'failed'; id: number; error: string }
  /** a link, domain or site changed (app.linkChanges): the worker's cache forgets it */
  | { osm5: 'change'; change: LinkChange };

const tagged = (m: unknown): m is { osm5: string } =>
  typeof m === 'object' && m !== null && typeof (m as { osm5?: unknown }).osm5 === 'string';

export const toWriter = (m: unknown): ToWriter | undefined =>
  tagged(m) && (m.osm5 === 'ask' || m.osm5 === 'notice') ? (m as ToWriter) : undefined;

export const toWorker = (m: unknown): ToWorker | undefined =>
  tagged(m) && (m.osm5 === 'answer' || m.osm5 === 'failed' || m.osm5 === 'change') ? (m as ToWorker) : undefined;
