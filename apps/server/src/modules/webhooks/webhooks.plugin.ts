import { WEBHOOK_CLICK_WINDOW_MS } from '@osm5/shared/schemas/webhooks';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openJobLock, schedulePeriodicJob } from '../../lib/job-lock.ts';
import { ensureSecret, sharedKeyPrefix } from '../instance-settings/instance-settings.service.ts';
import { ClickWebhooks } from './click-webhooks.ts';
import { GoalWebhooks, redisConversionClaims } from './goal-webhooks.ts';
import { pruneWebhookLog, runDueWebhooks } from './webhook-dispatch.ts';
import type { WebhookDeps } from './webhooks.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * the webhook dispatcher: its dependencies, one pass now (the timer does it
     * every tick; tests call it), the log's prune (hourly), and the redirect's
     * click gatherer for link.clicked and ingestion's conversion gatherer for
     * goal.converted (each flushed every window; tests flush them)
     */
    webhooks: {
      deps: WebhookDeps;
      runDue(now?: Date): Promise<number>;
      prune(now?: Date): Promise<number>;
      clicks: ClickWebhooks;
      conversions: GoalWebhooks;
    };
  }
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * The webhook dispatcher: every tick, the outbox's new events become
 * deliveries and the due deliveries are sent (first attempts and retries). A
 * tick still running when the next comes is not doubled.
 */
export const webhooksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let key: Promise<string> | undefined;
    const clicks = new ClickWebhooks(app.db.db, app.log);
    // with Redis, a visit converts once across instances (the same prefix as ingestion's shared sessions)
    const claims = app.redis ? redisConversionClaims(app.redis, await sharedKeyPrefix(app.db.db)) : undefined;
    const conversions = new GoalWebhooks(app.db.db, app.log, { claims });
    const deps: WebhookDeps = {
      db: app.db.db,
      mailer: app.mailer,
      sealingKey: () => {
        key ??= ensureSecret(app.db.db, 'webhook_sealing_key');
        return key;
      },
      publicUrl: config.publicUrl,
      lookup: { dnsServers: config.dnsServers, allowPrivate: config.webhooks.allowPrivate },
      logger: app.log,
      batches: [clicks, conversions],
    };
    app.decorate('webhooks', {
      deps,
      runDue: (now?: Date) => runDueWebhooks(deps, now),
      prune: (now?: Date) => pruneWebhookLog(deps, now),
      clicks,
      conversions,
    });
    // the gatherers keep their window unless the dispatcher is off (tests flush them when they say)
    const windowMs = config.webhooks.tickMs > 0 ? WEBHOOK_CLICK_WINDOW_MS : 0;
    await Promise.all([clicks.start(windowMs), conversions.start(windowMs)]);
    // runs after the redirect's and ingestion's own onClose (hooks close in reverse): the last window is written
    app.addHook('onClose', async () => {
      await Promise.all([clicks.close(), conversions.close()]);
    });
    if (config.webhooks.tickMs <= 0) return;
    // one instance runs each tick (job lock)
    let prunedAt = 0;
    schedulePeriodicJob(app, await openJobLock(app), {
      name: 'webhooks',
      everyMs: config.webhooks.tickMs,
      job: async () => {
        await runDueWebhooks(deps);
        if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
        prunedAt = Date.now();
        await pruneWebhookLog(deps);
      },
      onError: (error) => app.log.warn({ err: error }, 'webhooks could not be sent; trying next tick'),
    });
  },
  { name: 'webhooks', dependencies: ['database', 'cache', 'mailer'] },
);
