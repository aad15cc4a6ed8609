import { createHash, timingSafeEqual } from 'node:crypto';
import { parseIp } from '@osm5/shared/links/ip-match';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { WriterStats } from '../analytics-store/event-writer.ts';
import type { RedirectTally } from '../cluster/writer-protocol.ts';
import type { Config } from '../config.ts';
import type { ReplicaSet } from '../db/replicas.ts';
import { type QueueDepths, queueDepths } from '../modules/health/queue-depths.repository.ts';
import { requestErrorBody } from './error-handler.ts';
import { LatencyHistogram } from './latency-histogram.ts';
import { WorkerBacklogs } from './worker-backlogs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the Prometheus registry of this app, and what the redirect fast path reports to it */
    metrics: Metrics;
  }
  interface FastifyContextConfig {
    /** true: this route's answers are redirects (osm5_redirect_duration_seconds) */
    redirectMetric?: boolean;
  }
}

export interface Metrics {
  readonly registry: Registry;
  /**
   * A visit answered before Fastify (the redirect fast path): `startedAt` is
   * its performance.now() on arrival. Two additions to plain numbers, no
   * labels hashed: the counts join osm5_http_requests_total at the scrape.
   */
  redirectAnswered(startedAt: number, status: number): void;
  /** another request answered before Fastify (tracking at the front door: ingestion-door.ts), by route and status */
  answered(route: string, status: number): void;
  /** the redirects an embedded cluster's worker (its cluster id) answered, and its events (cluster/redirect-tally.ts) */
  workerTallied(worker: number, tally: RedirectTally): void;
}

/** The route label of every short-link visit, fast path or Fastify's slug routes (whose pattern holds a regex). */
const REDIRECT_ROUTE = '/:slug';
export const REDIRECT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/**
 * Prometheus metrics at GET /metrics (text format 0.0.4): HTTP requests by
 * route and status, the redirect latency histogram, the event writer's totals
 * and buffer, the background queues' depths, and Node's process metrics.
 *
 * Who may read them: a client whose address (as resolved through
 * TRUSTED_PROXIES) is private, loopback or link-local and that came directly
 * or through a trusted proxy (a scraper inside the cluster); or anyone
 * presenting `Authorization: Bearer $METRICS_TOKEN`. Everyone else gets the
 * same 404 as an unknown path.
 */
export const metricsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const registry = new Registry();
    const nodeProcess = processMetrics();

    const fastPathCounts = new Map<number, number>();
    /** the front door's other answers, by route and status */
    const doorCounts = new Map<string, Map<number, number>>();
    const countDoor = (route: string, status: number, n: number) => {
      const byStatus = doorCounts.get(route) ?? new Map<number, number>();
      doorCounts.set(route, byStatus);
      byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    };
    const requests = new Counter({
      name: 'osm5_http_requests_total',
      help: 'HTTP requests answered, by route (the pattern, not the URL) and status',
      labelNames: ['route', 'status'] as const,
      registers: [registry],
      collect() {
        for (const [status, n] of fastPathCounts) this.inc({ route: REDIRECT_ROUTE, status }, n);
        fastPathCounts.clear();
        for (const [route, byStatus] of doorCounts) for (const [status, n] of byStatus) this.inc({ route, status }, n);
        doorCounts.clear();
      },
    });
    const redirects = new LatencyHistogram(
      'osm5_redirect_duration_seconds',
      'Short-link visits, from the request read to the answer written (the click spooled first)',
      REDIRECT_BUCKETS,
      registry,
    );
    const workerEvents = { appended: 0, stored: 0, failedInserts: 0 };
    const workerBacklogs = new WorkerBacklogs();
    eventMetrics(app, registry, workerEvents, workerBacklogs);
    queueMetrics(app, registry);
    if (app.db.replicas) replicaMetrics(app.db.replicas, registry);

    const metrics: Metrics = {
      registry,
      redirectAnswered(startedAt, status) {
        redirects.observe((performance.now() - startedAt) / 1000);
        fastPathCounts.set(status, (fastPathCounts.get(status) ?? 0) + 1);
      },
      answered(route, status) {
        countDoor(route, status, 1);
      },
      workerTallied(worker, tally) {
        for (const [route, status, n] of tally.answers) countDoor(route, status, n);
        redirects.merge(tally.buckets, tally.sum, tally.count);
        for (const [status, n] of tally.statuses) fastPathCounts.set(status, (fastPathCounts.get(status) ?? 0) + n);
        workerEvents.appended += tally.events.appended;
        workerEvents.stored += tally.events.stored;
        workerEvents.failedInserts += tally.events.failedInserts;
        workerBacklogs.told(worker, tally.events.pending, tally.events.oldestAt);
      },
    };
    app.decorate('metrics', metrics);

    app.addHook('onResponse', (request, reply, done) => {
      const redirect = request.routeOptions.config.redirectMetric === true;
      requests.inc({
        route: redirect ? REDIRECT_ROUTE : (request.routeOptions.url ?? 'unmatched'),
        status: reply.statusCode,
      });
      if (redirect) redirects.observe(reply.elapsedTime / 1000);
      done();
    });

    const allowed = metricsAccess(config.metricsToken);
    app.get(
      '/metrics',
      { logLevel: 'warn', config: { xsrfCookie: false }, schema: { hide: true } },
      async (request, reply) => {
        if (!allowed(request)) {
          return reply
            .status(404)
            .send(requestErrorBody(request, 'NOT_FOUND', `${request.method} /metrics does not exist.`));
        }
        reply.header('cache-control', 'no-store').type(registry.contentType);
        return `${await nodeProcess.metrics()}\n${await registry.metrics()}`;
      },
    );
  },
  { name: 'metrics', dependencies: ['database', 'event-store'] },
);

