import { setWorkspaceMemberSchema, workspaceMemberSchema } from '@osm5/shared/schemas/members';
import { okSchema, pageOf, pageQuerySchema, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantOf, workspaceOf } from '../../plugins/tenant.ts';
import { listMembersOfWorkspace, removeWorkspaceMember, setWorkspaceMember } from './workspace-members.service.ts';

/** Members of one workspace and their workspace roles (SBOX_ADMIN manages them inside it). */
export const workspaceMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];
  const params = workspaceParamsSchema;
  const memberParams = params.extend({ userId: z.uuid() });

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/members',
    {
      config: { privilege: 'members:read' },
      schema: {
        tags,
        summary: 'Members of the workspace',
        params,
        querystring: pageQuerySchema,
        response: { 200: pageOf(workspaceMemberSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listMembersOfWorkspace(app.db.db, workspaceOf(request), request.query),
    }),
  );

  app.put(
    '/api/orgs/:orgId/workspaces/:workspaceId/members/:userId',
    {
      config: { privilege: 'members:manage' },
      schema: {
        tags,
        summary: 'Give an organisation member a role in the workspace',
        params: memberParams,
        body: setWorkspaceMemberSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await setWorkspaceMember(
        app.db.db,
        actorOf(request),
        tenantOf(request),
        workspaceOf(request),
        request.params.userId,
        request.body,
      );
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.delete(
    '/api/orgs/:orgId/workspaces/:workspaceId/members/:userId',
    {
      config: { privilege: 'members:manage' },
      schema: {
        tags,
        summary: 'Remove a member from the workspace',
        params: memberParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeWorkspaceMember(app.db.db, actorOf(request), workspaceOf(request), request.params.userId);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
