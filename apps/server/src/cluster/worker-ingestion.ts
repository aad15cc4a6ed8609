import type { EventWriter } from '../analytics-store/event-writer.ts';
import type { IngestionDeps } from '../modules/ingestion/ingestion.service.ts';
import { RecentIds } from '../modules/ingestion/recent-ids.ts';
import { type SessionState, SessionTracker } from '../modules/ingestion/sessions.ts';
import { createSiteActivation } from '../modules/ingestion/site-activation.ts';
import { SiteConfigs } from '../modules/ingestion/site-config.ts';
import { createDatacenterMatcher } from '../tracking/datacenter.ts';
import type { GeoLookup } from '../tracking/geo.ts';
import { createAgentParser } from '../tracking/user-agent.ts';
import type { VisitorHasher } from '../tracking/visitor-hash.ts';
import type { WriterReports } from './worker-reports.ts';
import type { WriterClient } from './writer-client.ts';
import type { SiteAnswer } from './writer-protocol.ts';

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * The ingestion service's parts in a worker of embedded cluster mode, so that
 * the worker answers tracking itself (ingestion-door.ts) with what only the
 * writer has asked of it over IPC: sites (cached here, forgotten on the
 * writer's change messages), visit sessions (the writer's tracker is the
 * workers' shared store, as Redis is for instances: a visitor whose requests
 * reach two workers keeps one visit), and a new site's activation. Events go
 * to the worker's own spool, as its clicks do; the plan's limit and goal
 * conversions go through its reports to the writer.
 */
export function workerIngestion(o: {
  client: WriterClient;
  reports: WriterReports;
  events: EventWriter;
  geo: GeoLookup;
  hasher: VisitorHasher;
  logger: Logger;
}): { deps: IngestionDeps; close(): void } {
  const { client, reports } = o;
  const sites = new SiteConfigs(async (id) => (await client.ask<SiteAnswer>({ t: 'site', id })) ?? undefined);
  const unsubscribe = client.subscribe((change) => {
    if (change.type === 'site') sites.forget(change.id);
    else if (change.type === 'all') sites.clear();
  });
  const deps: IngestionDeps = {
    sites,
    tools: { geo: o.geo, hasher: o.hasher, parseAgent: createAgentParser(), datacenter: createDatacenterMatcher() },
    sessions: new SessionTracker({
      logger: o.logger,
      shared: {
        load: (visitors) => client.ask<(SessionState | null)[]>({ t: 'sessions', visitors: [...visitors] }),
        save: (states) => client.ask<void>({ t: 'saveSessions', states: [...states] }),
      },
    }),
    recentIds: new RecentIds(),
    append: (rows) => o.events.append(rows),
    activate: createSiteActivation({
      markReceiving: (siteId, at) => client.ask<boolean>({ t: 'activate', siteId, at }),
      // the writer tells every process (and the install page) when it turned the site active
      publish: async () => {},
      logger: o.logger,
    }),
    now: Date.now,
    quota: { allows: (orgId, count) => reports.allows(orgId, count) },
    conversions: { note: (rows) => reports.noteRows(rows) },
  };
  return { deps, close: unsubscribe };
}
