import type { AuditAction } from '@osm5/shared/audit-actions';
import type { PageQuery } from '@osm5/shared/schemas/tenancy';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { findGoalSite, type GoalSite, type SiteScope } from './analytics-goals.repository.ts';

/**
 * A site's goals and KPI targets: stored here, counted by the event store
 * through its query description (the engine's `goal`), never by SQL of ours.
 */
export interface GoalDeps {
  db: Database;
  events: EventStore;
}

const siteNotFound = () => new AppError('NOT_FOUND', { message: 'This site does not exist.' });

/** The workspace's site with its scope; another workspace's site is not found. */
export async function siteOf(deps: GoalDeps, access: WorkspaceAccess, siteId: string): Promise<GoalSite & SiteScope> {
  const scope = { orgId: access.workspace.orgId, workspaceId: access.workspace.id };
  const site = await findGoalSite(deps.db, scope, siteId);
  if (!site) throw siteNotFound();
  return { ...site, ...scope, siteId };
}

export const page = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** The site settings whose changes are audited per site: goals, KPI targets, ad cost sheets. */
type SiteSetting = 'goal' | 'kpi_target' | 'ad_cost';

/**
 * The audit entry of a change to one of a site's settings, in the change's
 * transaction: its target is the setting the action names, and its details
 * name the site.
 */
export function audited(
  tx: Pick<Database, 'insert'>,
  actor: Actor,
  site: SiteScope,
  action: Extract<AuditAction, `${SiteSetting}.${string}`>,
  targetId: string,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    orgId: site.orgId,
    workspaceId: site.workspaceId,
    ...auditBy(actor),
    action,
    targetType: action.slice(0, action.indexOf('.')),
    targetId,
    details: { siteId: site.siteId, ...details },
  });
}
