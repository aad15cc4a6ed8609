import type { AiApp, AiQuery } from '@osm5/shared/ai/plan';
import type { AiDashboardChart, aiDashboardAddBodySchema, aiDashboardListQuerySchema } from '@osm5/shared/schemas/ai';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { offsetOf, type Page } from '@osm5/shared/schemas/tenancy';
import type { z } from 'zod';
import type { EventStore } from '../../analytics-store/index.ts';
import type { Database } from '../../db/client.ts';
import { AppError, isAppError } from '../../errors.ts';
import { type Actor, auditBy } from '../audit/actor.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { WorkspaceAccess } from '../organizations/access.ts';
import { assertPlanAllows } from '../plans/plan-check.ts';
import { runItemQuery } from '../reports/reports.service.ts';
import { assertCanRead, canRead, sessionNotFound } from './ai-access.ts';
import {
  type ChartRow,
  type DashboardScope,
  deleteChartRow,
  findChartOfMessage,
  findChartRow,
  insertChart,
  listChartRows,
} from './ai-dashboard.repository.ts';
import { findItem, itemNames } from './ai-item.repository.ts';
import { findMessageRow, findSessionRow, listMessageRows } from './ai-sessions.repository.ts';
import { reanchor } from './reanchor.ts';

/**
 * The AI dashboard: Pro answers' charts pinned for the workspace. A chart is
 * its query, re-run whenever it is shown, its range moved forward by the
 * whole days gone by since it was asked (see reanchor.ts).
 */
export interface DashboardDeps {
  db: Database;
  events: EventStore;
}

type ListQuery = z.output<typeof aiDashboardListQuerySchema>;
type AddBody = z.output<typeof aiDashboardAddBodySchema>;

const scopeOf = (access: WorkspaceAccess): DashboardScope => ({
  orgId: access.workspace.orgId,
  workspaceId: access.workspace.id,
});
const itemIdOf = (row: { linkId: string | null; siteId: string | null }) => (row.linkId ?? row.siteId) as string;
const chartNotFound = () => new AppError('NOT_FOUND', { message: 'This chart is not on the AI dashboard.' });

const chartView = (row: ChartRow, itemName: string): AiDashboardChart => ({
  id: row.id,
  app: row.app,
  itemId: itemIdOf(row),
  itemName,
  title: row.title,
  chart: row.chart.kind,
  query: row.chart.query,
  sessionId: row.sessionId,
  chatId: row.chatId,
  createdAt: row.createdAt.toISOString(),
});

/** The charts of the items the caller may read (an application it cannot read lists none), newest first. */
export async function listCharts(
  deps: DashboardDeps,
  access: WorkspaceAccess,
  query: ListQuery,
): Promise<Page<AiDashboardChart>> {
  const page = { page: query.page, pageSize: query.pageSize };
  const readable = (['surl', 'analytics'] as AiApp[]).filter((app) => canRead(access, app));
  if (query.app && !readable.includes(query.app)) assertCanRead(access, query.app);
  const apps = query.app ? [query.app] : readable;
  if (apps.length === 0) return { items: [], total: 0, ...page };
  const scope = scopeOf(access);
  const { rows, total } = await listChartRows(deps.db, scope, {
    app: apps.length === 1 ? apps[0] : undefined,
    itemId: query.itemId,
    limit: query.pageSize,
    offset: offsetOf(query),
  });
  const names = await itemNames(deps.db, scope, {
    linkIds: rows.flatMap((r) => (r.linkId ? [r.linkId] : [])),
    siteIds: rows.flatMap((r) => (r.siteId ? [r.siteId] : [])),
  });
  return { items: rows.map((r) => chartView(r, names.get(itemIdOf(r)) ?? '')), total, ...page };
}

/**
 * Pins the chart of one assistant message of the caller's Pro conversation.
 * Lite organisations get AI_PRO_ONLY; a missing session or message, the
 * spec's AI_SESSION_NOT_FOUND; a message without a chart (a refusal, a
 * question), VALIDATION_ERROR; a chart already pinned, CONFLICT.
 */
