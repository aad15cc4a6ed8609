import fp from 'fastify-plugin';
import { openJobLock, schedulePeriodicJob } from '../../lib/job-lock.ts';
import { retryEventDeletions } from './event-deletions.service.ts';

/** First pass soon after start (removals a stopped process left), then one a minute. */
const FIRST_RETRY_AFTER_MS = 5_000;
const RETRY_EVERY_MS = 60_000;

/**
 * Retries the removals of deleted items' events that the event store could
 * not do at the time (it was down, or the process stopped after the commit;
 * a deleted workspace's links are always left to it).
 */
export const eventDeletionsPlugin = fp(
  async (app) => {
    // one instance retries per period (job lock)
    schedulePeriodicJob(app, await openJobLock(app), {
      name: 'event-deletions',
      everyMs: RETRY_EVERY_MS,
      firstAfterMs: FIRST_RETRY_AFTER_MS,
      job: () => retryEventDeletions({ db: app.db.db, events: app.events, logger: app.log }),
      onError: (error) => app.log.warn({ err: error }, 'pending event removals could not be read; trying again later'),
    });
  },
  { name: 'event-deletions', dependencies: ['database', 'cache', 'event-store'] },
);
