import type { QueryDescriptionInput } from '@osm5/shared';
import {
  engineGoal,
  type GoalFigures,
  type GoalOverview,
  type GoalSources,
  type goalBodySchema,
  type KpiProgress,
  type kpiBodySchema,
  kpiNeedsGoal,
  MAX_GOALS_PER_SITE,
  MAX_KPIS_PER_SITE,
  type SiteGoal,
  type SiteKpi,
} from '@osm5/shared/schemas/analytics-goals';
import type { Page, PageQuery } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import {
  countGoals,
  countKpis,
  deleteGoalRow,
  deleteKpiRow,
  findGoal,
  findGoalSite,
  findKpi,
  type GoalRow,
  type GoalSite,
  insertGoal,
  insertKpi,
  type KpiRow,
  listGoalRows,
  listKpiRows,
  type SiteScope,
  updateGoalRow,
  updateKpiRow,
} from './analytics-goals.repository.ts';
import { kpiProjection, kpiRange } from './kpi-period.ts';

/**
 * A site's goals and KPI targets: stored here, counted by the event store
 * through its query description (the engine's `goal`), never by SQL of ours.
 */
export interface GoalDeps {
  db: Database;
  events: EventStore;
}

type GoalInput = z.output<typeof goalBodySchema>;
type KpiInput = z.output<typeof kpiBodySchema>;

const DAY_MS = 86_400_000;
const siteNotFound = () => new AppError('NOT_FOUND', { message: 'This site does not exist.' });
const goalNotFound = () => new AppError('NOT_FOUND', { message: 'This goal does not exist.' });
const kpiNotFound = () => new AppError('NOT_FOUND', { message: 'This KPI target does not exist.' });

async function siteOf(deps: GoalDeps, access: WorkspaceAccess, siteId: string): Promise<GoalSite & SiteScope> {
  const scope = { orgId: access.workspace.orgId, workspaceId: access.workspace.id };
  const site = await findGoalSite(deps.db, scope, siteId);
  if (!site) throw siteNotFound();
  return { ...site, ...scope, siteId };
}

const goalView = (row: GoalRow): SiteGoal => ({
  id: row.id,
  siteId: row.siteId,
  name: row.name,
  kind: row.kind,
  path: row.path,
  eventName: row.eventName,
  propertyKey: row.propertyKey,
  propertyValue: row.propertyValue,
  minRevenue: row.minRevenue,
  value: row.value,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const kpiView = (row: KpiRow): SiteKpi => ({
  id: row.id,
  siteId: row.siteId,
  metric: row.metric,
  goalId: row.goalId,
  goalName: row.goalName,
  target: row.target,
  period: row.period,
  startDate: row.startDate,
  endDate: row.endDate,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const goalColumns = (input: GoalInput) => ({
  name: input.name,
  kind: input.kind,
  path: input.kind === 'page' ? input.path : null,
  eventName: input.kind === 'event' ? input.eventName : null,
  propertyKey: input.kind === 'event' ? (input.propertyKey ?? null) : null,
  propertyValue: input.kind === 'event' && input.propertyKey ? (input.propertyValue ?? null) : null,
  minRevenue: input.kind === 'revenue' ? (input.minRevenue ?? null) : null,
  value: input.value ?? null,
});

const page = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** The audit entry of a change to a site's goals or KPI targets, in the change's transaction. */
function audited(
  tx: Pick<Database, 'insert'>,
  actor: Actor,
  site: SiteScope,
  action:
    | 'goal.create'
    | 'goal.update'
    | 'goal.delete'
    | 'kpi_target.create'
    | 'kpi_target.update'
    | 'kpi_target.delete',
  targetId: string,
  details: Record<string, unknown>,
): Promise<void> {
  return recordAudit(tx, {
    orgId: site.orgId,
    workspaceId: site.workspaceId,
    ...auditBy(actor),
    action,
    targetType: action.startsWith('goal.') ? 'goal' : 'kpi_target',
    targetId,
    details: { siteId: site.siteId, ...details },
  });
}

export async function listGoals(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: PageQuery,
): Promise<Page<SiteGoal>> {
  const site = await siteOf(deps, access, siteId);
  const { rows, total } = await listGoalRows(deps.db, site, page(query));
  return { items: rows.map(goalView), total, ...query };
}

export async function getGoal(deps: GoalDeps, access: WorkspaceAccess, siteId: string, goalId: string) {
  const site = await siteOf(deps, access, siteId);
  const row = await findGoal(deps.db, site, goalId);
  if (!row) throw goalNotFound();
  return goalView(row);
}

export async function createGoal(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  input: GoalInput,
): Promise<SiteGoal> {
  const site = await siteOf(deps, access, siteId);
  return deps.db.transaction(async (tx) => {
    if ((await countGoals(tx, site)) >= MAX_GOALS_PER_SITE) {
      throw new AppError('CONFLICT', { message: 'validation.goal_limit' });
    }
    const row = await insertGoal(tx, {
      orgId: site.orgId,
      workspaceId: site.workspaceId,
      siteId,
      createdBy: actor.userId,
      ...goalColumns(input),
    });
    await audited(tx, actor, site, 'goal.create', row.id, { name: row.name, kind: row.kind });
    return goalView(row);
  });
}

export async function updateGoal(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  goalId: string,
  input: GoalInput,
): Promise<SiteGoal> {
  const site = await siteOf(deps, access, siteId);
  return deps.db.transaction(async (tx) => {
    const row = await updateGoalRow(tx, site, goalId, goalColumns(input));
    if (!row) throw goalNotFound();
    await audited(tx, actor, site, 'goal.update', row.id, { name: row.name, kind: row.kind });
    return goalView(row);
  });
}

export async function deleteGoal(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  goalId: string,
) {
  const site = await siteOf(deps, access, siteId);
  const goal = await findGoal(deps.db, site, goalId);
  if (!goal) throw goalNotFound();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteGoalRow(tx, site, goalId))) throw goalNotFound();
    await audited(tx, actor, site, 'goal.delete', goalId, { name: goal.name, kind: goal.kind });
  });
}

