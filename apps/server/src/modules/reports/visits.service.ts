import { toCsv } from '@osm5/shared/links/csv';
import type {
  LoggedVisitView,
  VisitLog,
  VisitorList,
  VisitorProfile,
  VisitorSummaryView,
  visitLogQuerySchema,
  visitorsQuerySchema,
} from '@osm5/shared/schemas/visit-log';
import type { z } from 'zod';
import type { LoggedVisit, VisitorSummary } from '../../analytics-store/index.ts';
import { AppError } from '../../errors.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { checkedItem, type ReportDeps } from './reports.service.ts';

type VisitLogParams = z.output<typeof visitLogQuerySchema>;
type VisitorsParams = z.output<typeof visitorsQuerySchema>;

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The item checked as for every report (privilege, then 404 for another workspace's), and the period: the last 30 days by default. */
async function scopeOf(deps: ReportDeps, access: WorkspaceAccess, q: VisitLogParams, now: number) {
  const { timeZone, currency } = await checkedItem(deps, access, { type: q.type, id: q.id });
  const toMs = q.to ? Date.parse(q.to) : now;
  const fromMs = q.from ? Date.parse(q.from) : toMs - 30 * DAY_MS;
  const range = { from: iso(fromMs), to: iso(toMs) };
  return {
    base: {
      tenantId: access.workspace.orgId,
      itemId: q.id,
      range,
      timeZone,
      filters: q.filters,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    },
    page: { page: q.page, pageSize: q.pageSize, range, timeZone, ...(currency ? { currency } : {}) },
  };
}

const visitView = ({ timeline, start, end, ...v }: LoggedVisit): LoggedVisitView => ({
  ...v,
  start: iso(start),
  end: iso(end),
  durationSeconds: (end - start) / 1000,
  timeline: timeline.map(({ id: _, time, ...e }) => ({ ...e, time: iso(time) })),
});

const visitorView = ({ firstSeen, lastSeen, ...v }: VisitorSummary): VisitorSummaryView => ({
  ...v,
  firstSeen: iso(firstSeen),
  lastSeen: iso(lastSeen),
});

/** One item's visits of the period, newest first, each with its events. */
export async function visitLog(
  deps: ReportDeps,
  access: WorkspaceAccess,
  q: VisitLogParams,
  now = Date.now(),
): Promise<VisitLog> {
  const { base, page } = await scopeOf(deps, access, q, now);
  const result = await deps.events.visits(base);
  return { visits: result.visits.map(visitView), total: result.total, ...page };
}

/** One item's visitors of the period, most visits or last seen first. */
export async function visitorList(
  deps: ReportDeps,
  access: WorkspaceAccess,
  q: VisitorsParams,
  now = Date.now(),
): Promise<VisitorList> {
  const { base, page } = await scopeOf(deps, access, q, now);
  const result = await deps.events.visitors({ ...base, sort: q.sort });
  return { visitors: result.visitors.map(visitorView), total: result.total, ...page };
}

/** One visitor of the item: their summary over the period and their visits, newest first; 404 when they have none. */
export async function visitorProfile(
  deps: ReportDeps,
  access: WorkspaceAccess,
  visitorId: string,
  q: VisitLogParams,
  now = Date.now(),
): Promise<VisitorProfile> {
  const { base, page } = await scopeOf(deps, access, q, now);
  const [summary, visits] = await Promise.all([
    deps.events.visitors({ ...base, visitorId, sort: 'visits', limit: 1, offset: 0 }),
    deps.events.visits({ ...base, visitorId }),
  ]);
  const [visitor] = summary.visitors;
  if (!visitor) throw new AppError('NOT_FOUND', { message: 'This visitor has no visit in this period.' });
  return { visitor: visitorView(visitor), visits: visits.visits.map(visitView), total: visits.total, ...page };
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written as text. */
const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const csvColumns = [
  'start',
  'end',
  'durationSeconds',
  'visitorId',
  'visitorType',
  'events',
  'pageviews',
  'clicks',
  'revenue',
  'currency',
  'entryPage',
  'exitPage',
  'referrerHost',
  'channel',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'country',
  'city',
  'deviceType',
  'os',
  'browser',
] as const;

/** The visits as CSV, one row each (their events stay in the JSON). */
export function visitLogCsv(log: VisitLog): string {
  const rows = log.visits.map((v) => csvColumns.map((c) => (typeof v[c] === 'number' ? String(v[c]) : safe(v[c]))));
  return `\uFEFF${toCsv([[...csvColumns], ...rows])}`;
}
