import {
  incidentSchema,
  incidentsQuerySchema,
  uptimeQuerySchema,
  uptimeSummarySchema,
} from '@osm5/shared/schemas/report-flow-uptime';
import { reportsParamsSchema } from '@osm5/shared/schemas/reports';
import { dataOf, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceOf } from '../../plugins/tenant.ts';
import type { ReportDeps } from '../reports/reports.service.ts';
import { incidentList, uptimeSummary } from './uptime-report.service.ts';

/**
 * The read side of a site's uptime monitor (the `outage` report): the checks
 * of a range and the incidents, with the checks of every report
 * (analytics:read, 404 for a site the workspace does not hold).
 */
export const uptimeReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/analytics/uptime';
  const params = reportsParamsSchema;
  const deps = (): ReportDeps => ({ db: app.db.db, events: app.events });

  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          "A site's uptime over a range (default: the last 30 days): uptime share, checks, failures, average and p75 response time, by day",
        params,
        querystring: uptimeQuerySchema,
        response: { 200: dataOf(uptimeSummarySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await uptimeSummary(deps(), workspaceOf(request), request.query),
    }),
  );

  app.get(
    `${base}/incidents`,
    {
      schema: {
        tags,
        summary: "A site's outages, newest first (start, end, duration, cause)",
        params,
        querystring: incidentsQuerySchema,
        response: { 200: pageOf(incidentSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await incidentList(deps(), workspaceOf(request), request.query),
    }),
  );
};
