import {
  queryResultSchema,
  reportGetQuerySchema,
  reportQueryBodySchema,
  reportsParamsSchema,
} from '@osm5/shared/schemas/reports';
import { dataOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceOf } from '../../plugins/tenant.ts';
import { uptimeReportRoutes } from '../uptime/uptime-report.routes.ts';
import { flowRoutes } from './flow.routes.ts';
import { type ReportDeps, resultCsv, runItemQuery, runReport } from './reports.service.ts';
import { visitsRoutes } from './visits.routes.ts';

/**
 * The one read API of the reports, the AI analyst and the public API: a query
 * description for one link or site of the workspace, or a catalogue entry by
 * route, as JSON or CSV. The privilege is the item's module's (links:read or
 * analytics:read), checked by the service once it knows the item.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/analytics';
  const params = reportsParamsSchema;
  const deps = (): ReportDeps => ({ db: app.db.db, events: app.events });
  const result = { 200: dataOf(queryResultSchema) };

  app.post(
    `${base}/query`,
    {
      schema: {
        tags,
        summary:
          'Run a query description (metrics, dimensions, filters, range, comparison, goal, segment) for one item',
        params,
        body: reportQueryBodySchema,
        response: result,
      },
    },
    async (request) => ({
      status: true as const,
      data: await runItemQuery(deps(), workspaceOf(request), request.body),
    }),
  );

  app.post(
    `${base}/query.csv`,
    {
      schema: {
        tags,
        summary: 'The same query, its rows as CSV',
        params,
        body: reportQueryBodySchema,
      },
    },
    async (request, reply) => {
      const answer = await runItemQuery(deps(), workspaceOf(request), request.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="report.csv"')
        .send(resultCsv(answer));
    },
  );

  app.get(
    `${base}/report`,
    {
      schema: {
        tags,
        summary: 'One report of the catalogue (its route, e.g. `con` or `ads/campaigns`) for one item',
        params,
        querystring: reportGetQuerySchema,
        response: result,
      },
    },
    async (request) => ({ status: true as const, data: await runReport(deps(), workspaceOf(request), request.query) }),
  );

  app.get(
    `${base}/report.csv`,
    {
      schema: { tags, summary: 'One report of the catalogue as CSV', params, querystring: reportGetQuerySchema },
    },
    async (request, reply) => {
      const answer = await runReport(deps(), workspaceOf(request), request.query);
      const name = request.query.route.replace(/\//g, '-');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(resultCsv(answer));
    },
  );

  await visitsRoutes(app, {});
  await flowRoutes(app, {});
  await uptimeReportRoutes(app, {});
};
