import { z } from 'zod';

/** GET /api/health: one entry per back end, so an operator sees which part is down. */
const timedCheck = {
  ok: z.boolean(),
  latencyMs: z.number().nonnegative(),
};

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptimeSeconds: z.number().int().nonnegative(),
    /** embedded: nothing but this process; server: at least one external back end is configured */
    mode: z.enum(['embedded', 'server']),
    checks: z.object({
      database: z.object({ kind: z.enum(['pglite', 'postgres']), ...timedCheck }),
      events: z.object({
        kind: z.enum(['duckdb', 'clickhouse']),
        ...timedCheck,
        /** events accepted but not yet written to the store */
        pending: z.number().int().nonnegative(),
      }),
      cache: z.object({ kind: z.enum(['memory', 'redis']), ok: z.boolean() }),
      mail: z.object({ kind: z.enum(['outbox', 'smtp']) }),
    }),
  })
  .meta({ id: 'Health' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;
