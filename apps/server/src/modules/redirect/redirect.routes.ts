import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ComposedEvent } from '../../analytics-store/index.ts';
import type { Config } from '../../config.ts';
import { isBackEndUnavailable } from '../../lib/back-end-unavailable.ts';
import { pageHeaders } from '../../lib/content-security-policy.ts';
import { ownServerOf } from '../../lib/own-server.ts';
import { requestIdGenerator } from '../../plugins/request-id.ts';
import { createRequestReader } from '../../tracking/client-request.ts';
import { openGeo } from '../../tracking/geo.ts';
import { createAgentParser } from '../../tracking/user-agent.ts';
import { openVisitorHasher, type VisitorHasher } from '../../tracking/visitor-hash.ts';
import { createIngestionDoor } from '../ingestion/ingestion-door.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { ClickBatch } from './click-batch.ts';
import { ClickCounter } from './click-counter.ts';
import { reconcileClickLimits } from './click-reconcile.ts';
import { createFastPath, timedTake, writeResponse } from './fast-path.ts';
import { FrontDoor } from './front-door.ts';
import { databaseLinkSource, LinkStore } from './link-store.ts';
import { pageLanguageOf } from './page-messages.ts';
import { safeLocation } from './raw-answer.ts';
import { type Answer, RedirectEngine, unavailableAnswer, type Visit } from './redirect.service.ts';
import { redirectHostsOf } from './redirect-hosts.ts';
import { notFoundPage } from './redirect-pages.ts';
import type { SelfLoopContext } from './self-loop.ts';
import { visitOf } from './visit-of.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * the redirect engine's link cache, click totals (tests flush them) and
     * what an embedded cluster's workers ask of the writer (cluster/writer-side.ts)
     */
    redirect: RedirectParts;
  }
}

/** A slug as slugField accepts it: no dot, so /favicon.ico and /static/… never reach the engine. */
const SLUG_ROUTE = '/:slug(^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$)';
const COUNTER_FLUSH_MS = 1_000;

type SlugRequest = FastifyRequest<{ Params: { slug: string } }>;

export interface RedirectParts {
  store: LinkStore;
  counter: ClickCounter;
  hasher: VisitorHasher;
  unlockSecret: string;
}

/**
 * Short links on the product's short domain and on verified custom domains.
 * Registered after the API modules and before the web app: on the app's own
 * host a path that is no link falls through to the static files and the web
 * app as before; on a custom domain every other path is the branded 404.
 * Cached links are answered by the fast path before Fastify's routing; the
 * routes here answer the rest (first visits, misses, the password form).
 */
