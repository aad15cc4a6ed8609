import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openJobLock } from '../../lib/job-lock.ts';
import { runDueChecks } from './uptime.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** runs the due uptime checks now (the timer does it every tick; tests call it) */
    uptime: { runDue(now?: Date): Promise<number> };
  }
}

/**
 * The uptime monitor of web sites: every tick, the checks whose interval (1 to
 * 60 minutes, per site) has passed. A tick still running when the next comes
 * is not doubled, and with several instances one of them runs each tick (job lock).
 */
export const uptimePlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const runDue = (now?: Date) =>
      runDueChecks({ db: app.db.db, events: app.events, mailer: app.mailer, config, logger: app.log }, now);
    app.decorate('uptime', { runDue });
    if (config.uptime.tickMs <= 0) return;
    const lock = await openJobLock(app);
    const tickMs = config.uptime.tickMs;
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      lock
        .run('uptime', tickMs, () => runDue())
        .catch((error: unknown) => app.log.warn({ err: error }, 'uptime checks could not run; trying next tick'))
        .finally(() => {
          running = false;
        });
    };
    const timer = setInterval(tick, tickMs).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'uptime', dependencies: ['database', 'cache', 'event-store', 'mailer'] },
);
