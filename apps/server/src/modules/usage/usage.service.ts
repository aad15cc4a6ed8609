import type { LimitKey } from '@osm5/shared/billing/plans';
import { toCsvLine } from '@osm5/shared/links/csv-columns';
import type {
  UsageDay,
  UsageFigures,
  UsageLimit,
  UsageOverage,
  UsageReport,
  UsageWorkspace,
} from '@osm5/shared/schemas/usage';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { billingState } from '../billing/billing-state.ts';
import { addonPrice } from '../billing/pricing.ts';
import { limitsFor } from '../plans/plan-check.ts';
import { countCustomDomains, countSeats, countSites, countWorkspaces } from '../plans/plan-quotas.ts';
import { overageRoom, PACK_EVENTS } from './overage.ts';
import { countTrackedEvents, trackedEventsBy } from './tracked-events.ts';
import { aiQuestionsBy, itemsByWorkspace, newLinksBy, orgWorkspaces } from './usage.repository.ts';
import { daysOf, type UsagePeriod, usagePeriod } from './usage-period.ts';

export interface UsageDeps {
  db: Database;
  events: EventStore;
}

const zero = (): UsageFigures => ({ trackedEvents: 0, clicks: 0, newLinks: 0, aiMessages: 0 });
const sumBy = <K extends string>(rows: { n: number }[], key: (r: never) => K) => {
  const map = new Map<K, number>();
  for (const r of rows) map.set(key(r as never), (map.get(key(r as never)) ?? 0) + r.n);
  return map;
};

/** What the period counted, by day and by workspace, from the event store and the relational rows. */
async function periodFigures(deps: UsageDeps, orgId: string, period: UsagePeriod) {
  const [byDay, byWorkspace, links, ai] = await Promise.all([
    trackedEventsBy(deps.events, orgId, period, 'day'),
    trackedEventsBy(deps.events, orgId, period, 'workspace_id'),
    newLinksBy(deps.db, orgId, period),
    aiQuestionsBy(deps.db, orgId, period),
  ]);
  type Row = { day: string; workspaceId: string; n: number };
  return {
    byDay,
    byWorkspace,
    linksByDay: sumBy(links, (r: Row) => r.day),
    linksByWorkspace: sumBy(links, (r: Row) => r.workspaceId),
    aiByDay: sumBy(ai, (r: Row) => r.day),
    aiByWorkspace: sumBy(ai, (r: Row) => r.workspaceId),
    totals: {
      trackedEvents: byDay.totals.events,
      clicks: byDay.totals.clicks,
      newLinks: links.reduce((s, r) => s + r.n, 0),
      aiMessages: ai.reduce((s, r) => s + r.n, 0),
    } satisfies UsageFigures,
  };
}

type Figures = Awaited<ReturnType<typeof periodFigures>>;

function dayRows(f: Figures, period: UsagePeriod, now: Date): UsageDay[] {
  return daysOf(period, now).map((date) => {
    const t = f.byDay.rows.get(date);
    return {
      ...zero(),
      date,
      trackedEvents: t?.events ?? 0,
      clicks: t?.clicks ?? 0,
      newLinks: f.linksByDay.get(date) ?? 0,
      aiMessages: f.aiByDay.get(date) ?? 0,
    };
  });
}

async function workspaceRows(deps: UsageDeps, orgId: string, f: Figures): Promise<UsageWorkspace[]> {
  const [list, items] = await Promise.all([orgWorkspaces(deps.db, orgId), itemsByWorkspace(deps.db, orgId)]);
  return list.map((w) => {
    const t = f.byWorkspace.rows.get(w.id);
    return {
      workspaceId: w.id,
      name: w.name,
      trackedEvents: t?.events ?? 0,
      clicks: t?.clicks ?? 0,
      newLinks: f.linksByWorkspace.get(w.id) ?? 0,
      aiMessages: f.aiByWorkspace.get(w.id) ?? 0,
      links: items.links.get(w.id) ?? 0,
      sites: items.sites.get(w.id) ?? 0,
    };
  });
}

