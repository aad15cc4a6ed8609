import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import {
  type EventDeletionRow,
  finishEventDeletion,
  noteEventDeletionFailure,
  pendingEventDeletions,
} from './event-deletions.repository.ts';

/**
 * The removal of deleted items' events (a link, a workspace's links), after
 * the deletion committed: at once where the caller can, and again by the
 * retry timer until the event store has done it (it may be down, or the
 * process may stop in between) and the item's late events are in. Removing
 * twice is harmless, so instances may race.
 */
export interface EventDeletionDeps {
  db: Database;
  events: EventStore;
  logger: { warn(obj: object, msg: string): void };
  now?: () => number;
}

/**
 * How long after a deletion the item's events may still arrive. This process
 * stores what it acknowledged before removing, but another one (an instance,
 * a worker of an embedded cluster) stores its events at its next flush, a
 * second or so later, or at the replay of its spool after a crash. So the
 * removal is done again by the retry timer until this long after the
 * deletion, and only then finished (on ClickHouse a removal that finds
 * nothing runs no mutation).
 */
export const LATE_EVENTS_MS = 5 * 60_000;

/** True once the events are gone for now; a failure is noted on the row for the next try. */
export async function removeEvents(deps: EventDeletionDeps, row: EventDeletionRow): Promise<boolean> {
  try {
    await deps.events.deleteItem(row.orgId, row.itemId);
  } catch (error) {
    deps.logger.warn({ err: error, itemId: row.itemId }, 'events of a deleted item not removed yet; will retry');
    await noteEventDeletionFailure(deps.db, row.id, error instanceof Error ? error.message : String(error)).catch(
      () => undefined,
    );
    return false;
  }
  const now = deps.now?.() ?? Date.now();
  if (now - row.createdAt.getTime() >= LATE_EVENTS_MS) await finishEventDeletion(deps.db, row.id);
  return true;
}

/** One pass over the pending removals, oldest first; returns how many were done. */
export async function retryEventDeletions(deps: EventDeletionDeps, limit = 100): Promise<number> {
  let done = 0;
  for (const row of await pendingEventDeletions(deps.db, limit)) if (await removeEvents(deps, row)) done++;
  return done;
}

/**
 * Removes a tenant's events older than `before` (data retention). Nothing to
 * queue: the retention job asks again at its next pass, so a store that is
 * down now only delays it. True once done.
 */
export async function removeEventsBefore(deps: EventDeletionDeps, orgId: string, before: Date): Promise<boolean> {
  try {
    await deps.events.deleteBefore(orgId, before);
    return true;
  } catch (error) {
    deps.logger.warn({ err: error, orgId, before }, 'old events not removed yet; the retention job will retry');
    return false;
  }
}
