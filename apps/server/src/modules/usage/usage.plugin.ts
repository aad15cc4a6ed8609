import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { billingDepsOf } from '../billing/billing.routes.ts';
import { sharedKeyPrefix } from '../instance-settings/instance-settings.service.ts';
import { billOverage, limitWithOverage, overageRoom, PACK_EVENTS } from './overage.ts';
import { redisSharedTotals } from './shared-totals.ts';
import { TrackedEventsQuota } from './tracked-events-quota.ts';
import { currentTrackedEvents } from './usage.service.ts';
import { usagePeriod } from './usage-period.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the tracked-events limit the ingestion and the redirect server ask (see tracked-events-quota.ts) */
    usage: { quota: TrackedEventsQuota };
  }
}

/**
 * The tracked-events limit, shared by every path that stores events in this
 * process; with Redis, the month totals are shared by every instance. Each
 * count of an organisation also bills the extra-events packs its events past
 * the limit started, when its budget lets them pass (overage.ts).
 */
export const usagePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const prefix = app.redis ? await sharedKeyPrefix(app.db.db) : '';
    const billing = billingDepsOf(app, config);
    const db = app.db.db;
    const load = async (orgId: string, now: number) => {
      const at = new Date(now);
      const figures = await currentTrackedEvents({ db, events: app.events }, orgId, at);
      if (figures.limit === null) return figures;
      const month = usagePeriod(undefined, at);
      let room = await overageRoom(db, orgId, month, at);
      // a pack started and not billed, and the budget affords it: bill it (under the billing lock), count again
      const started = Math.ceil((figures.used - figures.limit) / PACK_EVENTS);
      if (started > room.billedPacks && room.affordablePacks > 0) {
        await billOverage(billing, orgId, { used: figures.used, limit: figures.limit }, month);
        room = await overageRoom(db, orgId, month, at);
      }
      return { ...figures, limit: limitWithOverage(figures.limit, room) };
    };
    const quota = new TrackedEventsQuota(load, {
      logger: app.log,
      ...(app.redis ? { shared: redisSharedTotals(app.redis, prefix) } : {}),
    });
    app.decorate('usage', { quota });
    app.addHook('onClose', async () => {
      // what this instance accepted since the last sync joins the shared total before it goes
      await quota.sync();
      quota.close();
    });
  },
  { name: 'usage', dependencies: ['database', 'event-store', 'cache'] },
);