/** Each limit of the plan (add-ons included) against what counts for it, as the limit checks count it. */
async function limitRows(deps: UsageDeps, orgId: string, totals: UsageFigures): Promise<UsageLimit[]> {
  const [limits, sites, workspaces, members, customDomains] = await Promise.all([
    limitsFor(deps.db, orgId),
    countSites(deps.db, orgId),
    countWorkspaces(deps.db, orgId),
    countSeats(deps.db, orgId),
    countCustomDomains(deps.db, orgId),
  ]);
  const used: Record<LimitKey, [number, UsageLimit['counts']]> = {
    newLinksPerMonth: [totals.newLinks, 'period'],
    trackedEventsPerMonth: [totals.trackedEvents, 'period'],
    sites: [sites, 'now'],
    workspaces: [workspaces, 'now'],
    members: [members, 'now'],
    customDomains: [customDomains, 'now'],
  };
  return (Object.keys(used) as LimitKey[]).map((key) => ({
    key,
    used: used[key][0],
    limit: limits.limits[key],
    counts: used[key][1],
  }));
}

/** The month's tracked events past the limit and the packs billed for them (overage.ts). */
async function overageOf(
  deps: UsageDeps,
  orgId: string,
  period: UsagePeriod,
  limits: UsageLimit[],
  now: Date,
): Promise<UsageOverage> {
  const tracked = limits.find((l) => l.key === 'trackedEventsPerMonth');
  const [room, { currency }] = await Promise.all([
    overageRoom(deps.db, orgId, period, now),
    billingState(deps.db, orgId),
  ]);
  const events = tracked && tracked.limit !== null ? Math.max(0, tracked.used - tracked.limit) : 0;
  return {
    events,
    packs: room.billedPacks,
    packEvents: PACK_EVENTS,
    amount: room.billedPacks * addonPrice('extra_events', currency),
    currency,
    allowed: room.allowed,
  };
}

export async function usageReport(
  deps: UsageDeps,
  orgId: string,
  query: { month?: string | undefined; page: number; pageSize: number },
  now = new Date(),
): Promise<UsageReport> {
  const period = usagePeriod(query.month, now);
  const figures = await periodFigures(deps, orgId, period);
  const [workspaces, limits, plan] = await Promise.all([
    workspaceRows(deps, orgId, figures),
    limitRows(deps, orgId, figures.totals),
    limitsFor(deps.db, orgId),
  ]);
  const overage = await overageOf(deps, orgId, period, limits, now);
  const start = (query.page - 1) * query.pageSize;
  return {
    month: period.month,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timeZone: 'UTC',
    current: period.current,
    plan: plan.plan,
    limits,
    totals: figures.totals,
    overage,
    byDay: dayRows(figures, period, now),
    byWorkspace: {
      items: workspaces.slice(start, start + query.pageSize),
      total: workspaces.length,
      page: query.page,
      pageSize: query.pageSize,
    },
  };
}

/** The report's days or workspaces as CSV (every row, not a page). */
export async function usageCsv(
  deps: UsageDeps,
  orgId: string,
  query: { month?: string | undefined; by: 'day' | 'workspace' },
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const period = usagePeriod(query.month, now);
  const figures = await periodFigures(deps, orgId, period);
  const figureHeads = ['tracked_events', 'link_clicks', 'new_links', 'osm5gpt_questions'];
  const figureCells = (f: UsageFigures) => [f.trackedEvents, f.clicks, f.newLinks, f.aiMessages];
  const lines =
    query.by === 'day'
      ? [['date', ...figureHeads], ...dayRows(figures, period, now).map((d) => [d.date, ...figureCells(d)])]
      : [
          ['workspace_id', 'workspace', ...figureHeads, 'links', 'sites'],
          ...(await workspaceRows(deps, orgId, figures)).map((w) => [
            w.workspaceId,
            w.name,
            ...figureCells(w),
            w.links,
            w.sites,
          ]),
        ];
  return {
    filename: `usage-${period.month}-by-${query.by}.csv`,
    // with a BOM, as the reports' CSV, so spreadsheets read workspace names in UTF-8
    csv: `\uFEFF${lines.map(toCsvLine).join('')}`,
  };
}

/** The tracked events of the current month, for the limit at ingestion. */
export async function currentTrackedEvents(deps: UsageDeps, orgId: string, now: Date) {
  const period = usagePeriod(undefined, now);
  const limit = (await limitsFor(deps.db, orgId)).limits.trackedEventsPerMonth;
  // an unlimited plan has nothing to count
  const used = limit === null ? 0 : await countTrackedEvents(deps.events, orgId, period);
  return { used, limit, periodEnd: period.to.getTime() };
}
