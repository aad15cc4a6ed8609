import { reportsParamsSchema } from '@osm5/shared/schemas/reports';
import { dataOf } from '@osm5/shared/schemas/tenancy';
import {
  visitLogQuerySchema,
  visitLogSchema,
  visitorParamsSchema,
  visitorProfileSchema,
  visitorsQuerySchema,
  visitorsSchema,
} from '@osm5/shared/schemas/visit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workspaceOf } from '../../plugins/tenant.ts';
import type { ReportDeps } from './reports.service.ts';
import { visitLog, visitLogCsv, visitorList, visitorProfile } from './visits.service.ts';

/**
 * The visitor log and the visitor profiles of one link or site (reports
 * vlog and visitors/detailed): visits and visitors one by one, with the same
 * checks as every report (links:read or analytics:read, 404 for an item the
 * workspace does not hold).
 */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reports'];
  const base = '/api/orgs/:orgId/workspaces/:workspaceId/analytics';
  const params = reportsParamsSchema;
  const deps = (): ReportDeps => ({ db: app.db.db, events: app.events });

  app.get(
    `${base}/visits`,
    {
      schema: {
        tags,
        summary: "The visitor log: one item's visits of a period, newest first, each with its events",
        params,
        querystring: visitLogQuerySchema,
        response: { 200: dataOf(visitLogSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await visitLog(deps(), workspaceOf(request), request.query) }),
  );

  app.get(
    `${base}/visits.csv`,
    {
      schema: { tags, summary: 'The visitor log as CSV, one row per visit', params, querystring: visitLogQuerySchema },
    },
    async (request, reply) => {
      const log = await visitLog(deps(), workspaceOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="visits.csv"')
        .send(visitLogCsv(log));
    },
  );

  app.get(
    `${base}/visitors`,
    {
      schema: {
        tags,
        summary: "The visitor profiles: one item's visitors of a period, most visits or last seen first",
        params,
        querystring: visitorsQuerySchema,
        response: { 200: dataOf(visitorsSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await visitorList(deps(), workspaceOf(request), request.query),
    }),
  );

  app.get(
    `${base}/visitors/:visitorId`,
    {
      schema: {
        tags,
        summary: "One visitor's profile: their summary over the period and their visits with events",
        params: visitorParamsSchema,
        querystring: visitLogQuerySchema,
        response: { 200: dataOf(visitorProfileSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await visitorProfile(deps(), workspaceOf(request), request.params.visitorId, request.query),
    }),
  );
};
