import { dashboardQuerySchema, dashboardSchema } from '@osm5/shared/schemas/analytics-dashboard';
import { dataOf, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceOf } from '../../plugins/tenant.ts';
import { workspaceDashboard } from './dashboard.service.ts';

/**
 * The workspace dashboard's analytics: the headline numbers of its links
 * (links:read) or its sites and apps (analytics:read), many items in a few
 * engine queries.
 */
export const analyticsDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/analytics/dashboard',
    {
      schema: {
        tags: ['reports'],
        summary:
          "The workspace's links (clicks) or sites (visitors): today, the last 7 days against the 7 before, the trend, the top items and a page of items",
        params: workspaceParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(dashboardSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await workspaceDashboard({ db: app.db.db, events: app.events }, workspaceOf(request), request.query),
    }),
  );
};
