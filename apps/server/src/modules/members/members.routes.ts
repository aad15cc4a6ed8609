import {
  changeMemberRoleSchema,
  memberDetailSchema,
  memberListItemSchema,
  memberListQuerySchema,
  memberParamsSchema,
} from '@osm5/shared/schemas/members';
import { dataOf, okSchema, orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import {
  changeMemberRole,
  disableMember,
  enableMember,
  listMembersAndInvitations,
  memberDetail,
  removeMember,
} from './members.service.ts';

/** /settings/users and users/{userID}/detail. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['members'];
  const params = memberParamsSchema;
  const ok = { status: true as const, data: { ok: true as const } };

  app.get(
    '/api/orgs/:orgId/members',
    {
      config: { privilege: 'members:read' },
      schema: {
        tags,
        summary: 'Members (active, disabled) and pending invitations (inactive)',
        params: orgParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: pageOf(memberListItemSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listMembersAndInvitations(app.db.db, tenantOf(request).orgId, request.query),
    }),
  );

  app.get(
    '/api/orgs/:orgId/members/:userId',
    {
      config: { privilege: 'members:read' },
      schema: {
        tags,
        summary: 'A member, their workspaces and teams',
        params,
        response: { 200: dataOf(memberDetailSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await memberDetail(app.db.db, tenantOf(request).orgId, request.params.userId),
    }),
  );

  app.patch(
    '/api/orgs/:orgId/members/:userId/role',
    {
      config: { privilege: 'members:manage' },
      schema: {
        tags,
        summary: 'Change a member’s organisation role (only an owner makes an owner; never the last owner)',
        params,
        body: changeMemberRoleSchema,
        response: { 200: dataOf(memberDetailSchema) },
      },
    },
    async (request) => {
      await changeMemberRole(app.db.db, actorOf(request), tenantOf(request), request.params.userId, request.body);
      return {
        status: true as const,
        data: await memberDetail(app.db.db, tenantOf(request).orgId, request.params.userId),
      };
    },
  );

  const actions = { disable: disableMember, enable: enableMember } as const;
  for (const [action, run] of Object.entries(actions)) {
    app.post(
      `/api/orgs/:orgId/members/:userId/${action}`,
      {
        config: { privilege: 'members:manage' },
        schema: {
          tags,
          summary: action === 'disable' ? 'Disable a member: their sessions end at once' : 'Enable a member',
          params,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await run(app.db.db, actorOf(request), tenantOf(request), request.params.userId);
        return ok;
      },
    );
  }

  app.delete(
    '/api/orgs/:orgId/members/:userId',
    {
      config: { privilege: 'members:manage' },
      schema: { tags, summary: 'Remove a member (never the last owner)', params, response: { 200: okSchema } },
    },
    async (request) => {
      await removeMember(app.db.db, actorOf(request), tenantOf(request), request.params.userId);
      return ok;
    },
  );
};
