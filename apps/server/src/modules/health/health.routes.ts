import { healthResponseSchema } from '@osm5/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, runMode } from '../../config.ts';
import { version } from '../../version.ts';
import { checkHealth } from './health.service.ts';

/** GET /api/health: 200 when every back end answers, 503 (same body) when one does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health of the server and of each back end',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth({
        mode: runMode(config),
        version,
        startedAt,
        database: { kind: app.db.kind, ping: () => app.db.ping() },
        events: {
          kind: app.events.kind,
          ping: () => app.events.ping(),
          pending: () => app.events.writer.pending(),
        },
        cache: { kind: app.cache.kind, ping: () => app.cache.ping() },
        mail: { kind: config.smtpUrl ? 'smtp' : 'outbox' },
      });
      reply.header('cache-control', 'no-store');
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
