import { asc, gt } from 'drizzle-orm';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { organizations } from '../../db/schema.ts';
import { removeEventsBefore } from '../event-deletions/event-deletions.service.ts';
import { limitsFor } from '../plans/plan-check.ts';

/**
 * Data retention (domain.md "Plans": 6 months on Free, 2 years on Pro, 5 on
 * Business, unlimited on Enterprise): events older than the plan keeps are
 * removed from the event store, rollups included, through the event
 * deletions module. The cut is the start of the UTC day `months` calendar
 * months ago, so a day's events go together.
 */
export interface RetentionDeps {
  db: Database;
  events: EventStore;
  logger: { warn(obj: object, msg: string): void };
}

const PAGE = 500;

/** The first instant kept: today's start (UTC), `months` calendar months back (the 31st falls to the month's last day). */
export function retentionCutoff(months: number, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDay)));
}

/** Whether the tenant has any event before the cut (a delete is a costly mutation in ClickHouse: ask first). */
async function hasEventsBefore(events: EventStore, orgId: string, before: Date): Promise<boolean> {
  const result = await events.queryEvents({
    scope: { tenantId: orgId },
    range: { from: new Date(0).toISOString(), to: before.toISOString() },
    metrics: ['events'],
    includeBots: true,
  });
  return Number(result.totals.events ?? 0) > 0;
}

/** One pass over every organisation; returns how many had old events removed, and how many failed. */
export async function applyRetention(
  deps: RetentionDeps,
  now = new Date(),
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    // housekeeping across organisations, by id pages
    const page = await deps.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(gt(organizations.id, after))
      .orderBy(asc(organizations.id))
      .limit(PAGE);
    for (const { id } of page) {
      const { retentionMonths } = await limitsFor(deps.db, id);
      if (retentionMonths === null) continue;
      const before = retentionCutoff(retentionMonths, now);
      try {
        if (!(await hasEventsBefore(deps.events, id, before))) continue;
      } catch (error) {
        deps.logger.warn({ err: error, orgId: id }, 'old events not counted; the retention job will retry');
        failed++;
        continue;
      }
      if (await removeEventsBefore(deps, id, before)) removed++;
      else failed++;
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) return { removed, failed };
    after = last.id;
  }
}
