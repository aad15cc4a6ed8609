import fp from 'fastify-plugin';
import { openJobLock, schedulePeriodicJob } from '../../lib/job-lock.ts';
import { applyRetention } from './retention.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** one retention pass now (the timer does it every few hours; tests call it) */
    retention: { runNow(now?: Date): Promise<{ removed: number; failed: number }> };
  }
}

/** First pass a minute after start, then every six hours (the cut moves by a day at a time). */
const FIRST_AFTER_MS = 60_000;
const EVERY_MS = 6 * 3_600_000;

/** The data retention job: removes events older than each organisation's plan keeps. */
export const retentionPlugin = fp(
  async (app) => {
    const runNow = (now?: Date) => applyRetention({ db: app.db.db, events: app.events, logger: app.log }, now);
    app.decorate('retention', { runNow });
    // one instance runs each period (job lock)
    schedulePeriodicJob(app, await openJobLock(app), {
      name: 'retention',
      everyMs: EVERY_MS,
      firstAfterMs: FIRST_AFTER_MS,
      job: () => runNow(),
      onError: (error) => app.log.warn({ err: error }, 'retention pass failed; trying again later'),
    });
  },
  { name: 'retention', dependencies: ['database', 'cache', 'event-store'] },
);
