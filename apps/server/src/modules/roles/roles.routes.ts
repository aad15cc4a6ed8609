import { roleBodySchema, roleListQuerySchema, roleParamsSchema, roleSchema } from '@osm5/shared/schemas/roles';
import { dataOf, okSchema, orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service.ts';

/** /settings/roles, roles/create, roles/{roleID}/edit and detail. */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['roles'];
  const role = { 200: dataOf(roleSchema) };

  app.get(
    '/api/orgs/:orgId/roles',
    {
      config: { privilege: 'roles:read' },
      schema: {
        tags,
        summary: 'System roles (read-only) and custom roles',
        params: orgParamsSchema,
        querystring: roleListQuerySchema,
        response: { 200: pageOf(roleSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listRoles(app.db.db, tenantOf(request).orgId, request.query),
    }),
  );

  app.get(
    '/api/orgs/:orgId/roles/:roleId',
    {
      config: { privilege: 'roles:read' },
      schema: { tags, summary: 'A role (a system role by its name)', params: roleParamsSchema, response: role },
    },
    async (request) => ({
      status: true as const,
      data: await getRole(app.db.db, tenantOf(request).orgId, request.params.roleId),
    }),
  );

  app.post(
    '/api/orgs/:orgId/roles',
    {
      config: { privilege: 'roles:manage' },
      schema: {
        tags,
        summary: 'Create a custom role (only with privileges I hold)',
        params: orgParamsSchema,
        body: roleBodySchema,
        response: role,
      },
    },
    async (request) => ({
      status: true as const,
      data: await createRole(app.db.db, actorOf(request), tenantOf(request), request.body),
    }),
  );

  app.put(
    '/api/orgs/:orgId/roles/:roleId',
    {
      config: { privilege: 'roles:manage' },
      schema: { tags, summary: 'Edit a custom role', params: roleParamsSchema, body: roleBodySchema, response: role },
    },
    async (request) => ({
      status: true as const,
      data: await updateRole(app.db.db, actorOf(request), tenantOf(request), request.params.roleId, request.body),
    }),
  );

  app.delete(
    '/api/orgs/:orgId/roles/:roleId',
    {
      config: { privilege: 'roles:manage' },
      schema: {
        tags,
        summary: 'Delete a custom role that nobody holds',
        params: roleParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteRole(app.db.db, actorOf(request), tenantOf(request), request.params.roleId);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