const num = (v: number | null | undefined) => (typeof v === 'number' ? v : 0);

/**
 * Every goal of the site over a range (the last 30 days by default) and the
 * range before it: conversions and rate (the engine's goal), the revenue of
 * the converting visits (a segment of them), the value, and a trend by day.
 */
export async function goalOverview(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = Date.now(),
): Promise<GoalOverview> {
  const site = await siteOf(deps, access, siteId);
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const range = { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() };
  const bucket = toMs - fromMs <= 2 * DAY_MS ? ('hour' as const) : ('day' as const);
  const base = {
    scope: { tenantId: site.orgId, itemId: site.id },
    range,
    timeZone: site.timeZone,
    compare: { type: 'previous' as const },
  } satisfies Partial<QueryDescriptionInput>;
  const { rows: goals } = await listGoalRows(deps.db, site, { limit: MAX_GOALS_PER_SITE, offset: 0 });
  const visitors = await deps.events.query({ ...base, metrics: ['visitors'] });
  const items = await Promise.all(
    goals.map(async (goal) => {
      // the revenue is that of the converting visits (all their orders), by the goal's exact condition
      const conversions = await deps.events.query({
        ...base,
        metrics: ['conversions', 'conversion_rate', 'conversion_revenue'],
        dimensions: [bucket],
        goal: engineGoal(goal),
      });
      const figures = (totals: Record<string, number | null | undefined>): GoalFigures => ({
        conversions: num(totals.conversions),
        conversionRate: totals.conversion_rate ?? null,
        revenue: num(totals.conversion_revenue),
        value: goal.value === null ? null : num(totals.conversions) * goal.value,
      });
      return {
        goal: goalView(goal),
        current: figures(conversions.totals),
        previous: figures(conversions.compare?.totals ?? {}),
        trend: conversions.rows.map((r) => ({ bucket: String(r[bucket]), conversions: num(r.conversions as number) })),
      };
    }),
  );
  return {
    range,
    compareRange: visitors.compare?.range ?? range,
    timeZone: site.timeZone,
    currency: site.currency,
    visitors: num(visitors.totals.visitors),
    goals: items,
  };
}

const MAX_SOURCES = 20;

/**
 * One goal by source and campaign: the tagged sources with the most visitors,
 * and for each the visits that came through it (a segment: the goal is often
 * reached pages after the landing) and how many of them converted.
 */
export async function goalSources(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  goalId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = Date.now(),
): Promise<GoalSources> {
  const site = await siteOf(deps, access, siteId);
  const goal = await findGoal(deps.db, site, goalId);
  if (!goal) throw goalNotFound();
  const toMs = query.to ? Date.parse(query.to) : now;
  const fromMs = query.from ? Date.parse(query.from) : toMs - 30 * DAY_MS;
  const base = {
    scope: { tenantId: site.orgId, itemId: site.id },
    range: { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString() },
    timeZone: site.timeZone,
  };
  const sources = await deps.events.query({
    ...base,
    metrics: ['visitors'],
    dimensions: ['utm_source', 'utm_campaign'],
    filters: [{ dimension: 'utm_source', op: 'neq', value: '' }],
    limit: MAX_SOURCES,
  });
  const rows = await Promise.all(
    sources.rows.map(async (r) => {
      const source = String(r.utm_source ?? '');
      const campaign = String(r.utm_campaign ?? '');
      const result = await deps.events.query({
        ...base,
        metrics: ['sessions', 'conversions', 'conversion_rate'],
        goal: engineGoal(goal),
        segment: {
          filters: [
            { dimension: 'utm_source', op: 'eq', value: source },
            { dimension: 'utm_campaign', op: 'eq', value: campaign },
          ],
        },
      });
      return {
        source,
        campaign,
        visitors: num(r.visitors as number),
        conversions: num(result.totals.conversions),
        conversionRate: result.totals.conversion_rate ?? null,
      };
    }),
  );
  return { rows };
}

