import { type AnalyticsFilter, enumerateBuckets, eventTriggers, type QueryDescriptionInput } from '@osm5/shared';
import { startOfZonedDay } from '@osm5/shared/analytics/time-buckets';
import {
  DASHBOARD_DAYS,
  DASHBOARD_TOP,
  type Dashboard,
  type DashboardFigures,
  type DashboardItemType,
  dashboardMetric,
  type dashboardQuerySchema,
} from '@osm5/shared/schemas/analytics-dashboard';
import type { z } from 'zod';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { itemNames, pageOfItems } from './dashboard.repository.ts';

export interface DashboardDeps {
  db: Database;
  events: EventStore;
}

type Query = z.output<typeof dashboardQuerySchema>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A link's events come from its short address, its QR code or a bio profile; a site's from its tracker or SDK. */
const triggersOf: Record<DashboardItemType, string[]> = {
  surl: eventTriggers.filter((t) => t === 'link' || t === 'qr' || t === 'profile'),
  analytics: eventTriggers.filter((t) => t === 'web' || t === 'mobile'),
};

/**
 * The 14 local days ending with today in the viewer's zone: from the start of
 * the first to the start of tomorrow. Noon anchors keep each step inside its
 * day across a DST change.
 */
export function dashboardDays(now: number, timeZone: string) {
  const today = startOfZonedDay(now, timeZone);
  const fromMs = startOfZonedDay(today + 12 * HOUR_MS - (DASHBOARD_DAYS - 1) * DAY_MS, timeZone);
  const toMs = startOfZonedDay(today + 36 * HOUR_MS, timeZone);
  return { fromMs, toMs, days: enumerateBuckets(fromMs, toMs, timeZone, 'day') };
}

/**
 * Today and yesterday from the days' values (today last); the last 7 days and
 * the 7 before from their own totals, since visitors over a week are not the
 * sum of each day's visitors.
 */
export function figuresOf(trend: number[], last7: number, previous7: number): DashboardFigures {
  const n = trend.length;
  return { today: trend[n - 1] ?? 0, yesterday: trend[n - 2] ?? 0, last7, previous7 };
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * The dashboard of a workspace's links or sites: four engine queries whatever
 * the number of items (the workspace by day; its week against the one before,
 * by item for the top; the page's items by item and day, and by item over the
 * two weeks), each scoped to the organisation and the workspace, plus the
 * reads of the items' names.
 */
export async function workspaceDashboard(
  deps: DashboardDeps,
  access: WorkspaceAccess,
  query: Query,
  now = Date.now(),
): Promise<Dashboard> {
  const privilege = query.type === 'surl' ? 'links:read' : 'analytics:read';
  if (!access.privileges.has(privilege)) throw new AppError('ACCESS_DENIED');
  const { orgId, id: workspaceId } = access.workspace;
  const metric = dashboardMetric[query.type];
  const { fromMs, toMs, days } = dashboardDays(now, query.timeZone);
  const filters: AnalyticsFilter[] = [{ dimension: 'trigger', op: 'in', values: triggersOf[query.type] }];
  const base = {
    timeZone: query.timeZone,
    metrics: [metric],
    filters,
    range: { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
  } satisfies Partial<QueryDescriptionInput>;
  const workspace = { tenantId: orgId, workspaceId };
  const weekFrom = startOfZonedDay(startOfZonedDay(now, query.timeZone) + 12 * HOUR_MS - 6 * DAY_MS, query.timeZone);

  const week = { from: new Date(weekFrom).toISOString(), to: base.range.to };
  const page = await pageOfItems(deps.db, orgId, workspaceId, query.type, query.page, query.pageSize);
  const pageScope = page.items.length > 0 ? { ...workspace, itemIds: page.items.map((i) => i.id) } : undefined;
  const [series, weekly, byItemDay, byItemWeek] = await Promise.all([
    deps.events.query({ ...base, scope: workspace, dimensions: ['day'], limit: DASHBOARD_DAYS + 2 }),
    // the week against the one before, and its top items: deleted items keep their events, so a few more than shown
    deps.events.query({
      ...base,
      scope: workspace,
      range: week,
      dimensions: ['item_id'],
      compare: { type: 'previous' },
      limit: DASHBOARD_TOP * 4,
    }),
    pageScope &&
      deps.events.query({
        ...base,
        scope: pageScope,
        dimensions: ['item_id', 'day'],
        limit: page.items.length * (DASHBOARD_DAYS + 2),
      }),
    pageScope &&
      deps.events.query({
        ...base,
        scope: pageScope,
        range: week,
        dimensions: ['item_id'],
        compare: { type: 'previous' },
        limit: page.items.length,
      }),
  ]);

  const perDay = new Map(series.rows.map((r) => [String(r.day), num(r[metric])]));
  const trend = days.map((d) => perDay.get(d) ?? 0);

  const perItem = new Map<string, Map<string, number>>();
  for (const r of byItemDay?.rows ?? []) {
    const id = String(r.item_id);
    const map = perItem.get(id) ?? new Map<string, number>();
    map.set(String(r.day), num(r[metric]));
    perItem.set(id, map);
  }
  const valueById = (rows: Record<string, unknown>[] | undefined) =>
    new Map((rows ?? []).map((r) => [String(r.item_id), num(r[metric])]));
  const itemWeek = valueById(byItemWeek?.rows);
  const itemPrevious = valueById(byItemWeek?.compare?.rows);
  const items = page.items.map((item) => {
    const values = perItem.get(item.id);
    const itemTrend = days.map((d) => values?.get(d) ?? 0);
    return {
      id: item.id,
      name: item.name,
      figures: figuresOf(itemTrend, itemWeek.get(item.id) ?? 0, itemPrevious.get(item.id) ?? 0),
      trend: itemTrend,
    };
  });

  const names = await itemNames(
    deps.db,
    orgId,
    workspaceId,
    query.type,
    weekly.rows.map((r) => String(r.item_id)),
  );
  const top = weekly.rows
    .filter((r) => names.has(String(r.item_id)) && num(r[metric]) > 0)
    .slice(0, DASHBOARD_TOP)
    .map((r) => ({ id: String(r.item_id), name: names.get(String(r.item_id)) ?? '', value: num(r[metric]) }));

  return {
    type: query.type,
    metric,
    timeZone: query.timeZone,
    days,
    figures: figuresOf(trend, num(weekly.totals[metric]), num(weekly.compare?.totals[metric])),
    trend,
    top,
    items,
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
