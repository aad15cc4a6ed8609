import type {
  Incident,
  incidentsQuerySchema,
  UptimeSummary,
  uptimeQuerySchema,
} from '@osm5/shared/schemas/report-flow-uptime';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { checkedItem, type ReportDeps } from '../reports/reports.service.ts';
import { openIncidentOf } from './uptime.repository.ts';
import { checkedUrl } from './uptime.service.ts';
import { incidentPage, siteMonitor } from './uptime-report.repository.ts';

const DAY_MS = 86_400_000;

/** The site, checked as every report checks its item (analytics:read, 404 for a site the workspace does not hold). */
async function checkedSite(deps: ReportDeps, access: WorkspaceAccess, siteId: string) {
  const { timeZone } = await checkedItem(deps, access, { type: 'analytics', id: siteId });
  const monitor = await siteMonitor(deps.db, access.workspace.orgId, access.workspace.id, siteId);
  if (!monitor) throw new AppError('NOT_FOUND', { message: 'This link or site does not exist.' });
  return { timeZone, monitor };
}

/**
 * A site's uptime over a range (the last 30 days by default): its checks in
 * total and by day of its time zone, read from the `uptime_check` events the
 * monitor stores, and the monitor's settings as they are now.
 */
export async function uptimeSummary(
  deps: ReportDeps,
  access: WorkspaceAccess,
  query: z.output<typeof uptimeQuerySchema>,
  now = Date.now(),
): Promise<UptimeSummary> {
  const { timeZone: siteZone, monitor } = await checkedSite(deps, access, query.siteId);
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const timeZone = query.timeZone ?? siteZone;
  // the monitor checks a web site's address; an app has none
  const web = monitor.kind === 'web';
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const [answer, open] = await Promise.all([
    deps.events.uptime({ tenantId: access.workspace.orgId, itemId: query.siteId, range, timeZone }),
    openIncidentOf(deps.db, access.workspace.orgId, query.siteId),
  ]);
  return {
    ...answer,
    timeZone,
    range,
    monitor: {
      available: web,
      enabled: web && monitor.enabled,
      intervalMinutes: monitor.intervalMinutes,
      url: web ? checkedUrl({ domain: monitor.domain, uptimeUrl: monitor.url }) : '',
    },
    openIncident: Boolean(open),
  };
}

/** A page of a site's incidents, newest first; an open one lasts until now. */
export async function incidentList(
  deps: ReportDeps,
  access: WorkspaceAccess,
  query: z.output<typeof incidentsQuerySchema>,
  now = Date.now(),
): Promise<Page<Incident>> {
  await checkedSite(deps, access, query.siteId);
  const { rows, total } = await incidentPage(deps.db, access.workspace.orgId, query.siteId, query.page, query.pageSize);
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
