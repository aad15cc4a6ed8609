import fp from 'fastify-plugin';
import { TrackedEventsQuota } from './tracked-events-quota.ts';
import { currentTrackedEvents } from './usage.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the tracked-events limit the ingestion and the redirect server ask (see tracked-events-quota.ts) */
    usage: { quota: TrackedEventsQuota };
  }
}

/** The tracked-events limit, shared by every path that stores events in this process. */
export const usagePlugin = fp(
  async (app) => {
    const quota = new TrackedEventsQuota(
      (orgId, now) => currentTrackedEvents({ db: app.db.db, events: app.events }, orgId, new Date(now)),
      { logger: app.log },
    );
    app.decorate('usage', { quota });
  },
  { name: 'usage', dependencies: ['database', 'event-store'] },
);
