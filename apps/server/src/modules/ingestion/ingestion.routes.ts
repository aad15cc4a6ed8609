import { eventBatchSchema, ingestResultSchema, webEventSchema } from '@osm5/shared';
import { dataOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDatacenterMatcher } from '../../tracking/datacenter.ts';
import { openGeo } from '../../tracking/geo.ts';
import { createAgentParser } from '../../tracking/user-agent.ts';
import { openVisitorHasher } from '../../tracking/visitor-hash.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { findSiteForIngestion, markSiteReceiving } from './ingestion.repository.ts';
import { type IngestionDeps, ingestBatch, ingestWebEvent } from './ingestion.service.ts';
import { RecentIds } from './recent-ids.ts';
import { SessionTracker } from './sessions.ts';
import { redisSharedSessions } from './shared-sessions.ts';
import { createSiteActivation } from './site-activation.ts';
import { SiteConfigs } from './site-config.ts';
import type { IngestRequest } from './visit.ts';

/** One web event is a few hundred bytes; a batch of 500 stays under Fastify's default 1 MB. */
const EVENT_BODY_LIMIT = 64 * 1024;
const BATCH_BODY_LIMIT = 1024 * 1024;

const EVENT_PATH = '/api/event';
const BATCH_PATH = '/api/event/batch';

function requestFacts(request: FastifyRequest): IngestRequest {
  const h = request.headers;
  return {
    ip: request.ip,
    userAgent: h['user-agent'] ?? '',
    acceptLanguage: h['accept-language'],
    optOut: h.dnt === '1' || h['sec-gpc'] === '1',
  };
}

/** Only header names, so that a preflight's echo can carry nothing else. */
const headerList = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/;

function preflight(request: FastifyRequest, reply: FastifyReply) {
  const asked = request.headers['access-control-request-headers'];
  return reply
    .code(204)
    .header('access-control-allow-methods', 'POST, OPTIONS')
    .header(
      'access-control-allow-headers',
      typeof asked === 'string' && headerList.test(asked) ? asked : 'Content-Type',
    )
    .header('access-control-max-age', '86400')
    .send();
}

/**
 * The tracking endpoints: `POST /api/event` (the web tracker, one event as
 * text/plain JSON: a "simple" cross-site request, so no CORS preflight) and
 * `POST /api/event/batch` (mobile SDKs and other senders). Public: no session,
 * no CSRF token (plugins/csrf.ts exempts these paths), no tenant; any origin
 * may send, and credentials are never read. Answered 202 once the events are
 * spooled.
 */
export const ingestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sites = new SiteConfigs((id) => findSiteForIngestion(app.db.db, id));
  const unsubscribe = app.linkChanges.subscribe((change) => {
    if (change.type === 'site') sites.forget(change.id);
    else if (change.type === 'all') sites.clear();
  });
  // the same geo readers and salts as the redirect engine (both are shared per process and database)
  const geo = await openGeo(app.log);
  const hasher = await openVisitorHasher(app.db.db, app.log);
  const writer = app.events.writer;
  // with Redis, a visitor's session is shared by every instance (sessions.ts)
  const shared = app.redis
    ? redisSharedSessions(app.redis, `osm5:${(await ensureSecret(app.db.db, 'rate_limit_prefix')).slice(0, 12)}`)
    : undefined;
  const deps: IngestionDeps = {
    sites,
    tools: { geo, hasher, parseAgent: createAgentParser(), datacenter: createDatacenterMatcher() },
    sessions: new SessionTracker({ logger: app.log, ...(shared ? { shared } : {}) }),
    recentIds: new RecentIds(),
    append: (rows) => writer.append(rows),
    activate: createSiteActivation({
      markReceiving: (id, at) => markSiteReceiving(app.db.db, id, at),
      publish: (id) => app.linkChanges.publish({ type: 'site', id }),
      logger: app.log,
    }),
    now: Date.now,
    quota: app.usage.quota,
    conversions: app.webhooks.conversions,
  };
  app.addHook('onClose', async () => {
    unsubscribe();
    hasher.close();
  });

  // Trackers send JSON as text/plain (or with no type at all, e.g. a Blob in sendBeacon): parsed as JSON here only.
  app.removeContentTypeParser('text/plain');
  const parseJson = (_request: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => {
    try {
      done(null, JSON.parse(body));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON.'), { statusCode: 400 }));
    }
  };
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body as string, done),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) =>
    parseJson(request, body as string, done),
  );

  // every answer, errors included, may be read by the sending page
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  const hidden = { hide: true };
  app.options(EVENT_PATH, { schema: hidden, logLevel: 'warn' }, preflight);
  app.options(BATCH_PATH, { schema: hidden, logLevel: 'warn' }, preflight);

  app.post(
    EVENT_PATH,
    {
      bodyLimit: EVENT_BODY_LIMIT,
      logLevel: 'warn',
      config: { xsrfCookie: false },
      schema: {
        tags: ['tracking'],
        summary: 'One event of the web tracker (text/plain or application/json); 202 once spooled',
        body: webEventSchema,
        response: { 202: dataOf(ingestResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ status: true as const, data: await ingestWebEvent(deps, requestFacts(request), request.body) }),
  );

  app.post(
    BATCH_PATH,
    {
      bodyLimit: BATCH_BODY_LIMIT,
      logLevel: 'warn',
      config: { xsrfCookie: false },
      schema: {
        tags: ['tracking'],
        summary: 'Up to 500 events of one site or app (mobile SDKs, server senders); 202 once spooled',
        body: eventBatchSchema,
        response: { 202: dataOf(ingestResultSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ status: true as const, data: await ingestBatch(deps, requestFacts(request), request.body) }),
  );
};
