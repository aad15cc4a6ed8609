import type { Config } from '../config.ts';

/**
 * How WORKERS > 1 runs, from the back ends configured:
 * - `replicas`: PostgreSQL, ClickHouse and Redis are all external, so every
 *   worker is a whole instance (as several hosts behind a load balancer).
 * - `writer`: everything is embedded. PGlite and DuckDB are single-process
 *   files, so the primary is the one writer: it runs the whole app on a
 *   loopback port; the workers take the public connections, answer the
 *   short links they hold and relay the rest to it (serving-worker.ts).
 * Anything in between has a store that only one process may open and state
 * (cache, rate limits) that Redis would have to share: refused at start.
 */
export type ClusterMode = 'replicas' | 'writer';

export function clusterModeOf(config: Config): ClusterMode {
  const external = [config.databaseUrl, config.clickhouseUrl, config.redisUrl];
  if (external.every(Boolean)) return 'replicas';
  if (!external.some(Boolean)) return 'writer';
  throw new Error(
    'WORKERS > 1 needs either DATABASE_URL, CLICKHOUSE_URL and REDIS_URL all set (every worker a whole instance) ' +
      'or none of them (one writer process owns PGlite and DuckDB)',
  );
}

/** The instance id of a worker slot: a respawned worker takes its slot's id, and so its spool folder. */
export const workerInstanceId = (instanceId: string, slot: number) => `${instanceId}-w${slot}`;
