import type { AnalyticsMetric } from '@osm5/shared';
import {
  engineGoal,
  type GoalFigures,
  type GoalOverview,
  type GoalSource,
  type goalBodySchema,
  type goalOverviewQuerySchema,
  type goalSourceSorts,
  type goalSourcesQuerySchema,
  MAX_GOALS_PER_SITE,
  type SiteGoal,
} from '@osm5/shared/schemas/analytics-goals';
import type { Page, PageQuery } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { Actor } from '../audit/actor.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { campaignPage } from '../reports/campaign-page.ts';
import { periodBase } from '../reports/period-base.ts';
import {
  countGoals,
  deleteGoalRow,
  findGoal,
  type GoalRow,
  insertGoal,
  listGoalRows,
  updateGoalRow,
} from './analytics-goals.repository.ts';
import { audited, type GoalDeps, page, siteOf } from './goal-site.ts';

/** A site's goals, and their conversions over a range: overall, by day and by source. */
type GoalInput = z.output<typeof goalBodySchema>;
type GoalsQuery = z.output<typeof goalOverviewQuerySchema>;
type GoalSourcesQuery = z.output<typeof goalSourcesQuerySchema>;

const goalNotFound = () => new AppError('NOT_FOUND', { message: 'This goal does not exist.' });

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

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * Every goal of the site over a range (the last 30 days by default) and the
 * range before it: conversions and rate (the engine's goal), the revenue of
 * the converting visits (a segment of them), the value, and a trend by day.
 */
export async function goalOverview(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  query: GoalsQuery,
  now = Date.now(),
): Promise<GoalOverview> {
  const site = await siteOf(deps, access, siteId);
  const { base: asked, bucket } = periodBase(site, query, now);
  const { range } = asked;
  const base = { ...asked, compare: { type: 'previous' as const } };
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

/** The engine's metric each sortable column of a goal's sources is. */
const sortMetrics = {
  visitors: 'visitors',
  conversions: 'conversions',
  conversionRate: 'conversion_rate',
} as const satisfies Record<(typeof goalSourceSorts)[number], AnalyticsMetric>;

/**
 * One goal by source and campaign: a page of the tagged sources, each with
 * how many of the visits that came through it converted (campaign-page.ts),
 * in the order asked (most conversions first by default).
 */
export async function goalSources(
  deps: GoalDeps,
  access: WorkspaceAccess,
  siteId: string,
  goalId: string,
  query: GoalSourcesQuery,
  now = Date.now(),
): Promise<Page<GoalSource>> {
  const site = await siteOf(deps, access, siteId);
  const goal = await findGoal(deps.db, site, goalId);
  if (!goal) throw goalNotFound();
  const { page, pageSize } = query;
  const { base } = periodBase(site, query, now);
  const { rows, total } = await campaignPage(deps.events, base, {
    metrics: ['conversions', 'conversion_rate'],
    goal: engineGoal(goal),
    sort: { key: sortMetrics[query.sort], direction: query.direction },
    page,
    pageSize,
  });
  const items = rows.map(({ source, campaign, values }) => ({
    source,
    campaign,
    visitors: num(values.visitors),
    conversions: num(values.conversions),
    conversionRate: typeof values.conversion_rate === 'number' ? values.conversion_rate : null,
  }));
  return { items, total, page, pageSize };
}