/** A KPI's goal must be one of the same site's. */
async function checkKpiGoal(deps: GoalDeps, site: SiteScope, input: KpiInput): Promise<string | null> {
  if (!kpiNeedsGoal(input.metric)) return null;
  const goal = input.goalId ? await findGoal(deps.db, site, input.goalId) : undefined;
  if (!goal) throw new AppError('VALIDATION_ERROR', { field: 'goalId', message: 'validation.kpi_goal_required' });
  return goal.id;
}

const kpiDetails = (input: KpiInput) => ({ metric: input.metric, target: input.target, period: input.period });

const kpiColumns = (input: KpiInput, goalId: string | null) => ({
  metric: input.metric,
  goalId,
  target: input.target,
  period: input.period,
  startDate: input.period === 'custom' ? (input.startDate ?? null) : null,
  endDate: input.period === 'custom' ? (input.endDate ?? null) : null,
});

export async function listKpis(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: PageQuery,
): Promise<Page<SiteKpi>> {
  const site = await siteOf(deps, access, siteId);
  const { rows, total } = await listKpiRows(deps.db, site, page(query));
  return { items: rows.map(kpiView), total, ...query };
}

export async function createKpi(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  input: KpiInput,
): Promise<SiteKpi> {
  const site = await siteOf(deps, access, siteId);
  const goalId = await checkKpiGoal(deps, site, input);
  const id = await deps.db.transaction(async (tx) => {
    if ((await countKpis(tx, site)) >= MAX_KPIS_PER_SITE) {
      throw new AppError('CONFLICT', { message: 'validation.kpi_limit' });
    }
    const kpiId = await insertKpi(tx, {
      orgId: site.orgId,
      workspaceId: site.workspaceId,
      siteId,
      createdBy: actor.userId,
      ...kpiColumns(input, goalId),
    });
    await audited(tx, actor, site, 'kpi_target.create', kpiId, kpiDetails(input));
    return kpiId;
  });
  const row = await findKpi(deps.db, site, id);
  if (!row) throw kpiNotFound();
  return kpiView(row);
}

export async function updateKpi(
  deps: GoalDeps,
  access: WorkspaceAccess,
  actor: Actor,
  siteId: string,
  kpiId: string,
  input: KpiInput,
): Promise<SiteKpi> {
  const site = await siteOf(deps, access, siteId);
  const goalId = await checkKpiGoal(deps, site, input);
  await deps.db.transaction(async (tx) => {
    if (!(await updateKpiRow(tx, site, kpiId, kpiColumns(input, goalId)))) throw kpiNotFound();
    await audited(tx, actor, site, 'kpi_target.update', kpiId, kpiDetails(input));
  });
  const row = await findKpi(deps.db, site, kpiId);
  if (!row) throw kpiNotFound();
  return kpiView(row);
}

export async function deleteKpi(deps: GoalDeps, access: WorkspaceAccess, actor: Actor, siteId: string, kpiId: string) {
  const site = await siteOf(deps, access, siteId);
  const kpi = await findKpi(deps.db, site, kpiId);
  if (!kpi) throw kpiNotFound();
  await deps.db.transaction(async (tx) => {
    if (!(await deleteKpiRow(tx, site, kpiId))) throw kpiNotFound();
    await audited(tx, actor, site, 'kpi_target.delete', kpiId, { metric: kpi.metric, target: kpi.target });
  });
}

/** Each target's value so far in its period, the time gone by and where it ends at this pace. */
export async function kpiProgress(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  now = Date.now(),
): Promise<KpiProgress[]> {
  const site = await siteOf(deps, access, siteId);
  const { rows } = await listKpiRows(deps.db, site, { limit: MAX_KPIS_PER_SITE, offset: 0 });
  const goals = new Map<string, GoalRow>();
  return Promise.all(
    rows.map(async (kpi) => {
      const { from, to } = kpiRange(kpi, site.timeZone, now);
      const elapsed = Math.min(1, Math.max(0, (now - from) / (to - from)));
      const range = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
      let actual: number | null = null;
      if (from < now) {
        let goal: GoalRow | undefined;
        if (kpi.goalId) {
          goal = goals.get(kpi.goalId) ?? (await findGoal(deps.db, site, kpi.goalId));
          if (goal) goals.set(goal.id, goal);
        }
        const result = await deps.events.query({
          scope: { tenantId: site.orgId, itemId: site.id },
          range: { from: range.from, to: new Date(Math.min(to, Math.max(now, from + 1))).toISOString() },
          timeZone: site.timeZone,
          metrics: [kpi.metric],
          ...(goal ? { goal: engineGoal(goal) } : {}),
        });
        actual = result.totals[kpi.metric] ?? (kpi.metric === 'conversion_rate' ? null : 0);
      }
      return {
        kpi: kpiView(kpi),
        range,
        actual,
        elapsed,
        projection: kpiProjection(actual, elapsed, kpi.metric === 'conversion_rate'),
      };
    }),
  );
}