export async function addChart(
  deps: DashboardDeps,
  access: WorkspaceAccess,
  actor: Actor,
  body: AddBody,
): Promise<AiDashboardChart> {
  const scope = scopeOf(access);
  try {
    await assertPlanAllows(deps.db, scope.orgId, 'ai_pro');
  } catch (error) {
    if (isAppError(error) && error.code === 'PLAN_LIMIT') throw new AppError('AI_PRO_ONLY', { cause: error });
    throw error;
  }
  const found = await findSessionRow(deps.db, { ...scope, userId: actor.userId }, body.sessionId);
  if (!found) throw sessionNotFound();
  const { session } = found;
  const message = await findMessageRow(deps.db, scope.orgId, session.id, body.chatId);
  if (!message) throw sessionNotFound();
  assertCanRead(access, session.app);
  if (message.role !== 'assistant' || !message.chart) {
    throw new AppError('VALIDATION_ERROR', { field: 'chatId', message: 'This message has no chart to add.' });
  }
  if (await findChartOfMessage(deps.db, scope, message.id)) {
    throw new AppError('CONFLICT', { field: 'chatId', message: 'This chart is already on the AI dashboard.' });
  }
  const item = await findItem(deps.db, scope, session.app, itemIdOf(session));
  if (!item) throw sessionNotFound();
  const question = await previousQuestion(deps, scope.orgId, session.id, message.createdAt);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertChart(tx, scope, {
      app: session.app,
      linkId: session.linkId,
      siteId: session.siteId,
      title: question || session.title,
      chart: message.chart as NonNullable<typeof message.chart>,
      anchoredAt: message.createdAt,
      sessionId: session.id,
      chatId: message.id,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      ...scope,
      ...auditBy(actor),
      action: 'ai_chart.add',
      targetType: 'ai_chart',
      targetId: inserted.id,
      details: { app: session.app, itemId: item.id, sessionId: session.id, chatId: message.id },
    });
    return inserted;
  });
  return chartView(row, item.name);
}

/** The question an answer replied to: the user message just before it. */
async function previousQuestion(deps: DashboardDeps, orgId: string, sessionId: string, before: Date) {
  const rows = await listMessageRows(deps.db, orgId, sessionId);
  const asked = rows.filter((r) => r.role === 'user' && r.createdAt <= before);
  return asked.at(-1)?.text.split('\n')[0]?.slice(0, 200) ?? '';
}

async function checkedChart(deps: DashboardDeps, access: WorkspaceAccess, chartId: string) {
  const row = await findChartRow(deps.db, scopeOf(access), chartId);
  if (!row) throw chartNotFound();
  assertCanRead(access, row.app);
  return row;
}

/** Re-runs the chart's query now, its range moved forward by the whole days since it was asked. */
export async function chartData(
  deps: DashboardDeps,
  access: WorkspaceAccess,
  chartId: string,
  now = new Date(),
): Promise<ReportQueryResult> {
  const row = await checkedChart(deps, access, chartId);
  const query: AiQuery = reanchor(row.chart.query, row.anchoredAt, now);
  return runItemQuery(deps, access, { item: { type: row.app, id: itemIdOf(row) }, ...query });
}

export async function removeChart(
  deps: DashboardDeps,
  access: WorkspaceAccess,
  actor: Actor,
  chartId: string,
): Promise<void> {
  const row = await checkedChart(deps, access, chartId);
  const scope = scopeOf(access);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteChartRow(tx, scope, chartId))) throw chartNotFound();
    await recordAudit(tx, {
      ...scope,
      ...auditBy(actor),
      action: 'ai_chart.remove',
      targetType: 'ai_chart',
      targetId: chartId,
      details: { app: row.app, itemId: itemIdOf(row), title: row.title },
    });
  });
}
