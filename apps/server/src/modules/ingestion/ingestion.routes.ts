import { eventBatchSchema, ingestResultSchema, webEventSchema } from '@osm5/shared';
import { dataOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ingestBatch, ingestWebEvent } from './ingestion.service.ts';
import { BATCH_BODY_LIMIT, BATCH_PATH, EVENT_BODY_LIMIT, EVENT_PATH, ingestRequestOf } from './ingestion-door.ts';
import type { IngestRequest } from './visit.ts';

const requestFacts = (request: FastifyRequest): IngestRequest =>
  ingestRequestOf(request.ip, request.headers as Record<string, string | undefined>);

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
  const deps = app.ingestion;

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
