import { z } from 'zod';

/** GET /api/health: liveness. The process answers; no back end is asked, so a database outage never restarts it. */
export const livenessResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    /** embedded: nothing but this process; server: at least one external back end is configured */
    mode: z.enum(['embedded', 'server']),
  })
  .meta({ id: 'Liveness' });

/** GET /api/ready: one entry per back end, so an operator (or a load balancer) sees which part is down. */
const timedCheck = {
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
};

export const readinessResponseSchema = z
  .object({
    /** ok: serve traffic; degraded: a back end is down; draining: the process is closing (SIGTERM) */
    status: z.enum(['ok', 'degraded', 'draining']),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    mode: z.enum(['embedded', 'server']),
    /** the back ends that did not answer (empty when ready) */
    failing: z.array(z.enum(['database', 'events', 'cache'])),
    checks: z.object({
      database: z.object({
        kind: z.enum(['pglite', 'postgres']),
        ...timedCheck,
        /**
         * PostgreSQL's read replicas, as last read (DATABASE_REPLICA_URLS): one that is down or behind
         * leaves the instance ready, its reads going to the primary
         */
        replicas: z
          .array(z.object({ name: z.string(), ok: z.boolean(), lagBytes: z.number().int().nonnegative().nullable() }))
          .optional(),
      }),
      events: z.object({
        kind: z.enum(['duckdb', 'clickhouse']),
        ...timedCheck,
        /** events accepted but not yet written to the store */
        pending: z.number().int().nonnegative(),
      }),
      /** Redis when REDIS_URL is set, else the in-process cache (always up) */
      cache: z.object({ kind: z.enum(['memory', 'redis']), ...timedCheck }),
      mail: z.object({ kind: z.enum(['outbox', 'smtp']) }),
    }),
  })
  .meta({ id: 'Readiness' });

export type LivenessResponse = z.infer<typeof livenessResponseSchema>;
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
