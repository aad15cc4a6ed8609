import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { EventWriter } from '../analytics-store/event-writer.ts';
import type { Config } from '../config.ts';
import { ownServerOf } from '../lib/own-server.ts';
import { createIngestionDoor } from '../modules/ingestion/ingestion-door.ts';
import { ClickBatch } from '../modules/redirect/click-batch.ts';
import type { CompiledLink } from '../modules/redirect/compiled-link.ts';
import { createFastPath, timedTake } from '../modules/redirect/fast-path.ts';
import { FrontDoor } from '../modules/redirect/front-door.ts';
import { type CustomDomain, LinkStore } from '../modules/redirect/link-store.ts';
import { RedirectEngine } from '../modules/redirect/redirect.service.ts';
import { redirectHostsOf } from '../modules/redirect/redirect-hosts.ts';
import type { SelfLoopContext } from '../modules/redirect/self-loop.ts';
import { requestIdGenerator } from '../plugins/request-id.ts';
import { createRequestReader } from '../tracking/client-request.ts';
import { openGeo } from '../tracking/geo.ts';
import { createAgentParser } from '../tracking/user-agent.ts';
import { saltedHasher } from '../tracking/visitor-hash.ts';
import { listenOn } from './listen.ts';
import { RedirectTallier } from './redirect-tally.ts';
import { relayConnection, type Writer } from './relay.ts';
import { workerIngestion } from './worker-ingestion.ts';
import { WriterCounts, WriterReports } from './worker-reports.ts';
import { WriterClient } from './writer-client.ts';
import type { WriterKeys } from './writer-protocol.ts';
import { writerSink } from './writer-sink.ts';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Fastify's keep-alive time, which the writer's server gives the connections it takes over. */
const KEEP_ALIVE_MS = 72_000;
/** How often the redirects answered here are added to the writer's /metrics. */
const TALLY_MS = 1_000;
/** How long a closing worker waits for the click numbers it asked the writer for. */
const ASK_WAIT_MS = 5_000;

/**
 * A worker of embedded cluster mode. It answers, on its own core, the
 * visits of short links it holds in memory: the same front door, fast path
 * and redirect engine as the writer's, with what only the writer has asked
 * of it over IPC (writer-protocol.ts): links and domains on a miss, click
 * numbers of links with a limit, the visitor-id salts. A click is
 * acknowledged as on a single process: in the worker's own spool
 * ($DATA_DIR/spool/$INSTANCE_ID, one per slot) before its answer leaves, and
 * the worker's event writer flushes that spool into the writer's store
 * through IPC (writer-sink.ts); a worker killed and started again in its slot
 * replays its own. Its counts go to the writer a few times a second
 * (worker-reports.ts). It answers tracking too (ingestion-door.ts), with
 * sites and visit sessions asked of the writer (worker-ingestion.ts), its
 * events in the same spool. Every other request (the API, pages, a link not
 * held yet, a password form, a tracking request that is not a plain 202)
 * hands the connection over to the writer, relayed byte for byte from its
 * first unanswered request (relay.ts).
 */
