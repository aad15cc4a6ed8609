import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsSites, memberships, uptimeIncidents, users } from '../../db/schema.ts';

export interface DueSite {
  id: string;
  orgId: string;
  workspaceId: string;
  name: string;
  domain: string | null;
  uptimeUrl: string | null;
  createdBy: string | null;
}

/** A check may start this much early, so that a tick a little late does not push it a whole tick back. */
const SLACK_SECONDS = 5;

/** The sites whose check is due: enabled, receiving or waiting, their interval passed. */
export function dueSitesCondition(now: Date) {
  return and(
    eq(analyticsSites.uptimeEnabled, true),
    eq(analyticsSites.kind, 'web'),
    inArray(analyticsSites.status, ['active', 'not_verified']),
    or(
      isNull(analyticsSites.uptimeCheckedAt),
      sql`${analyticsSites.uptimeCheckedAt} <= ${now.toISOString()}::timestamptz - make_interval(mins => ${analyticsSites.uptimeIntervalMinutes}) + make_interval(secs => ${SLACK_SECONDS})`,
    ),
  );
}

/**
 * Claims the sites whose check is due by stamping them in one UPDATE: an
 * instance checks only the rows it stamped, so several instances never check
 * a site twice.
 */
export async function claimDueSites(db: Database, now: Date, limit: number): Promise<DueSite[]> {
  const due = db
    .select({ id: analyticsSites.id })
    .from(analyticsSites)
    .where(dueSitesCondition(now))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(analyticsSites).set({ uptimeCheckedAt: now }).where(inArray(analyticsSites.id, due)).returning({
    id: analyticsSites.id,
    orgId: analyticsSites.orgId,
    workspaceId: analyticsSites.workspaceId,
    name: analyticsSites.name,
    domain: analyticsSites.domain,
    uptimeUrl: analyticsSites.uptimeUrl,
    createdBy: analyticsSites.createdBy,
  });
}

export type IncidentRow = typeof uptimeIncidents.$inferSelect;

export async function openIncidentOf(db: Database, orgId: string, siteId: string): Promise<IncidentRow | undefined> {
  const [row] = await db
    .select()
    .from(uptimeIncidents)
    .where(and(eq(uptimeIncidents.orgId, orgId), eq(uptimeIncidents.siteId, siteId), isNull(uptimeIncidents.endedAt)))
    .limit(1);
  return row;
}

export async function openIncident(db: Database, orgId: string, siteId: string, at: Date, cause: string) {
  const [row] = await db.insert(uptimeIncidents).values({ orgId, siteId, startedAt: at, cause }).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function closeIncident(db: Database, id: string, at: Date): Promise<void> {
  await db.update(uptimeIncidents).set({ endedAt: at }).where(eq(uptimeIncidents.id, id));
}

/** Who hears about a site's outages: the organisation's active owners and the site's creator. */
export async function siteOwners(
  db: Database,
  orgId: string,
  createdBy: string | null,
): Promise<{ email: string; name: string; locale: string }[]> {
  const owner = and(eq(memberships.role, 'ORG_OWNER'), eq(memberships.status, 'active'));
  return db
    .selectDistinct({ email: users.email, name: users.name, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.orgId, orgId),
        createdBy ? or(owner, and(eq(memberships.userId, createdBy), eq(memberships.status, 'active'))) : owner,
      ),
    );
}
