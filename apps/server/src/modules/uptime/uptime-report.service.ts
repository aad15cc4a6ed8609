import { mainDestination } from '@osm5/shared/links/main-destination';
import type {
  Incident,
  incidentsQuerySchema,
  LinkMonitor,
  linkMonitorBodySchema,
  UptimeSummary,
  uptimeQuerySchema,
} from '@osm5/shared/schemas/report-flow-uptime';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { checkedItem, type ReportDeps } from '../reports/reports.service.ts';
import {
  linkIncidentPage,
  linkMonitorOf,
  linkOf,
  openLinkIncidentOf,
  saveLinkMonitor,
} from './link-monitor.repository.ts';
import { openIncidentOf } from './uptime.repository.ts';
import { checkedUrl } from './uptime.service.ts';
import { incidentPage, siteMonitor } from './uptime-report.repository.ts';

const DAY_MS = 86_400_000;

type IncidentRow = { id: string; startedAt: Date; endedAt: Date | null; cause: string };

/** What the reads need of a monitored item, whichever it is. */
interface Watched {
  itemId: string;
  timeZone: string;
  monitor: UptimeSummary['monitor'];
  hasOpenIncident(): Promise<boolean>;
  incidents(page: number, pageSize: number): Promise<{ rows: IncidentRow[]; total: number }>;
}

const notFound = () => new AppError('NOT_FOUND', { message: 'This link or site does not exist.' });

/**
 * The site or link, checked as every report checks its item (analytics:read
 * or links:read, 404 for one the workspace does not hold), with its monitor.
 */
async function watched(
  deps: ReportDeps,
  access: WorkspaceAccess,
  q: { siteId?: string; linkId?: string },
): Promise<Watched> {
  const orgId = access.workspace.orgId;
  if (q.linkId !== undefined) {
    const linkId = q.linkId;
    const { timeZone } = await checkedItem(deps, access, { type: 'surl', id: linkId });
    const [link, monitor] = await Promise.all([
      linkOf(deps.db, orgId, access.workspace.id, linkId),
      linkMonitorOf(deps.db, orgId, linkId),
    ]);
    if (!link) throw notFound();
    return {
      itemId: linkId,
      timeZone,
      monitor: {
        available: true,
        enabled: monitor?.enabled ?? false,
        intervalMinutes: monitor?.intervalMinutes ?? 5,
        url: mainDestination(link.kind, link.rules as Record<string, unknown>),
      },
      hasOpenIncident: async () => Boolean(await openLinkIncidentOf(deps.db, orgId, linkId)),
      incidents: (page, pageSize) => linkIncidentPage(deps.db, orgId, linkId, page, pageSize),
    };
  }
  const siteId = q.siteId as string;
  const { timeZone } = await checkedItem(deps, access, { type: 'analytics', id: siteId });
  const monitor = await siteMonitor(deps.db, orgId, access.workspace.id, siteId);
  if (!monitor) throw notFound();
  // the monitor checks a web site's address; an app has none
  const web = monitor.kind === 'web';
  return {
    itemId: siteId,
    timeZone,
    monitor: {
      available: web,
      enabled: web && monitor.enabled,
      intervalMinutes: monitor.intervalMinutes,
      url: web ? checkedUrl({ domain: monitor.domain, uptimeUrl: monitor.url }) : '',
    },
    hasOpenIncident: async () => Boolean(await openIncidentOf(deps.db, orgId, siteId)),
    incidents: (page, pageSize) => incidentPage(deps.db, orgId, siteId, page, pageSize),
  };
}

/**
 * A site's or link's uptime over a range (the last 30 days by default): its
 * checks in total and by day of its time zone, read from the `uptime_check`
 * events the monitor stores, and the monitor's settings as they are now.
 */
export async function uptimeSummary(
  deps: ReportDeps,
  access: WorkspaceAccess,
  query: z.output<typeof uptimeQuerySchema>,
  now = Date.now(),
): Promise<UptimeSummary> {
  const item = await watched(deps, access, query);
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const timeZone = query.timeZone ?? item.timeZone;
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const [answer, open] = await Promise.all([
    deps.events.uptime({ tenantId: access.workspace.orgId, itemId: item.itemId, range, timeZone }),
    item.hasOpenIncident(),
  ]);
  return { ...answer, timeZone, range, monitor: item.monitor, openIncident: open };
}

/** A page of a site's or link's incidents, newest first; an open one lasts until now. */
export async function incidentList(
  deps: ReportDeps,
  access: WorkspaceAccess,
  query: z.output<typeof incidentsQuerySchema>,
  now = Date.now(),
): Promise<Page<Incident>> {
  const item = await watched(deps, access, query);
  const { rows, total } = await item.incidents(query.page, query.pageSize);
  return {
    items: rows.map((r) => ({
      id: r.id,
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt ? r.endedAt.toISOString() : null,
      durationSeconds: Math.max(0, Math.round(((r.endedAt?.getTime() ?? now) - r.startedAt.getTime()) / 1000)),
      cause: r.cause,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Turns the watch of a link's main destination on or off: links:write, 404 for a link the workspace does not hold. */
export async function setLinkMonitor(
  deps: ReportDeps,
  access: WorkspaceAccess,
  actor: Actor,
  body: z.output<typeof linkMonitorBodySchema>,
): Promise<LinkMonitor> {
  if (!access.privileges.has('links:write')) throw new AppError('ACCESS_DENIED');
  const link = await linkOf(deps.db, access.workspace.orgId, access.workspace.id, body.linkId);
  if (!link) throw notFound();
  const url = mainDestination(link.kind, link.rules as Record<string, unknown>);
  if (body.enabled && !/^https?:\/\//i.test(url)) {
    throw new AppError('VALIDATION_ERROR', { field: 'linkId', message: 'validation.url_invalid' });
  }
  const saved = await deps.db.transaction(async (tx) => {
    const row = await saveLinkMonitor(tx, {
      linkId: link.id,
      orgId: access.workspace.orgId,
      workspaceId: access.workspace.id,
      enabled: body.enabled,
      intervalMinutes: body.intervalMinutes,
      userId: actor.userId,
    });
    await recordAudit(tx, {
      orgId: access.workspace.orgId,
      workspaceId: access.workspace.id,
      ...auditBy(actor),
      action: body.enabled ? 'uptime_monitor.enable' : 'uptime_monitor.disable',
      targetType: 'link',
      targetId: link.id,
      details: { url, intervalMinutes: body.intervalMinutes },
    });
    return row;
  });
  return { linkId: saved.linkId, enabled: saved.enabled, intervalMinutes: saved.intervalMinutes, url };
}
