import type { LivenessResponse, ReadinessResponse } from '@osm5/shared/schemas/health';

type Checks = ReadinessResponse['checks'];
type BackEnd = ReadinessResponse['failing'][number];

/** What the readiness check needs to know about each back end; no Fastify here. */
export interface HealthProbes {
  mode: ReadinessResponse['mode'];
  version: string;
  startedAt: number;
  /** the process is closing: a load balancer must stop sending it requests */
  draining(): boolean;
  database: {
    kind: Checks['database']['kind'];
    ping(): Promise<void>;
    replicas?: () => Checks['database']['replicas'];
  };
  events: { kind: Checks['events']['kind']; ping(): Promise<void>; pending(): number };
  cache: { kind: Checks['cache']['kind']; ping(): Promise<void> };
  mail: { kind: Checks['mail']['kind'] };
}

/** A back end that has not answered in this long is reported down rather than waited for. */
const CHECK_TIMEOUT_MS = 2_000;

/** Liveness: nothing is asked of any back end, so it answers as long as the event loop does. */
export function checkLiveness(probes: Pick<HealthProbes, 'mode' | 'version' | 'startedAt'>): LivenessResponse {
  return { status: 'ok', version: probes.version, uptimeSeconds: uptimeOf(probes.startedAt), mode: probes.mode };
}

/** Readiness: every back end answers within CHECK_TIMEOUT_MS, and the process is not draining. */
export async function checkReadiness(probes: HealthProbes): Promise<ReadinessResponse> {
  const [database, events, cache] = await Promise.all([
    timed(probes.database.ping),
    timed(probes.events.ping),
    timed(probes.cache.ping),
  ]);
  const results: Record<BackEnd, { ok: boolean }> = { database, events, cache };
  const failing = (Object.keys(results) as BackEnd[]).filter((name) => !results[name].ok);
  return {
    status: probes.draining() ? 'draining' : failing.length > 0 ? 'degraded' : 'ok',
    version: probes.version,
    uptimeSeconds: uptimeOf(probes.startedAt),
    mode: probes.mode,
    failing,
    checks: {
      database: { kind: probes.database.kind, ...database, replicas: probes.database.replicas?.() },
      events: { kind: probes.events.kind, ...events, pending: probes.events.pending() },
      cache: { kind: probes.cache.kind, ...cache },
      mail: { kind: probes.mail.kind },
    },
  };
}

const uptimeOf = (startedAt: number) => Math.floor((Date.now() - startedAt) / 1000);

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