export async function startServingWorker(
  config: Config,
  writer: Writer,
  logger: Logger,
  beforeListen: () => Promise<void>,
): Promise<{ port: number; stop(): Promise<void> }> {
  const client = new WriterClient(logger);
  const keys = await client.ask<WriterKeys>({ t: 'keys' });
  const salts = new Map(keys.salts);
  const hasher = saltedHasher(
    salts,
    async () => {
      const fresh = await client.ask<WriterKeys>({ t: 'keys' });
      salts.clear();
      for (const [day, salt] of fresh.salts) salts.set(day, salt);
    },
    logger,
  );
  const { domains, cacheHosts, referrerHosts } = redirectHostsOf(config);
  const store = new PrefetchingLinkStore(
    {
      link: (domain, slug) => client.ask<CompiledLink | null>({ t: 'link', domain, slug }),
      domain: (host) => client.ask<CustomDomain | null>({ t: 'domain', host }),
    },
    client,
    { ownHosts: cacheHosts },
  );
  const reports = new WriterReports(client, logger, keys.watched);
  // replays what a killed worker of this slot left, through the writer, before any visit is taken
  const events = await EventWriter.open(
    writerSink(client),
    { ...config.events, spoolDir: resolve(config.dataDir, 'spool', config.instanceId) },
    logger,
  );
  const clicks = new ClickBatch(events, logger);
  const geo = await openGeo(logger);
  const ingestion = workerIngestion({ client, reports, events, geo, hasher, logger });
  const server: Server = createServer({ allowHalfOpen: true, noDelay: true });
  let selfLoop: SelfLoopContext | undefined;
  const engine = new RedirectEngine({
    store,
    counter: new WriterCounts(client, reports),
    enricher: { geo, parseAgent: createAgentParser(), hasher, ownHosts: referrerHosts },
    record: (orgId, weight, event) => {
      if (reports.allows(orgId, weight)) clicks.add(event);
    },
    // the counted clicks' facts of organisations whose endpoints take clicks go to the writer's ClickWebhooks
    clicks: { wants: (orgId) => reports.wantsClicks(orgId), note: (fact) => reports.note(fact) },
    unlockSecret: keys.unlockSecret,
    selfLoop: () => {
      selfLoop ??= { server: ownServerOf(config, server, []), shortDomain: config.shortDomain };
      return selfLoop;
    },
  });

  let closing = false;
  const reader = createRequestReader(config.trustedProxies);
  const fastPath = createFastPath({
    engine,
    store,
    clicks,
    reader,
    domains,
    parseCookie: (header) => fastifyCookie.parse(header),
    isClosing: () => closing,
    logger,
  });
  const tallier = new RedirectTallier(events);
  const frontDoor = new FrontDoor({
    take: timedTake(fastPath.take, (startedAt, status) => tallier.answered(startedAt, status)),
    prepare: fastPath.prepare,
    takePost: createIngestionDoor({
      ingestion: ingestion.deps,
      reader,
      hosts: store,
      requestId: requestIdGenerator(config.trustedProxies),
      isClosing: () => closing,
      answered: (route, status) => tallier.answeredRoute(route, status),
    }),
    handOff: (socket) => relayConnection(socket, writer, logger),
    keepAliveMs: () => KEEP_ALIVE_MS,
    isClosing: () => closing,
    logger,
  });
  server.on('connection', frontDoor.accept);
  const tellTally = () => {
    const tally = tallier.take();
    if (tally) client.tell({ t: 'tally', tally });
  };
  const tallyTimer = setInterval(tellTally, TALLY_MS);
  tallyTimer.unref();

  await beforeListen();
  const port = await listenOn(server, { host: config.host, port: config.port });
  return {
    port,
    async stop() {
      closing = true;
      frontDoor.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // the visits in flight (a click number asked for) are answered, their clicks spooled and flushed, before
      // the writer closes its store
      const deadline = Date.now() + ASK_WAIT_MS;
      while (client.pending > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      clicks.commit();
      await events.close();
      await reports.close();
      clearInterval(tallyTimer);
      tellTally();
      client.tell({ t: 'drained' });
      hasher.close();
      ingestion.close();
      store.close();
      // the connections handed to the writer end when it ends them (it drains as the worker does)
      await closed;
      client.close();
    },
  };
}

/** A worker's link cache: a miss is answered by the writer (the connection is handed over) and loaded here for the next visit. */
class PrefetchingLinkStore extends LinkStore {
  override peek(domain: string, slug: string, now: number): CompiledLink | null | undefined {
    const link = super.peek(domain, slug, now);
    if (link === undefined) this.load(domain, slug).catch(() => {});
    return link;
  }

  override peekDomain(host: string, now: number): CustomDomain | null | undefined {
    const domain = super.peekDomain(host, now);
    if (domain === undefined) this.loadDomain(host).catch(() => {});
    return domain;
  }
}