/**
 * Node's process metrics (CPU, memory, event-loop lag, GC) belong to the
 * process, not to an app: one registry for every app it builds (tests build
 * many), whose observers are never started twice.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The event writer's totals since the start and what it holds now, read at each scrape. */
/** The event writer's totals, with those of an embedded cluster's workers (their own writers, their own spools). */
function eventMetrics(app: FastifyInstance, registry: Registry, workers: WriterStats, backlogs: WorkerBacklogs) {
  const writer = app.events.writer;
  const total = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  total('osm5_events_appended_total', 'Events acknowledged (spooled)', () => writer.stats.appended + workers.appended);
  total('osm5_events_flushed_total', 'Events stored in the event store', () => writer.stats.stored + workers.stored);
  total(
    'osm5_event_insert_failures_total',
    'Event inserts that failed (kept and retried)',
    () => writer.stats.failedInserts + workers.failedInserts,
  );
  new Gauge({
    name: 'osm5_events_buffered',
    help: 'Events acknowledged and not stored yet',
    registers: [registry],
    collect() {
      this.set(writer.pending() + backlogs.pending());
    },
  });
  new Gauge({
    name: 'osm5_events_behind_seconds',
    help: 'How long ago the oldest event acknowledged and not stored yet was acknowledged (0: all stored)',
    registers: [registry],
    collect() {
      const own = writer.oldestPendingAt();
      const workers = backlogs.oldestAt();
      const oldest = own === undefined ? workers : workers === undefined ? own : Math.min(own, workers);
      this.set(oldest === undefined ? 0 : Math.max(0, Date.now() - oldest) / 1000);
    },
  });
  new Gauge({
    name: 'osm5_events_buffered_bytes',
    help: 'Bytes of acknowledged events held in memory',
    registers: [registry],
    collect() {
      this.set(writer.heldBytes());
    },
  });
}

/** Background queues, counted in the database at each scrape (a failed count leaves the last value). */
function queueMetrics(app: FastifyInstance, registry: Registry) {
  let last: Promise<QueueDepths> | undefined;
  // the gauges are collected in one scrape: one count of each, shared
  const depths = () => {
    last ??= queueDepths(app.db.db, new Date()).finally(() => {
      last = undefined;
    });
    return last;
  };
  const gauge = (name: string, help: string, key: keyof QueueDepths) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set((await depths())[key]);
        } catch (err) {
          app.log.warn({ err }, 'queue depths could not be counted');
        }
      },
    });
  gauge('osm5_event_deletions_pending', 'Removals of deleted items’ events waiting to be done', 'eventDeletions');
  gauge('osm5_uptime_checks_due', 'Uptime checks whose time has come and that no instance has started', 'uptimeDue');
  gauge('osm5_webhook_events_pending', 'Changes not fanned out to the webhook endpoints yet', 'webhookEvents');
  gauge(
    'osm5_webhook_deliveries_pending',
    'Webhook deliveries waiting for their first attempt or a retry',
    'webhookDeliveries',
  );
  gauge('osm5_link_imports_running', 'Bulk link imports in progress', 'linkImports');
}

/** PostgreSQL's read replicas: where reads went, and how far behind each replica was at its last reading. */
function replicaMetrics(replicas: ReplicaSet, registry: Registry) {
  new Counter({
    name: 'osm5_db_reads_total',
    help: 'Relational reads by the server they went to (primary, or a read replica fresh enough for them)',
    labelNames: ['target'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ target: 'primary' }, replicas.reads.primary);
      this.inc({ target: 'replica' }, replicas.reads.replica);
    },
  });
  new Gauge({
    name: 'osm5_db_replica_lag_bytes',
    help: 'Bytes of WAL the primary had written that the replica had not replayed (-1: unreachable)',
    labelNames: ['replica'] as const,
    registers: [registry],
    collect() {
      for (const r of replicas.status()) this.set({ replica: r.name }, r.lagBytes ?? -1);
    },
  });
}

/** A private address that came directly (or through a trusted proxy), or the Bearer token. */
function metricsAccess(token: string | undefined) {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const expected = token ? digest(token) : undefined;
  return (request: FastifyRequest): boolean => {
    const auth = request.headers.authorization;
    if (expected && auth?.startsWith('Bearer ') && timingSafeEqual(digest(auth.slice(7)), expected)) return true;
    // a forwarded request whose proxy is not trusted: its own (private) address says nothing of the client
    const forwarded = request.headers['x-forwarded-for'] !== undefined;
    if (forwarded && request.ip === request.socket.remoteAddress) return false;
    return PRIVATE_RANGES.has(parseIp(request.ip)?.range() ?? '');
  };
}

/** Where a scraper may be: this host, a private network (RFC 1918, fc00::/7) or a link. */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal']);
