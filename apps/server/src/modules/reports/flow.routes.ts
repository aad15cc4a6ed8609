import { flowBodySchema, flowResultSchema } from '@osm5/shared/schemas/report-flow-uptime';
import { reportsParamsSchema } from '@osm5/shared/schemas/reports';
import { dataOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceOf } from '../../plugins/tenant.ts';
import { checkedItem, type ReportDeps } from './reports.service.ts';

/**
 * The users flow of a site (report users_flow): its visits page by page, with
 * the checks of every report (analytics:read, 404 for a site the workspace
 * does not hold); the scope is the organisation and the site, whatever the body says.
 */
export const flowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orgs/:orgId/workspaces/:workspaceId/analytics/flow',
    {
      schema: {
        tags: ['reports'],
        summary:
          "A site's users flow: each visit's first page views step by step (pages, transitions, drop-offs), the top pages per step",
        params: reportsParamsSchema,
        body: flowBodySchema,
        response: { 200: dataOf(flowResultSchema) },
      },
    },
    async (request) => {
      const access = workspaceOf(request);
      const deps: ReportDeps = { db: app.db.db, events: app.events };
      const { item, ...fields } = request.body;
      await checkedItem(deps, access, item);
      const data = await app.events.flow({ ...fields, scope: { tenantId: access.workspace.orgId, itemId: item.id } });
      return { status: true as const, data };
    },
  );
};
