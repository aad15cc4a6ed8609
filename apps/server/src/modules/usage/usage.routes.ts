import { dataOf, orgParamsSchema } from '@osm5/shared/schemas/tenancy';
import { usageCsvQuerySchema, usageQuerySchema, usageReportSchema } from '@osm5/shared/schemas/usage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { usageCsv, usageReport } from './usage.service.ts';

/**
 * /settings/useage_report: the organisation's usage against its plan, for
 * those with billing:read in the organisation (owners and admins).
 */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  const base = '/api/orgs/:orgId/usage';
  const config = { privilege: 'billing:read' as const, privilegeScope: 'org' as const };
  const deps = () => ({ db: app.db.db, events: app.events });

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Usage of a month (UTC) against each plan limit, by day and by workspace',
        params: orgParamsSchema,
        querystring: usageQuerySchema,
        response: { 200: dataOf(usageReportSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await usageReport(deps(), tenantOf(request).orgId, request.query),
    }),
  );

  app.get(
    `${base}.csv`,
    {
      config,
      schema: {
        tags,
        summary: 'The same month as CSV, by day or by workspace',
        params: orgParamsSchema,
        querystring: usageCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { filename, csv } = await usageCsv(deps(), tenantOf(request).orgId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
