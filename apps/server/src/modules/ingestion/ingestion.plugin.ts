import fp from 'fastify-plugin';
import { onReplica } from '../../db/replicas.ts';
import { createDatacenterMatcher } from '../../tracking/datacenter.ts';
import { openGeo } from '../../tracking/geo.ts';
import { createAgentParser } from '../../tracking/user-agent.ts';
import { openVisitorHasher } from '../../tracking/visitor-hash.ts';
import { sharedKeyPrefix } from '../instance-settings/instance-settings.service.ts';
import { findSiteForIngestion, markSiteReceiving } from './ingestion.repository.ts';
import type { IngestionDeps } from './ingestion.service.ts';
import { RecentIds } from './recent-ids.ts';
import { SessionTracker } from './sessions.ts';
import { redisSharedSessions } from './shared-sessions.ts';
import { createSiteActivation } from './site-activation.ts';
import { SiteConfigs } from './site-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** what tracking needs to take events in: the routes (ingestion.routes.ts) and the front door (ingestion-door.ts) share it */
    ingestion: IngestionDeps;
  }
}

/**
 * The ingestion service's parts for this app: site configurations (forgotten
 * when a site changes), the enrichment tools, visit sessions (shared through
 * Redis when there is one), the spool, site activation, the plan's quota and
 * goal conversions.
 */
export const ingestionPlugin = fp(
  async (app) => {
    const sites = new SiteConfigs((id) => onReplica(() => findSiteForIngestion(app.db.db, id)));
    const unsubscribe = app.linkChanges.subscribe((change) => {
      if (change.type === 'site') sites.forget(change.id);
      else if (change.type === 'all') sites.clear();
    });
    // the same geo readers and salts as the redirect engine (both are shared per process and database)
    const geo = await openGeo(app.log);
    const hasher = await openVisitorHasher(app.db.db, app.log);
    const writer = app.events.writer;
    // with Redis, a visitor's session is shared by every instance (sessions.ts)
    const shared = app.redis ? redisSharedSessions(app.redis, await sharedKeyPrefix(app.db.db)) : undefined;
    app.decorate('ingestion', {
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
    } satisfies IngestionDeps);
    app.addHook('onClose', async () => {
      unsubscribe();
      hasher.close();
    });
  },
  { name: 'ingestion', dependencies: ['database', 'event-store'] },
);
