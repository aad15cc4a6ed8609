import fp from 'fastify-plugin';
import { openJobLock } from '../../lib/job-lock.ts';
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
    const lock = await openJobLock(app);
    let running = false;
    const pass = () => {
      if (running) return;
      running = true;
      lock
        .run('retention', EVERY_MS, () => runNow())
        .catch((error: unknown) => app.log.warn({ err: error }, 'retention pass failed; trying again later'))
        .finally(() => {
          running = false;
        });
    };
    const first = setTimeout(pass, FIRST_AFTER_MS).unref();
    const every = setInterval(pass, EVERY_MS).unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(every);
    });
  },
  { name: 'retention', dependencies: ['database', 'cache', 'event-store'] },
);
