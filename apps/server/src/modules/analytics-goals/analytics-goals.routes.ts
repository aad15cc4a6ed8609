import {
  goalBodySchema,
  goalListQuerySchema,
  goalOverviewQuerySchema,
  goalOverviewSchema,
  goalParamsSchema,
  goalSchema,
  goalSourceSchema,
  goalSourcesQuerySchema,
  kpiBodySchema,
  kpiParamsSchema,
  kpiProgressSchema,
  kpiSchema,
  siteGoalParamsSchema,
} from '@osm5/shared/schemas/analytics-goals';
import { dataOf, okSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import {
  createGoal,
  deleteGoal,
  getGoal,
  goalOverview,
  goalSources,
  listGoals,
  updateGoal,
} from './analytics-goals.service.ts';
import type { GoalDeps } from './goal-site.ts';
import { createKpi, deleteKpi, kpiProgress, listKpis, updateKpi } from './kpi-targets.service.ts';

/**
 * A site's goals and KPI targets (the goals/add and goals/kpi pages) and the
 * goals overview. Reads need analytics:read, changes analytics:write; a site
 * of another workspace or organisation answers 404.
 */
export const analyticsGoalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['analytics goals'];
  const site = '/api/orgs/:orgId/workspaces/:workspaceId/analytics/sites/:siteId';
  const read = { privilege: 'analytics:read' as const };
  const write = { privilege: 'analytics:write' as const };
  const deps = (): GoalDeps => ({ db: app.db.db, events: app.events });
  const ok = { status: true as const, data: { ok: true as const } };

  // goal.converted webhooks match the goals they keep in memory: a change here is theirs on this instance
  // before its answer leaves (an event sent once the answer came is matched against it; the others read
  // them again within their window). Before sending, not once sent: an event could otherwise come first.
  app.addHook('onSend', async (request, reply, payload) => {
    const goalRoute = /\/goals(\/:goalId)?$/.test(request.routeOptions.url ?? '');
    if (request.method === 'GET' || reply.statusCode >= 300 || !goalRoute) return payload;
    await app.webhooks.conversions.refresh().catch((err) => request.log.warn({ err }, 'goals not read again'));
    return payload;
  });

  app.get(
    `${site}/goals`,
    {
      config: read,
      schema: {
        tags,
        summary: "The site's goals, oldest first",
        params: siteGoalParamsSchema,
        querystring: goalListQuerySchema,
        response: { 200: pageOf(goalSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listGoals(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.post(
    `${site}/goals`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a goal (a page, a custom event or an order)',
        params: siteGoalParamsSchema,
        body: goalBodySchema,
        response: { 200: dataOf(goalSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createGoal(deps(), workspaceOf(request), actorOf(request), request.params.siteId, request.body),
    }),
  );

  app.get(
    `${site}/goals/overview`,
    {
      config: read,
      schema: {
        tags,
        summary: "Each goal's conversions, rate, revenue and value, compared with the range before, and its trend",
        params: siteGoalParamsSchema,
        querystring: goalOverviewQuerySchema,
        response: { 200: dataOf(goalOverviewSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await goalOverview(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.get(
    `${site}/goals/:goalId`,
    {
      config: read,
      schema: { tags, summary: 'One goal', params: goalParamsSchema, response: { 200: dataOf(goalSchema) } },
    },
    async (request) => ({
      status: true as const,
      data: await getGoal(deps(), workspaceOf(request), request.params.siteId, request.params.goalId),
    }),
  );

  app.get(
    `${site}/goals/:goalId/sources`,
    {
      config: read,
      schema: {
        tags,
        summary:
          'One goal by the source and campaign of the visits that came through a tagged link, most conversions first, paged',
        params: goalParamsSchema,
        querystring: goalSourcesQuerySchema,
        response: { 200: pageOf(goalSourceSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await goalSources(
        deps(),
        workspaceOf(request),
        request.params.siteId,
        request.params.goalId,
        request.query,
      ),
    }),
  );

  app.put(
    `${site}/goals/:goalId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace a goal',
        params: goalParamsSchema,
        body: goalBodySchema,
        response: { 200: dataOf(goalSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateGoal(
        deps(),
        workspaceOf(request),
        actorOf(request),
        request.params.siteId,
        request.params.goalId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${site}/goals/:goalId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a goal and the KPI targets set on it',
        params: goalParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteGoal(deps(), workspaceOf(request), actorOf(request), request.params.siteId, request.params.goalId);
      return ok;
    },
  );

  app.get(
    `${site}/kpis`,
    {
      config: read,
      schema: {
        tags,
        summary: "The site's KPI targets",
        params: siteGoalParamsSchema,
        querystring: goalListQuerySchema,
        response: { 200: pageOf(kpiSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listKpis(deps(), workspaceOf(request), request.params.siteId, request.query),
    }),
  );

  app.post(
    `${site}/kpis`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Set a KPI target',
        params: siteGoalParamsSchema,
        body: kpiBodySchema,
        response: { 200: dataOf(kpiSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createKpi(deps(), workspaceOf(request), actorOf(request), request.params.siteId, request.body),
    }),
  );

  app.get(
    `${site}/kpis/progress`,
    {
      config: read,
      schema: {
        tags,
        summary: "Each target's value in its current period, the time gone by and a projection",
        params: siteGoalParamsSchema,
        response: { 200: dataOf(z.array(kpiProgressSchema)) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await kpiProgress(deps(), workspaceOf(request), request.params.siteId),
    }),
  );

  app.put(
    `${site}/kpis/:kpiId`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Replace a KPI target',
        params: kpiParamsSchema,
        body: kpiBodySchema,
        response: { 200: dataOf(kpiSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateKpi(
        deps(),
        workspaceOf(request),
        actorOf(request),
        request.params.siteId,
        request.params.kpiId,
        request.body,
      ),
    }),
  );

  app.delete(
    `${site}/kpis/:kpiId`,
    {
      config: write,
      schema: { tags, summary: 'Delete a KPI target', params: kpiParamsSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteKpi(deps(), workspaceOf(request), actorOf(request), request.params.siteId, request.params.kpiId);
      return ok;
    },
  );
};
