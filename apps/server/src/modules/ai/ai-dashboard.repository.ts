import type { AiApp } from '@osm5/shared/ai/plan';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiDashboardCharts } from '../../db/schema.ts';

/**
 * The AI dashboard: charts pinned from Pro answers, shared by the workspace
 * (each item's `ai_dashboard` report shows its own). Scoped by organisation
 * and workspace in every query.
 */
export interface DashboardScope {
  orgId: string;
  workspaceId: string;
}

export type ChartRow = typeof aiDashboardCharts.$inferSelect;
export type NewChart = Omit<typeof aiDashboardCharts.$inferInsert, 'id' | 'orgId' | 'workspaceId' | 'createdAt'>;

const inScope = (scope: DashboardScope): SQL =>
  and(eq(aiDashboardCharts.orgId, scope.orgId), eq(aiDashboardCharts.workspaceId, scope.workspaceId)) as SQL;

export async function listChartRows(
  db: Database,
  scope: DashboardScope,
  filter: { app?: AiApp; itemId?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [inScope(scope)];
  if (filter.app) conditions.push(eq(aiDashboardCharts.app, filter.app));
  if (filter.itemId) {
    conditions.push(sql`coalesce(${aiDashboardCharts.linkId}, ${aiDashboardCharts.siteId}) = ${filter.itemId}`);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(aiDashboardCharts)
      .where(where)
      .orderBy(desc(aiDashboardCharts.createdAt), desc(aiDashboardCharts.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(aiDashboardCharts).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findChartRow(db: Database, scope: DashboardScope, id: string): Promise<ChartRow | undefined> {
  const [row] = await db
    .select()
    .from(aiDashboardCharts)
    .where(and(inScope(scope), eq(aiDashboardCharts.id, id)));
  return row;
}

export async function findChartOfMessage(db: Database, scope: DashboardScope, chatId: string) {
  const [row] = await db
    .select({ id: aiDashboardCharts.id })
    .from(aiDashboardCharts)
    .where(and(inScope(scope), eq(aiDashboardCharts.chatId, chatId)));
  return row;
}

export async function insertChart(
  db: Pick<Database, 'insert'>,
  scope: DashboardScope,
  chart: NewChart,
): Promise<ChartRow> {
  const [row] = await db
    .insert(aiDashboardCharts)
    .values({ ...chart, orgId: scope.orgId, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteChartRow(db: Pick<Database, 'delete'>, scope: DashboardScope, id: string) {
  const rows = await db
    .delete(aiDashboardCharts)
    .where(and(inScope(scope), eq(aiDashboardCharts.id, id)))
    .returning({ id: aiDashboardCharts.id });
  return rows.length > 0;
}
