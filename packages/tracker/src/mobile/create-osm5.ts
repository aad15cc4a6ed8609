import type { BatchEvent, EventBatch, EventProps, Order } from '@osm5/shared/analytics/tracking-payload';
import { randomId } from './random-id.ts';
import type { Osm5Storage } from './storage.ts';

/**
 * The contract's limit of events a batch (MAX_BATCH_EVENTS in @osm5/shared),
 * restated because importing it would bring zod into every app; a test keeps
 * the two equal.
 */
export const BATCH_LIMIT = 500;
/** The server takes events up to 7 days old; an hour is kept back for clocks that drift. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 3_600_000 - 3_600_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60_000;
const INSTALL_KEY = 'osm5:install-id';

/** The network boundary: `globalThis.fetch` fits, and so does a fake in tests. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ status: number; text?: () => Promise<string> }>;

export interface Osm5Options {
  /** the OSM5 server's origin, e.g. `https://osm5.example`; events go to `{endpoint}/api/event/batch` */
  endpoint: string;
  /** the app's id in OSM5 */
  siteId: string;
  /** keeps the install id and the offline queue (AsyncStorage on React Native) */
  storage: Osm5Storage;
  appVersion?: string;
  device?: EventBatch['device'];
  /** how long events wait to be sent together; default 10 s */
  flushIntervalMs?: number;
  /** events per request, and how many waiting events make an immediate send; default 50, at most 500 */
  maxBatch?: number;
  /** events kept while offline, the oldest dropped first; default 1000 */
  maxQueue?: number;
  fetch?: FetchLike;
  /** where dropped events are reported; default console.warn */
  log?: (message: string) => void;
}

export interface Osm5 {
  /** a screen view (the app's page view) */
  screen(name: string, props?: EventProps): void;
  /** a custom event */
  track(name: string, props?: EventProps): void;
  /** a sale; its id makes a resent order count once */
  order(order: Order): void;
  /** sends what waits now, whatever the back-off; resolves when sent or when the server is out of reach */
  flush(): Promise<void>;
  /** stops the timers, tries one last send; what could not be sent stays stored for the next start */
  shutdown(): Promise<void>;
}

type Outcome = 'sent' | 'retry' | 'refused';

/**
 * The SDK for apps (React Native, Node): events are stamped (id, time) when
 * they happen, queued in storage, and sent in batches to the batch endpoint.
 * A queue that cannot be sent (offline, 5xx, 429) waits with exponential
 * back-off and survives a restart; a batch the server refuses as malformed
 * (400, 413, 422) is dropped, as it would never pass.
 */
export function createOsm5(options: Osm5Options): Osm5 {
  const { siteId, storage, appVersion, device } = options;
  const url = `${options.endpoint.replace(/\/+$/, '')}/api/event/batch`;
  const flushIntervalMs = options.flushIntervalMs ?? 10_000;
  const maxBatch = Math.min(Math.max(1, options.maxBatch ?? 50), BATCH_LIMIT);
  const maxQueue = Math.max(1, options.maxQueue ?? 1_000);
  const send: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const log = options.log ?? ((message: string) => console.warn(message));
  const queueKey = `osm5:queue:${siteId}`;

  let queue: BatchEvent[] = [];
  let installId = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let retryAt = 0;
  let flushing: Promise<void> | undefined;
  let stopped = false;

  // writes happen one after the other; requests made while one waits share it
  let writing: Promise<void> = Promise.resolve();
  let writeQueued = false;
  const persist = (): Promise<void> => {
    if (writeQueued) return writing;
    writeQueued = true;
    writing = writing.then(async () => {
      writeQueued = false;
      try {
        await storage.setItem(queueKey, JSON.stringify(queue));
      } catch (error) {
        log(`osm5: could not store the event queue (${String(error)})`);
      }
    });
    return writing;
  };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, ms);
    // a Node process is not kept alive by a pending send
    (timer as { unref?: () => void }).unref?.();
  };

  const ready = (async () => {
    try {
      installId = (await storage.getItem(INSTALL_KEY)) ?? '';
      if (!installId) {
        installId = randomId();
        await storage.setItem(INSTALL_KEY, installId);
      }
    } catch (error) {
      installId ||= randomId();
      log(`osm5: could not keep the install id (${String(error)})`);
    }
    try {
      const stored: unknown = JSON.parse((await storage.getItem(queueKey)) ?? '[]');
      if (Array.isArray(stored)) queue = stored as BatchEvent[];
    } catch (error) {
      log(`osm5: the stored event queue was unreadable and is dropped (${String(error)})`);
    }
    // events left by the last run go out soon after start
    if (queue.length > 0) schedule(0);
  })();

  const post = async (events: BatchEvent[]): Promise<Outcome> => {
    const batch: EventBatch = { site: siteId, installId, appVersion, device, events };
    try {
      const response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
      if (response.status >= 200 && response.status < 300) return 'sent';
      if (response.status !== 400 && response.status !== 413 && response.status !== 422) return 'retry';
      const detail = await response.text?.().catch(() => '');
      log(`osm5: the server refused ${events.length} events (${response.status} ${detail ?? ''}); dropped`);
      return 'refused';
    } catch {
      return 'retry';
    }
  };

  const drain = async () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const oldest = Date.now() - MAX_EVENT_AGE_MS;
      const fresh = queue.filter((event) => (event.time as number) >= oldest);
      if (fresh.length < queue.length) {
        log(`osm5: ${queue.length - fresh.length} events older than the server accepts were dropped`);
        queue = fresh;
        if (fresh.length === 0) break;
      }
      const batch = queue.slice(0, maxBatch);
      const outcome = await post(batch);
      if (outcome === 'retry') {
        failures += 1;
        const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1) * (0.8 + Math.random() * 0.4));
        retryAt = Date.now() + backoff;
        schedule(backoff);
        break;
      }
      failures = 0;
      retryAt = 0;
      const done = new Set(batch.map((event) => event.id));
      queue = queue.filter((event) => !done.has(event.id));
    }
    await persist();
  };

  const flush = (): Promise<void> => {
    // a send in progress may have passed events queued since: one more pass after it, shared by its waiters
    if (flushing) return flushing.then(flush);
    flushing = ready.then(drain).finally(() => {
      flushing = undefined;
    });
    return flushing;
  };

  const add = (event: BatchEvent) => {
    if (stopped) return;
    // stamped now, queued once the stored queue is loaded, so the order holds across restarts
    const stamped: BatchEvent = { ...event, id: randomId(), time: Date.now() };
    void ready.then(() => {
      queue.push(stamped);
      if (queue.length > maxQueue) {
        queue.splice(0, queue.length - maxQueue);
        log(`osm5: the offline queue is full (${maxQueue}); the oldest events were dropped`);
      }
      void persist();
      if (queue.length >= maxBatch && Date.now() >= retryAt && !stopped) void flush();
      else if (!timer) schedule(flushIntervalMs);
    });
  };

  return {
    screen: (screen, props) => add({ type: 'screenview', screen, props }),
    track: (name, props) => add({ type: 'custom', name, props }),
    order: (order) => add({ type: 'ecommerce', order }),
    flush,
    async shutdown() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await ready;
      await flush();
      await writing;
    },
  };
}
