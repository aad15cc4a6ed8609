import fp from 'fastify-plugin';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { redisSharedTotals } from './shared-totals.ts';
import { TrackedEventsQuota } from './tracked-events-quota.ts';
import { currentTrackedEvents } from './usage.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the tracked-events limit the ingestion and the redirect server ask (see tracked-events-quota.ts) */
    usage: { quota: TrackedEventsQuota };
  }
}

/**
 * The tracked-events limit, shared by every path that stores events in this
 * process; with Redis, the month totals are shared by every instance.
 */
export const usagePlugin = fp(
  async (app) => {
    const prefix = app.redis ? `osm5:${(await ensureSecret(app.db.db, 'rate_limit_prefix')).slice(0, 12)}` : '';
    const quota = new TrackedEventsQuota(
      (orgId, now) => currentTrackedEvents({ db: app.db.db, events: app.events }, orgId, new Date(now)),
      { logger: app.log, ...(app.redis ? { shared: redisSharedTotals(app.redis, prefix) } : {}) },
    );
    app.decorate('usage', { quota });
    app.addHook('onClose', async () => {
      // what this instance accepted since the last sync joins the shared total before it goes
      await quota.sync();
      quota.close();
    });
  },
  { name: 'usage', dependencies: ['database', 'event-store', 'cache'] },
);
