import { orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import { auditEntrySchema, auditQuerySchema } from '@osm5/shared/schemas/workspaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantOf } from '../../plugins/tenant.ts';
import { listAudit } from './audit.repository.ts';

/** /settings/ulog: who did what in the organisation. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orgs/:orgId/audit',
    {
      config: { privilege: 'audit:read' },
      schema: {
        tags: ['audit'],
        summary: 'The organisation log, newest first; filter by actor, action (or `family.`), dates, workspace',
        params: orgParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listAudit(app.db.db, tenantOf(request).orgId, request.query),
    }),
  );
};
