import {
  engineGoal,
  type KpiProgress,
  type kpiBodySchema,
  kpiNeedsGoal,
  MAX_KPIS_PER_SITE,
  type SiteKpi,
} from '@osm5/shared/schemas/analytics-goals';
import type { Page, PageQuery } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import { AppError } from '../../errors.ts';
import type { Actor } from '../audit/actor.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import {
  countKpis,
  deleteKpiRow,
  findGoal,
  findKpi,
  type GoalRow,
  insertKpi,
  type KpiRow,
  listKpiRows,
  type SiteScope,
  updateKpiRow,
} from './analytics-goals.repository.ts';
import { audited, type GoalDeps, page, siteOf } from './goal-site.ts';
import { kpiProjection, kpiRange } from './kpi-period.ts';

/**
 * A site's KPI targets: a metric (of a goal, for the goal metrics) to reach
 * over a period, and how far each has come at this pace.
 */
type KpiInput = z.output<typeof kpiBodySchema>;

const kpiNotFound = () => new AppError('NOT_FOUND', { message: 'This KPI target does not exist.' });

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
