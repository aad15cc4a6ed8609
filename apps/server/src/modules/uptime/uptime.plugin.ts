import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { openJobLock, schedulePeriodicJob } from '../../lib/job-lock.ts';
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
    schedulePeriodicJob(app, await openJobLock(app), {
      name: 'uptime',
      everyMs: config.uptime.tickMs,
      job: () => runDue(),
      onError: (error) => app.log.warn({ err: error }, 'uptime checks could not run; trying next tick'),
    });
  },
  { name: 'uptime', dependencies: ['database', 'cache', 'event-store', 'mailer'] },
);