export const redirectPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const { domains, cacheHosts, referrerHosts } = redirectHostsOf(config);
    const store = new LinkStore(databaseLinkSource(app.db.db), app.linkChanges, { ownHosts: cacheHosts });
    const keyPrefix = `redirect:${(await ensureSecret(app.db.db, 'rate_limit_prefix')).slice(0, 12)}`;
    // before the counter reads any total: an unclean stop may have left them behind the stored clicks
    await reconcileClickLimits(app.db.db, app.events, app.log);
    const counter = new ClickCounter(app.db.db, app.redis, keyPrefix, app.log, COUNTER_FLUSH_MS);
    const hasher = await openVisitorHasher(app.db.db, app.log);
    const geo = await openGeo(app.log);
    const clicks = new ClickBatch(app.events.writer, app.log);
    const quota = app.usage.quota;
    const record = (orgId: string, weight: 0 | 1, click: ComposedEvent) => {
      if (quota && !quota.allows(orgId, weight)) return;
      clicks.add(click);
    };
    const unlockSecret = await ensureSecret(app.db.db, 'link_unlock_secret');
    let selfLoop: SelfLoopContext | undefined;
    const engine = new RedirectEngine({
      store,
      counter,
      enricher: { geo, parseAgent: createAgentParser(), hasher, ownHosts: referrerHosts },
      record,
      rateLimit: app.rateLimit,
      clicks: app.webhooks.clicks,
      unlockSecret,
      selfLoop: () => {
        if (selfLoop) return selfLoop;
        const now = { server: ownServerOf(config, app.server, []), shortDomain: config.shortDomain };
        // kept once the server listens: the port it really has (PORT=0 picks one)
        if (app.server.listening) selfLoop = now;
        return now;
      },
    });
    app.decorate('redirect', { store, counter, hasher, unlockSecret });

    let closing = false;
    const reader = createRequestReader(config.trustedProxies);
    const fastPath = createFastPath({
      engine,
      store,
      clicks,
      reader,
      domains,
      parseCookie: (header) => app.parseCookie(header),
      isClosing: () => closing,
      logger: app.log,
    });
    // every answer of the fast path is timed and counted (plugins/metrics.ts); the routes below are by their config
    const takeVisit = timedTake(fastPath.take, (startedAt, status) => app.metrics.redirectAnswered(startedAt, status));
    // Each connection reaches the front door first; it hands to Node's HTTP server whatever it does not answer.
    const server = app.server;
    const nodeConnectionListeners = server.listeners('connection') as ((...args: unknown[]) => void)[];
    server.removeAllListeners('connection');
    const frontDoor = new FrontDoor({
      take: takeVisit,
      prepare: fastPath.prepare,
      takePost: createIngestionDoor({
        ingestion: app.ingestion,
        reader,
        hosts: store,
        requestId: requestIdGenerator(config.trustedProxies),
        isClosing: () => closing,
        answered: (route, status) => app.metrics.answered(route, status),
      }),
      handOff: (socket) => {
        for (const listener of nodeConnectionListeners) listener.call(server, socket);
      },
      keepAliveMs: () => server.keepAliveTimeout,
      isClosing: () => closing,
      logger: app.log,
    });
    server.on('connection', frontDoor.accept);
    // On connections Node parses, Node's request event reaches the fast path first; what it declines goes to Fastify.
    const fastifyListeners = server.listeners('request') as ((...args: unknown[]) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      if (takeVisit(req, (answer, head, secure) => writeResponse(res, answer, head, secure))) return;
      for (const listener of fastifyListeners) listener.call(server, req, res);
    });
    // while closing, Fastify answers everything, so in-flight answers carry `Connection: close`
    app.addHook('preClose', async () => {
      closing = true;
      frontDoor.close();
    });
    // Runs before the event store's own onClose (hooks close in reverse), so counted clicks reach links.clicks.
    app.addHook('onClose', async () => {
      clicks.commit();
      store.close();
      hasher.close();
      await counter.close();
    });

    // A verified custom domain answers short links only: every other path there is the branded 404.
    // (Fastify applies this root hook to every route, the API's included.)
    app.addHook('onRequest', async (request, reply) => {
      const host = request.host.toLowerCase();
      if (store.isOwnHost(host)) return;
      let domain = store.peekDomain(host, Date.now());
      if (domain === undefined) {
        try {
          domain = await store.loadDomain(host);
        } catch (error) {
          // the database is down: answer as the app's own host rather than fail every request (/api/health included)
          request.log.warn({ err: error, host }, 'custom domain lookup failed');
          return;
        }
      }
      if (!domain || request.routeOptions.url === SLUG_ROUTE) return;
      const html = notFoundPage(pageLanguageOf(request.headers['accept-language']));
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .headers(pageHeaders(html))
        .type('text/html; charset=utf-8')
        .send(html);
    });

    const visitOfRequest = async (request: SlugRequest): Promise<Visit> => {
      const host = request.host.toLowerCase();
      const custom = store.isOwnHost(host)
        ? null
        : (store.peekDomain(host, Date.now()) ?? (await store.loadDomain(host)));
      const facts = {
        method: request.method,
        host,
        protocol: request.protocol,
        ip: request.ip,
        slug: request.params.slug,
        query: request.query as Record<string, string | string[] | undefined>,
        headers: request.headers,
        cookies: request.cookies,
      };
      return visitOf(facts, custom, domains);
    };

    /**
     * The visit's answer. A back end that cannot be reached (the database, for a link or domain not cached)
     * gets the visitor the page saying so, 503 with Retry-After, rather than the API's JSON error.
     */
    const answerOf = async (request: SlugRequest, answer: (v: Visit) => Answer | Promise<Answer>) => {
      try {
        return await answer(await visitOfRequest(request));
      } catch (error) {
        if (!isBackEndUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'link not looked up: a back end cannot be reached');
        return unavailableAnswer(pageLanguageOf(request.headers['accept-language']), 'lookup');
      }
    };

    await app.register(async (routes) => {
      routes.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8_192 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );

      routes.route<{ Params: { slug: string } }>({
        method: ['GET', 'HEAD'],
        url: SLUG_ROUTE,
        logLevel: 'warn',
        config: { xsrfCookie: false, redirectMetric: true },
        // a public page, not part of the JSON API's document
        schema: { hide: true },
        async handler(request, reply) {
          const answer = await answerOf(request, (v) => engine.visit(v));
          await clicks.spooled();
          return send(reply, answer);
        },
      });

      routes.route<{ Params: { slug: string }; Body: { password?: string } | undefined }>({
        method: 'POST',
        url: SLUG_ROUTE,
        logLevel: 'warn',
        config: { xsrfCookie: false, redirectMetric: true },
        schema: { hide: true },
        async handler(request, reply) {
          const password = typeof request.body?.password === 'string' ? request.body.password : '';
          const answer = await answerOf(request, (v) => engine.unlock(v, password));
          await clicks.spooled();
          return send(reply, answer);
        },
      });
    });
  },
  {
    name: 'redirect',
    dependencies: [
      'database',
      'cache',
      'event-store',
      'link-changes',
      'cookies',
      'rate-limit',
      'metrics',
      'webhooks',
      'ingestion',
    ],
  },
);

function send(reply: FastifyReply, answer: Answer): FastifyReply {
  if (answer.type === 'redirect') {
    if (answer.cookie) {
      reply.setCookie(answer.cookie.name, answer.cookie.value, {
        path: answer.cookie.path,
        maxAge: answer.cookie.maxAgeSeconds,
        httpOnly: true,
        sameSite: 'lax',
        secure: reply.request.protocol === 'https',
      });
    }
    return reply
      .code(answer.status)
      .header('location', safeLocation(answer.url))
      .header('cache-control', 'private, max-age=0')
      .send();
  }
  if (answer.type === 'fallthrough') {
    reply.callNotFound();
    return reply;
  }
  if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply
    .code(answer.status)
    .header('cache-control', answer.cache === 'private' ? 'private, max-age=0' : 'no-store')
    .headers(pageHeaders(answer.html))
    .type('text/html; charset=utf-8')
    .send(answer.html);
}
