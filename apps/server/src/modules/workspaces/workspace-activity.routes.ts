import { dataOf, okSchema, pageOf, pageQuerySchema, workspaceParamsSchema } from '@osm5/shared/schemas/tenancy';
import {
  auditEntrySchema,
  itemIdField,
  itemRefSchema,
  itemTypeSchema,
  recentItemSchema,
  starSchema,
  workspaceDashboardSchema,
  workspaceFeedQuerySchema,
} from '@osm5/shared/schemas/workspaces';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser, workspaceOf } from '../../plugins/tenant.ts';
import {
  itemHistory,
  recentItems,
  recordWorkspaceView,
  star,
  starredItems,
  unstar,
  workspaceActivity,
  workspaceDashboard,
} from './workspace-activity.service.ts';

/**
 * A workspace's own pages (dashboard, recent, activity, stared, history). Open to
 * everyone who sees the workspace: they show what its members did and viewed.
 */
export const workspaceActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['workspaces'];
  const params = workspaceParamsSchema;
  const itemParams = params.extend({ itemType: itemTypeSchema, itemId: itemIdField });

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/dashboard',
    {
      schema: { tags, summary: 'Summary of a workspace', params, response: { 200: dataOf(workspaceDashboardSchema) } },
    },
    async (request) => ({
      status: true as const,
      data: await workspaceDashboard(app.db.db, workspaceOf(request), signedInUser(request).id),
    }),
  );

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/recent',
    {
      schema: {
        tags,
        summary: 'What members recently opened, newest first',
        params,
        querystring: workspaceFeedQuerySchema,
        response: { 200: pageOf(recentItemSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await recentItems(app.db.db, workspaceOf(request), request.query),
    }),
  );

  app.post(
    '/api/orgs/:orgId/workspaces/:workspaceId/views',
    {
      schema: {
        tags,
        summary: 'Record that I opened an item (the workspace itself, a link, a site, a conversation)',
        params,
        body: itemRefSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await recordWorkspaceView(app.db.db, workspaceOf(request), signedInUser(request).id, request.body);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/activity',
    {
      schema: {
        tags,
        summary: 'What happened in the workspace, newest first',
        params,
        querystring: workspaceFeedQuerySchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await workspaceActivity(app.db.db, workspaceOf(request), request.query),
    }),
  );

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/history/:itemType/:itemId',
    {
      schema: {
        tags,
        summary: 'The changes of one item',
        params: itemParams,
        querystring: pageQuerySchema,
        response: { 200: pageOf(auditEntrySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await itemHistory(app.db.db, workspaceOf(request), request.params, request.query),
    }),
  );

  app.get(
    '/api/orgs/:orgId/workspaces/:workspaceId/stars',
    {
      schema: {
        tags,
        summary: 'My starred items in the workspace',
        params,
        querystring: workspaceFeedQuerySchema,
        response: { 200: pageOf(starSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await starredItems(app.db.db, workspaceOf(request), signedInUser(request).id, request.query),
    }),
  );

  app.put(
    '/api/orgs/:orgId/workspaces/:workspaceId/stars',
    { schema: { tags, summary: 'Star an item', params, body: itemRefSchema, response: { 200: okSchema } } },
    async (request) => {
      await star(app.db.db, workspaceOf(request), signedInUser(request).id, request.body);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.delete(
    '/api/orgs/:orgId/workspaces/:workspaceId/stars/:itemType/:itemId',
    { schema: { tags, summary: 'Unstar an item', params: itemParams, response: { 200: okSchema } } },
    async (request) => {
      await unstar(app.db.db, workspaceOf(request), signedInUser(request).id, request.params);
      return { status: true as const, data: { ok: true as const } };
    },
  );
};
