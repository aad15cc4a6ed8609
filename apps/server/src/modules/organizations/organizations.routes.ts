import {
  contextResponseSchema,
  okSchema,
  orgParamsSchema,
  tenantsQuerySchema,
  tenantsResponseSchema,
} from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { actorOf, signedInUser, tenantOf } from '../../plugins/tenant.ts';
import { leaveOrganization } from '../members/members.service.ts';
import { findOrganization } from './organizations.repository.ts';
import { listTenants, orgContext } from './tenants.service.ts';

/** The user's organisations and the context picker (enterprise → workspace). */
export const organizationsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/api/me/tenants',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'My organisations (tenents) and the workspaces I see in the chosen or first one (sBoxs)',
        querystring: tenantsQuerySchema,
        response: { 200: tenantsResponseSchema },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listTenants(app.db.db, signedInUser(request), config.defaultPlan, request.query.orgId),
    }),
  );

  app.get(
    '/api/orgs/:orgId/context',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'My role and privileges in the organisation, and the workspaces I see in it',
        params: orgParamsSchema,
        response: { 200: contextResponseSchema },
      },
    },
    async (request) => {
      const org = tenantOf(request);
      const row = await findOrganization(app.db.db, org.orgId);
      if (!row || !request.accessFacts) throw new AppError('NOT_FOUND');
      return { status: true as const, data: await orgContext(app.db.db, org, request.accessFacts, row) };
    },
  );

  app.post(
    '/api/orgs/:orgId/leave',
    {
      schema: {
        tags: ['members'],
        summary: 'Leave the organisation (the last owner cannot)',
        params: orgParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await leaveOrganization(app.db.db, actorOf(request), tenantOf(request));
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
