import type { LimitKey, PlanFeature } from '@osm5/shared/billing/plans';
import { and, count, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, invitations, linkDomains, links, memberships, workspaces } from '../../db/schema.ts';
import { assertPlanAllows, assertWithinLimit } from './plan-check.ts';

/**
 * What each quantity limit counts, from the relational data (never a counter
 * row): the callers that create a site, workspace, member, domain or link ask
 * here before writing.
 */

/** The first instant of the current calendar month (UTC): monthly limits count from here. */
export function monthStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

const total = async (rows: Promise<{ n: number }[]>): Promise<number> => Number((await rows)[0]?.n ?? 0);

/** Links created in the organisation this month, deleted ones included (deleting does not give room back). */
export function countNewLinksThisMonth(db: Database, orgId: string, now = new Date()): Promise<number> {
  return total(
    db
      .select({ n: count() })
      .from(links)
      .where(and(eq(links.orgId, orgId), gte(links.createdAt, monthStart(now)))),
  );
}

export function countSites(db: Database, orgId: string): Promise<number> {
  return total(db.select({ n: count() }).from(analyticsSites).where(eq(analyticsSites.orgId, orgId)));
}

export function countWorkspaces(db: Database, orgId: string): Promise<number> {
  return total(db.select({ n: count() }).from(workspaces).where(eq(workspaces.orgId, orgId)));
}

export function countCustomDomains(db: Database, orgId: string): Promise<number> {
  return total(db.select({ n: count() }).from(linkDomains).where(eq(linkDomains.orgId, orgId)));
}

/** Members who take a seat (active or inactive, not disabled) plus invitations still open. */
export async function countSeats(db: Database, orgId: string, now = new Date()): Promise<number> {
  const members = await total(
    db
      .select({ n: count() })
      .from(memberships)
      .where(and(eq(memberships.orgId, orgId), inArray(memberships.status, ['active', 'inactive']))),
  );
  const open = await total(
    db
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.orgId, orgId), eq(invitations.status, 'valid'), gt(invitations.expiresAt, now))),
  );
  return members + open;
}

const counters: Record<Exclude<LimitKey, 'trackedEventsPerMonth'>, (db: Database, orgId: string) => Promise<number>> = {
  newLinksPerMonth: countNewLinksThisMonth,
  sites: countSites,
  workspaces: countWorkspaces,
  members: countSeats,
  customDomains: countCustomDomains,
};

/** Relational usage of each limit (tracked events come from the event store, elsewhere). */
export async function relationalUsage(db: Database, orgId: string): Promise<Record<keyof typeof counters, number>> {
  return {
    newLinksPerMonth: await countNewLinksThisMonth(db, orgId),
    sites: await countSites(db, orgId),
    workspaces: await countWorkspaces(db, orgId),
    members: await countSeats(db, orgId),
    customDomains: await countCustomDomains(db, orgId),
  };
}

/** PLAN_LIMIT (field = the limit) when `adding` more would pass the plan's quantity. */
export function assertRoomFor(db: Database, orgId: string, limit: keyof typeof counters, adding = 1): Promise<void> {
  return assertWithinLimit(db, orgId, limit, () => counters[limit](db, orgId), adding);
}

/** What of a link body the plan decides: its kind and whether it expires. */
export interface PlannedLink {
  kind: PlanFeature;
  expiresAt?: string | Date | null;
}

/**
 * Before a link is created (`isNew`) or replaced: the kind must be in the plan,
 * an expiry needs `link_expiry`, and a new one needs room this month.
 */
export async function assertLinkAllowed(db: Database, orgId: string, link: PlannedLink, isNew: boolean): Promise<void> {
  await assertPlanAllows(db, orgId, link.kind);
  if (link.expiresAt) await assertPlanAllows(db, orgId, 'link_expiry');
  if (isNew) await assertRoomFor(db, orgId, 'newLinksPerMonth');
}
