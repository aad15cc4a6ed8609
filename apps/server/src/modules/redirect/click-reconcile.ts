import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { linksUnderClickLimit, raiseClicks } from './redirect.repository.ts';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const ALL_TIME = { from: '2000-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z' };

/**
 * links.clicks is written by the click counter about once a second, the
 * clicks themselves by the event writer (replayed from its spool after a
 * crash). After an unclean stop the total can be behind the stored clicks,
 * and a max-clicks link would then allow that many extra visits. At start,
 * before the first visit, each link still under its limit gets its total
 * raised to its stored, counted clicks (bots are never counted). Never
 * lowered: a total ahead of the store (events deleted by retention) stands.
 */
export async function reconcileClickLimits(db: Database, events: EventStore, logger: Logger): Promise<number> {
  let raised = 0;
  for (const link of await linksUnderClickLimit(db)) {
    try {
      const result = await events.query({
        scope: { tenantId: link.orgId, itemId: link.id },
        range: ALL_TIME,
        metrics: ['events'],
        filters: [{ dimension: 'type', op: 'eq', value: 'click' }],
        includeBots: false,
      });
      const stored = Number(result.rows[0]?.events ?? 0);
      if (stored > link.clicks) {
        await raiseClicks(db, link.id, stored);
        raised++;
      }
    } catch (error) {
      // a store that cannot answer leaves the total as it was: the redirect still starts
      logger.warn({ err: error, linkId: link.id }, 'click limit not reconciled');
    }
  }
  if (raised > 0) logger.info({ links: raised }, 'click totals raised to the stored clicks');
  return raised;
}
