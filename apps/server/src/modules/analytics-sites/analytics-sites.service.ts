import type { Site, SiteBodyParsed, SiteStatus, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';
import { AppError } from '../../errors.ts';
import type { Actor } from '../audit/actor.ts';
import { auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enqueueEventDeletion } from '../event-deletions/event-deletions.repository.ts';
import { removeEvents } from '../event-deletions/event-deletions.service.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { assertRoomFor } from '../plans/plan-quotas.ts';
import {
  deleteSiteRows,
  findSite,
  insertSite,
  type SiteChanges,
  type SiteRow,
  type SiteWithExtras,
  updateSite,
} from './analytics-sites.repository.ts';
import type { SiteDeps } from './site-deps.ts';
import { toSite } from './site-view.ts';

/**
 * Analytics sites and apps of a workspace: create, replace, status changes and
 * deletion. Every change is audited in its transaction and published, so that
 * ingestion on every instance drops its cached copy of the site.
 */

const notFound = () => new AppError('NOT_FOUND', { message: 'This site does not exist.' });

export async function getSiteRow(
  deps: Pick<SiteDeps, 'db'>,
  access: WorkspaceAccess,
  userId: string,
  siteId: string,
): Promise<SiteWithExtras> {
  const row = await findSite(deps.db, access.workspace.orgId, access.workspace.id, siteId, userId);
  if (!row) throw notFound();
  return row;
}

export async function getSite(deps: Pick<SiteDeps, 'db'>, access: WorkspaceAccess, userId: string, siteId: string) {
  return toSite(await getSiteRow(deps, access, userId, siteId));
}

/** The columns a body sets; the other kind's columns are cleared so a row never holds both. */
function columnsOf(body: SiteBodyParsed): SiteChanges {
  const common = {
    name: body.name,
    currency: body.currency,
    timeZone: body.timeZone,
    subTimeZone: body.subTimeZone,
  };
  if (body.kind === 'mobile') {
    return { ...common, platform: body.platform, bundleId: body.bundleId };
  }
  return {
    ...common,
    domain: body.domain,
    // the main domain listed again would only be noise
    allowedHosts: [...new Set(body.allowedHosts)].filter((h) => h !== body.domain),
    excludedIps: [...new Set(body.excludedIps)],
    excludedPaths: [...new Set(body.excludedPaths)],
    trackQueryStrings: body.trackQueryStrings,
    siteSearchParams: [...new Set(body.siteSearchParams)],
    respectDnt: body.respectDnt,
    uptimeEnabled: body.uptime.enabled,
    uptimeIntervalMinutes: body.uptime.intervalMinutes,
    uptimeUrl: body.uptime.url ?? null,
  };
}

const publish = (deps: Pick<SiteDeps, 'linkChanges'>, siteId: string) =>
  deps.linkChanges.publish({ type: 'site', id: siteId });

export async function createSite(
  deps: SiteDeps,
  access: WorkspaceAccess,
  actor: Actor,
  body: SiteBodyParsed,
): Promise<Site> {
  const { orgId, id: workspaceId } = access.workspace;
  await assertRoomFor(deps.db, orgId, 'sites');
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertSite(tx, {
      orgId,
      workspaceId,
      kind: body.kind,
      ...columnsOf(body),
      name: body.name,
      currency: body.currency,
      timeZone: body.timeZone,
      subTimeZone: body.subTimeZone,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: 'site.create',
      targetType: 'analytics',
      targetId: row.id,
      details: { name: row.name, kind: row.kind },
    });
    return row;
  });
  return getSite(deps, access, actor.userId, created.id);
}

export async function replaceSite(
  deps: SiteDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  body: SiteBodyParsed,
): Promise<Site> {
  const { orgId, id: workspaceId } = access.workspace;
  const { site: current } = await getSiteRow(deps, access, actor.userId, siteId);
  if (body.kind !== current.kind) {
    throw new AppError('VALIDATION_ERROR', { field: 'kind', message: 'validation.site_kind_fixed' });
  }
  await deps.db.transaction(async (tx) => {
    const updated = await updateSite(tx, orgId, siteId, { ...columnsOf(body), updatedBy: actor.userId });
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: 'site.update',
      targetType: 'analytics',
      targetId: siteId,
      details: { name: updated.name, changedFields: changedFields(current, updated) },
    });
  });
  await publish(deps, siteId);
  return getSite(deps, access, actor.userId, siteId);
}

const comparable: (keyof SiteRow)[] = [
  'name',
  'currency',
  'timeZone',
  'subTimeZone',
  'domain',
  'allowedHosts',
  'excludedIps',
  'excludedPaths',
  'trackQueryStrings',
  'siteSearchParams',
  'respectDnt',
  'uptimeEnabled',
  'uptimeIntervalMinutes',
  'uptimeUrl',
  'platform',
  'bundleId',
];
const changedFields = (before: SiteRow, after: SiteRow) =>
  comparable.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));

/** Where a resumed site goes: active once it has received an event, else back to waiting for one. */
const resumed = (site: SiteRow): SiteStatus => (site.firstEventAt ? 'active' : 'not_verified');

/**
 * The allowed transitions: archive from not_verified or active; unarchive from
 * archived; disable from anything but disabled (an admin's pause outranks an
 * archive); enable from disabled. Anything else is a CONFLICT saying so.
 */
function nextStatus(site: SiteRow, action: SiteStatusAction): SiteStatus {
  const from = site.status;
  switch (action) {
    case 'archive':
      if (from === 'not_verified' || from === 'active') return 'archived';
      break;
    case 'unarchive':
      if (from === 'archived') return resumed(site);
      break;
    case 'disable':
      if (from !== 'disabled') return 'disabled';
      break;
    case 'enable':
      if (from === 'disabled') return resumed(site);
      break;
  }
  throw new AppError('CONFLICT', { message: `A ${from.replace('_', ' ')} site cannot be asked to ${action}.` });
}

export async function setSiteStatus(
  deps: SiteDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  action: SiteStatusAction,
): Promise<Site> {
  const { orgId, id: workspaceId } = access.workspace;
  const { site: current } = await getSiteRow(deps, access, actor.userId, siteId);
  const status = nextStatus(current, action);
  await deps.db.transaction(async (tx) => {
    await updateSite(tx, orgId, siteId, { status, updatedBy: actor.userId });
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: `site.${action}`,
      targetType: 'analytics',
      targetId: siteId,
      details: { name: current.name, from: current.status, to: status },
    });
  });
  await publish(deps, siteId);
  return getSite(deps, access, actor.userId, siteId);
}

/**
 * Deletes a site or app for good: the row, its stars and views and incidents,
 * then its events, queued in the same transaction so that a store outage or a
 * stop right after the commit only delays their removal.
 */
export async function deleteSite(deps: SiteDeps, access: WorkspaceAccess, actor: Actor, siteId: string): Promise<void> {
  const { orgId, id: workspaceId } = access.workspace;
  const { site: current } = await getSiteRow(deps, access, actor.userId, siteId);
  const removal = await deps.db.transaction(async (tx) => {
    await deleteSiteRows(tx, orgId, workspaceId, siteId);
    await recordAudit(tx, {
      orgId,
      workspaceId,
      ...auditBy(actor),
      action: 'site.delete',
      targetType: 'analytics',
      targetId: siteId,
      details: { name: current.name, kind: current.kind },
    });
    return enqueueEventDeletion(tx, orgId, siteId);
  });
  await publish(deps, siteId);
  await removeEvents({ db: deps.db, events: deps.events, logger: deps.logger }, removal);
}
