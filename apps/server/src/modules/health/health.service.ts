import type { HealthResponse } from '@osm5/shared/schemas/health';

/** What the health check needs to know about each back end; no Fastify here. */
export interface HealthProbes {
  mode: HealthResponse['mode'];
  version: string;
  startedAt: number;
  database: { kind: HealthResponse['checks']['database']['kind']; ping(): Promise<void> };
  events: {
    kind: HealthResponse['checks']['events']['kind'];
    ping(): Promise<void>;
    pending(): number;
  };
  cache: { kind: HealthResponse['checks']['cache']['kind']; ping(): Promise<void> };
  mail: { kind: HealthResponse['checks']['mail']['kind'] };
}

/** A back end that has not answered in this long is reported down rather than waited for. */
const CHECK_TIMEOUT_MS = 2_000;

export async function checkHealth(probes: HealthProbes): Promise<HealthResponse> {
  const [database, events, cache] = await Promise.all([
    timed(probes.database.ping),
    timed(probes.events.ping),
    timed(probes.cache.ping),
  ]);
  const ok = database.ok && events.ok && cache.ok;
  return {
    status: ok ? 'ok' : 'degraded',
    version: probes.version,
    uptimeSeconds: Math.floor((Date.now() - probes.startedAt) / 1000),
    mode: probes.mode,
    checks: {
      database: { kind: probes.database.kind, ...database },
      events: { kind: probes.events.kind, ...events, pending: probes.events.pending() },
      cache: { kind: probes.cache.kind, ok: cache.ok },
      mail: { kind: probes.mail.kind },
    },
  };
}

async function timed(ping: () => Promise<void>): Promise<{ ok: boolean; latencyMs: number }> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([ping(), timeout]);
    return { ok: true, latencyMs: elapsed(start) };
  } catch {
    return { ok: false, latencyMs: elapsed(start) };
  } finally {
    clearTimeout(timer);
  }
}

const elapsed = (start: number) => Math.round((performance.now() - start) * 100) / 100;
