import { livenessResponseSchema, readinessResponseSchema } from '@osm5/shared/schemas/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, runMode } from '../../config.ts';
import { version } from '../../version.ts';
import { checkLiveness, checkReadiness, type HealthProbes } from './health.service.ts';

/**
 * GET /api/health (liveness: is the process answering; no back end is asked)
 * and GET /api/ready (readiness: 200 when every back end answers, 503 with the
 * same body naming the failing ones, or `draining` once the close has begun).
 * Orchestrators restart on the first and route on the second.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const startedAt = Date.now();
  const replicas = app.db.replicas;
  const probes: HealthProbes = {
    mode: runMode(config),
    version,
    startedAt,
    draining: () => app.draining,
    database: {
      kind: app.db.kind,
      ping: () => app.db.ping(),
      ...(replicas ? { replicas: () => replicas.status() } : {}),
    },
    events: { kind: app.events.kind, ping: () => app.events.ping(), pending: () => app.events.writer.pending() },
    cache: { kind: app.cache.kind, ping: () => app.cache.ping() },
    mail: { kind: config.smtpUrl ? 'smtp' : 'outbox' },
  };

  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no back end is asked)',
        response: { 200: livenessResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkLiveness(probes);
    },
  );

  app.get(
    '/api/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        summary: 'Readiness: each back end answers and the process is not draining',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const ready = await checkReadiness(probes);
      reply.header('cache-control', 'no-store');
      return reply.status(ready.status === 'ok' ? 200 : 503).send(ready);
    },
  );
};
