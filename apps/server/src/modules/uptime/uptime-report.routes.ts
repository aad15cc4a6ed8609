import {
  incidentSchema,
  incidentsQuerySchema,
  linkMonitorBodySchema,
  linkMonitorSchema,
  uptimeQuerySchema,
  uptimeSummarySchema,
} from '@osm5/shared/schemas/report-flow-uptime';
import { reportsParamsSchema } from '@osm5/shared/schemas/reports';
import { dataOf, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, workspaceOf } from '../../plugins/tenant.ts';
import type { ReportDeps } from '../reports/reports.service.ts';
import { incidentList, setLinkMonitor, uptimeSummary } from './uptime-report.service.ts';

/**
 * The `outage` report of a site or of a short link's destination: the checks
 * of a range and the incidents, with the checks of every report
 * (analytics:read or links:read, 404 for an item the workspace does not
 * hold), and the switch of a link's destination monitor (links:write).
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
          "A site's or a link's destination's uptime over a range (default: the last 30 days): uptime share, checks, failures, average and p75 response time, by day",
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
        summary: "A site's or a link's destination's outages, newest first (start, end, duration, cause)",
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

  app.put(
    `${base}/link-monitor`,
    {
      config: { privilege: 'links:write' as const },
      schema: {
        tags,
        summary: "Watch a short link's main destination with the uptime monitor, or stop",
        params,
        body: linkMonitorBodySchema,
        response: { 200: dataOf(linkMonitorSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await setLinkMonitor(deps(), workspaceOf(request), actorOf(request), request.body),
    }),
  );
};
