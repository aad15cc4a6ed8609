import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsGoals, analyticsKpis, analyticsSites } from '../../db/schema.ts';

export type GoalRow = typeof analyticsGoals.$inferSelect;
export type GoalInsert = typeof analyticsGoals.$inferInsert;
export type KpiRow = typeof analyticsKpis.$inferSelect & { goalName: string | null };
export type KpiInsert = typeof analyticsKpis.$inferInsert;

/** A site of the workspace, every goal and KPI query starts from it. */
export interface SiteScope {
  orgId: string;
  workspaceId: string;
  siteId: string;
}

export interface GoalSite {
  id: string;
  currency: string;
  timeZone: string;
}

export async function findGoalSite(
  db: Database,
  scope: Omit<SiteScope, 'siteId'>,
  siteId: string,
): Promise<GoalSite | undefined> {
  const [row] = await db
    .select({ id: analyticsSites.id, currency: analyticsSites.currency, timeZone: analyticsSites.subTimeZone })
    .from(analyticsSites)
    .where(
      and(
        eq(analyticsSites.orgId, scope.orgId),
        eq(analyticsSites.workspaceId, scope.workspaceId),
        eq(analyticsSites.id, siteId),
      ),
    );
  return row;
}

const goalsOf = (s: SiteScope) =>
  and(
    eq(analyticsGoals.orgId, s.orgId),
    eq(analyticsGoals.workspaceId, s.workspaceId),
    eq(analyticsGoals.siteId, s.siteId),
  );
const kpisOf = (s: SiteScope) =>
  and(
    eq(analyticsKpis.orgId, s.orgId),
    eq(analyticsKpis.workspaceId, s.workspaceId),
    eq(analyticsKpis.siteId, s.siteId),
  );

export async function listGoalRows(
  db: Database,
  scope: SiteScope,
  page: { limit: number; offset: number },
): Promise<{ rows: GoalRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(analyticsGoals)
      .where(goalsOf(scope))
      .orderBy(asc(analyticsGoals.createdAt), asc(analyticsGoals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(analyticsGoals).where(goalsOf(scope)),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function countGoals(db: Pick<Database, 'select'>, scope: SiteScope): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(analyticsGoals).where(goalsOf(scope));
  return count?.n ?? 0;
}

export async function findGoal(
  db: Pick<Database, 'select'>,
  scope: SiteScope,
  id: string,
): Promise<GoalRow | undefined> {
  const [row] = await db
    .select()
    .from(analyticsGoals)
    .where(and(goalsOf(scope), eq(analyticsGoals.id, id)));
  return row;
}

export async function insertGoal(db: Pick<Database, 'insert'>, values: GoalInsert): Promise<GoalRow> {
  const [row] = await db.insert(analyticsGoals).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateGoalRow(
  db: Pick<Database, 'update'>,
  scope: SiteScope,
  id: string,
  values: Pick<
    GoalInsert,
    'name' | 'kind' | 'path' | 'eventName' | 'propertyKey' | 'propertyValue' | 'minRevenue' | 'value'
  >,
): Promise<GoalRow | undefined> {
  const [row] = await db
    .update(analyticsGoals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(goalsOf(scope), eq(analyticsGoals.id, id)))
    .returning();
  return row;
}

/** The goal and, by cascade, the KPI targets set on it. */
export async function deleteGoalRow(db: Pick<Database, 'delete'>, scope: SiteScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(analyticsGoals)
    .where(and(goalsOf(scope), eq(analyticsGoals.id, id)))
    .returning({ id: analyticsGoals.id });
  return rows.length > 0;
}

const kpiWithGoal = (db: Pick<Database, 'select'>) =>
  db
    .select({ kpi: analyticsKpis, goalName: analyticsGoals.name })
    .from(analyticsKpis)
    .leftJoin(analyticsGoals, eq(analyticsGoals.id, analyticsKpis.goalId));

export async function listKpiRows(
  db: Database,
  scope: SiteScope,
  page: { limit: number; offset: number },
): Promise<{ rows: KpiRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    kpiWithGoal(db)
      .where(kpisOf(scope))
      .orderBy(asc(analyticsKpis.createdAt), asc(analyticsKpis.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(analyticsKpis).where(kpisOf(scope)),
  ]);
  return { rows: rows.map((r) => ({ ...r.kpi, goalName: r.goalName })), total: count?.n ?? 0 };
}

export async function countKpis(db: Pick<Database, 'select'>, scope: SiteScope): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(analyticsKpis).where(kpisOf(scope));
  return count?.n ?? 0;
}

export async function findKpi(db: Pick<Database, 'select'>, scope: SiteScope, id: string): Promise<KpiRow | undefined> {
  const [row] = await kpiWithGoal(db).where(and(kpisOf(scope), eq(analyticsKpis.id, id)));
  return row ? { ...row.kpi, goalName: row.goalName } : undefined;
}

export async function insertKpi(db: Pick<Database, 'insert'>, values: KpiInsert): Promise<string> {
  const [row] = await db.insert(analyticsKpis).values(values).returning({ id: analyticsKpis.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateKpiRow(
  db: Pick<Database, 'update'>,
  scope: SiteScope,
  id: string,
  values: Pick<KpiInsert, 'metric' | 'goalId' | 'target' | 'period' | 'startDate' | 'endDate'>,
): Promise<boolean> {
  const rows = await db
    .update(analyticsKpis)
    .set({ ...values, updatedAt: new Date() })
    .where(and(kpisOf(scope), eq(analyticsKpis.id, id)))
    .returning({ id: analyticsKpis.id });
  return rows.length > 0;
}

export async function deleteKpiRow(db: Pick<Database, 'delete'>, scope: SiteScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(analyticsKpis)
    .where(and(kpisOf(scope), eq(analyticsKpis.id, id)))
    .returning({ id: analyticsKpis.id });
  return rows.length > 0;
}
