import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openGeo } from '../../tracking/geo.ts';
import { createAgentParser } from '../../tracking/user-agent.ts';
import { openVisitorHasher } from '../../tracking/visitor-hash.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { ClickCounter } from './click-counter.ts';
import { LinkStore } from './link-store.ts';
import { pageLanguageOf } from './page-messages.ts';
import { type Answer, RedirectEngine, type Visit } from './redirect.service.ts';
import { notFoundPage } from './redirect-pages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the redirect engine's link cache and click totals (tests flush the totals) */
    redirect: { store: LinkStore; counter: ClickCounter };
  }
}

/** A slug as slugField accepts it: no dot, so /favicon.ico and /static/… never reach the engine. */
const SLUG_ROUTE = '/:slug(^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$)';
const COUNTER_FLUSH_MS = 1_000;

const hostOf = (value: string | undefined) => (value ?? '').toLowerCase();

/**
 * Short links on the product's short domain and on verified custom domains.
 * Registered after the API modules and before the web app: on the app's own
 * host a path that is no link falls through to the static files and the web
 * app as before; on a custom domain every other path is the branded 404.
 */
export const redirectPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const appHost = new URL(config.publicUrl).host.toLowerCase();
    const separateShortDomain = config.shortDomain !== appHost;
    const store = new LinkStore(app.db.db, app.linkChanges, { ownHosts: [config.shortDomain, appHost] });
    const keyPrefix = `redirect:${(await ensureSecret(app.db.db, 'rate_limit_prefix')).slice(0, 12)}`;
    const counter = new ClickCounter(app.db.db, app.redis, keyPrefix, app.log, COUNTER_FLUSH_MS);
    const hasher = await openVisitorHasher(app.db.db, app.log);
    const geo = await openGeo(app.log);
    const ownHosts = [config.shortDomain, appHost].map((h) => h.replace(/:\d+$/, ''));
    const engine = new RedirectEngine({
      store,
      counter,
      enricher: { geo, parseAgent: createAgentParser(), hasher, ownHosts },
      writer: app.events.writer,
      rateLimit: app.rateLimit,
      unlockSecret: await ensureSecret(app.db.db, 'link_unlock_secret'),
      logger: app.log,
    });
    app.decorate('redirect', { store, counter });
    // Runs before the event store's own onClose (hooks close in reverse), so counted clicks reach links.clicks.
    app.addHook('onClose', async () => {
      store.close();
      hasher.close();
      await counter.close();
    });

    // A verified custom domain answers short links only: every other path there is the branded 404.
    app.addHook('onRequest', async (request, reply) => {
      const host = hostOf(request.host);
      if (store.isOwnHost(host)) return;
      const domain = store.peekDomain(host, Date.now()) ?? (await store.loadDomain(host));
      if (!domain || request.routeOptions.url === SLUG_ROUTE) return;
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notFoundPage(pageLanguageOf(request.headers['accept-language'])));
    });

    const visitOf = (request: FastifyRequest<{ Params: { slug: string } }>): Visit | Promise<Visit> => {
      const host = hostOf(request.host);
      const own = store.isOwnHost(host);
      const custom = own ? null : store.peekDomain(host, Date.now());
      if (custom === undefined) return store.loadDomain(host).then(() => visitOf(request));
      const { slug } = request.params;
      const { trigger, query } = readQuery(request.query as Record<string, string | string[] | undefined>);
      const h = request.headers;
      return {
        domain: custom ? host : config.shortDomain,
        ownsEveryPath: custom !== null || (separateShortDomain && host === config.shortDomain),
        slug,
        head: request.method === 'HEAD',
        trigger,
        cookies: request.cookies,
        shortUrl: `${request.protocol}://${request.host}/${slug}`,
        ip: request.ip,
        userAgent: h['user-agent'] ?? '',
        acceptLanguage: h['accept-language'],
        referrer: h.referer,
        query,
      };
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
        handler(request, reply) {
          const visit = visitOf(request);
          const answer = visit instanceof Promise ? visit.then((v) => engine.visit(v)) : engine.visit(visit);
          return answer instanceof Promise ? answer.then((a) => send(reply, a)) : send(reply, answer);
        },
      });

      routes.route<{ Params: { slug: string }; Body: { password?: string } | undefined }>({
        method: 'POST',
        url: SLUG_ROUTE,
        logLevel: 'warn',
        async handler(request, reply) {
          const password = typeof request.body?.password === 'string' ? request.body.password : '';
          return send(reply, await engine.unlock(await visitOf(request), password));
        },
      });
    });
  },
  { name: 'redirect', dependencies: ['database', 'cache', 'event-store', 'link-changes', 'cookies', 'rate-limit'] },
);

/** r marks the trigger (a QR scan, a profile button) and is never passed on; a repeated key counts once. */
function readQuery(raw: Record<string, string | string[] | undefined>) {
  let trigger: Visit['trigger'] = 'link';
  const query: Record<string, string | undefined> = {};
  for (const key in raw) {
    const value = raw[key];
    const v = Array.isArray(value) ? value[0] : value;
    if (key === 'r') trigger = v === 'qr' ? 'qr' : v === 'profile' ? 'profile' : 'link';
    else query[key] = v;
  }
  return { trigger, query };
}

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
      .header('location', answer.url)
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
    .type('text/html; charset=utf-8')
    .send(answer.html);
}
