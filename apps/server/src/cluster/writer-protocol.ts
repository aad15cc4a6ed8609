import type { ComposedEvent } from '../analytics-store/index.ts';
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
  /** one event-loop turn's clicks: answered once the writer has spooled them */
  | { t: 'clicks'; clicks: ForwardedClick[]; counts: [linkId: string, n: number][]; notes: ClickFact[] };

/** A click as the worker's engine recorded it (RedirectDeps.record). */
export type ForwardedClick = [orgId: string, weight: 0 | 1, event: ComposedEvent];

export interface WriterKeys {
  salts: [day: string, salt: string][];
  unlockSecret: string;
}

/** What the worker tells without waiting for an answer. */
export type Notice =
  | { t: 'release'; linkId: string }
  /** the redirects the worker answered since its last notice, for the writer's /metrics */
  | { t: 'tally'; tally: RedirectTally }
  /** closing: this worker answers no more visits, and the writer acknowledged all of its clicks */
  | { t: 'drained' };

/** Redirects answered: per latency bucket (REDIRECT_BUCKETS, then past the last), their seconds summed, per status. */
export interface RedirectTally {
  buckets: number[];
  sum: number;
  count: number;
  statuses: [status: number, n: number][];
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
