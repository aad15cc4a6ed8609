import {
  dataOf,
  okSchema,
  orgParamsSchema,
  pageOf,
  pageQuerySchema,
  visibleWorkspaceSchema,
  workspaceParamsSchema,
} from '@osm5/shared/schemas/tenancy';
import {
  createWorkspaceSchema,
  updateWorkspaceSchema,
  workspaceDetailSchema,
  workspaceListQuerySchema,
  workspaceUsageSchema,
} from '@osm5/shared/schemas/workspaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, tenantOf, workspaceOf } from '../../plugins/tenant.ts';
import type { AccessFacts } from '../organizations/access.ts';
import {
  listWorkspaces,
  listWorkspaceUsage,
  type WorkspaceListKind,
  workspaceUsage,
} from './workspace-lists.service.ts';
import {
  createWorkspace,
  deleteWorkspace,
  makeDefaultWorkspace,
  setWorkspaceEnabled,
  updateWorkspace,
  workspaceDetail,
} from './workspaces.service.ts';

const factsOf = (request: { accessFacts: AccessFacts | null }): AccessFacts => {
  if (!request.accessFacts) throw new Error('no access facts on a tenant route');
  return request.accessFacts;
};

/** Workspaces (sBox): /d/sbox/create, edit, /settings/sbox, /d/sba/mysboxs, /d/sba/share, /d/sba/storage. */
export const workspacesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['workspaces'];
  const detail = { 200: dataOf(workspaceDetailSchema) };

  const lists: [string, WorkspaceListKind, string][] = [
    ['/api/orgs/:orgId/workspaces', 'all', 'Workspaces I see (settings list)'],
    ['/api/orgs/:orgId/workspaces/mine', 'mine', 'Workspaces I own (/d/sba/mysboxs)'],
    ['/api/orgs/:orgId/workspaces/shared', 'shared', 'Workspaces others share with me (/d/sba/share)'],
  ];
  for (const [url, kind, summary] of lists) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary,
          params: orgParamsSchema,
          querystring: workspaceListQuerySchema,
          response: { 200: pageOf(visibleWorkspaceSchema) },
        },
      },
      async (request) => ({
        status: true as const,
        data: await listWorkspaces(app.db.db, tenantOf(request), factsOf(request), kind, request.query),
      }),
    );
  }

  app.get(
    '/api/orgs/:orgId/workspaces/storage',
    {
      schema: {
        tags,
        summary: 'Usage of each workspace I see (/d/sba/storage)',
        params: orgParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageOf(workspaceUsageSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listWorkspaceUsage(app.db.db, tenantOf(request), factsOf(request), request.query),
    }),
  );

  app.post(
    '/api/orgs/:orgId/workspaces',
    {
      config: { privilege: 'workspaces:create' },
      schema: {
        tags,
        summary: 'Create a workspace',
        params: orgParamsSchema,
        body: createWorkspaceSchema,
        response: detail,
      },
    },
    async (request) => ({
      status: true as const,
      data: await createWorkspace(app.db.db, actorOf(request), tenantOf(request), request.body),
    }),
  );

  const params = workspaceParamsSchema;

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId',
    { schema: { tags, summary: 'A workspace', params, response: detail } },
    async (request) => ({ status: true as const, data: await workspaceDetail(app.db.db, workspaceOf(request)) }),
  );

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/storage',
    { schema: { tags, summary: 'Usage of a workspace', params, response: { 200: dataOf(workspaceUsageSchema) } } },
    async (request) => ({
      status: true as const,
      data: await workspaceUsage(app.db.db, workspaceOf(request).workspace),
    }),
  );

  app.patch(
    '/api/orgs/:orgId/workspaces/:workspaceId',
    {
      config: { privilege: 'workspaces:update' },
      schema: {
        tags,
        summary: 'Edit name, description, visibility',
        params,
        body: updateWorkspaceSchema,
        response: detail,
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateWorkspace(app.db.db, actorOf(request), workspaceOf(request), request.body),
    }),
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      `/api/orgs/:orgId/workspaces/:workspaceId/${action}`,
      {
        config: { privilege: 'workspaces:update' },
        schema: {
          tags,
          summary: enabled ? 'Enable a workspace' : 'Disable a workspace (never the default)',
          params,
          response: detail,
        },
      },
      async (request) => ({
        status: true as const,
        data: await setWorkspaceEnabled(app.db.db, actorOf(request), workspaceOf(request), enabled),
      }),
    );
  }

  app.post(
    '/api/orgs/:orgId/workspaces/:workspaceId/default',
    {
      // the default is the organisation's choice, not the workspace's
      config: { privilege: 'workspaces:update', privilegeScope: 'org' },
      schema: { tags, summary: 'Make this the default workspace', params, response: detail },
    },
    async (request) => ({
      status: true as const,
      data: await makeDefaultWorkspace(app.db.db, actorOf(request), workspaceOf(request)),
    }),
  );

  app.delete(
    '/api/orgs/:orgId/workspaces/:workspaceId',
    {
      config: { privilege: 'workspaces:delete' },
      schema: { tags, summary: 'Delete a workspace (never the default)', params, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteWorkspace(app.db.db, actorOf(request), workspaceOf(request));
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
