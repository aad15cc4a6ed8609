import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openJobLock } from '../../lib/job-lock.ts';
import { ensureSecret } from '../instance-settings/instance-settings.service.ts';
import { type DispatchDeps, runDueWebhooks } from './webhook-dispatch.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the webhook dispatcher: its dependencies, and one pass now (the timer does it every tick; tests call it) */
    webhooks: { deps: DispatchDeps; runDue(now?: Date): Promise<number> };
  }
}

/**
 * The webhook dispatcher: every tick, the outbox's new events become
 * deliveries and the due deliveries are sent (first attempts and retries). A
 * tick still running when the next comes is not doubled.
 */
export const webhooksPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let key: Promise<string> | undefined;
    const deps: DispatchDeps = {
      db: app.db.db,
      mailer: app.mailer,
      sealingKey: () => {
        key ??= ensureSecret(app.db.db, 'webhook_sealing_key');
        return key;
      },
      publicUrl: config.publicUrl,
      lookup: { dnsServers: config.dnsServers, allowPrivate: config.webhooks.allowPrivate },
      logger: app.log,
    };
    app.decorate('webhooks', { deps, runDue: (now?: Date) => runDueWebhooks(deps, now) });
    if (config.webhooks.tickMs <= 0) return;
    // one instance runs each tick (job lock)
    const lock = await openJobLock(app);
    const tickMs = config.webhooks.tickMs;
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      lock
        .run('webhooks', tickMs, () => runDueWebhooks(deps))
        .catch((error: unknown) => app.log.warn({ err: error }, 'webhooks could not be sent; trying next tick'))
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(tick, tickMs).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'webhooks', dependencies: ['database', 'cache', 'mailer'] },
);
