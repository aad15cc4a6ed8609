import {
  apiKeyCreateSchema,
  apiKeyListQuerySchema,
  apiKeyOptionsSchema,
  apiKeyRenameSchema,
  apiKeySchema,
  createdApiKeySchema,
} from '@osm5/shared/schemas/api-keys';
import { dataOf, orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import {
  apiKeyOptions,
  createApiKey,
  listApiKeys,
  type ManagerAccess,
  renameApiKey,
  revokeApiKey,
} from './api-keys.service.ts';

const managerOf = (request: FastifyRequest): ManagerAccess => {
  const org = tenantOf(request);
  if (!request.accessFacts) throw new Error('api keys: no access facts on an org route');
  return { org, facts: request.accessFacts };
};

/**
 * /settings/api_keys. The privilege (api_keys:manage, in the organisation or a
 * workspace) and who sees which key are the service's to decide. These routes
 * refuse API keys themselves: a key never makes or revokes keys.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['api-keys'];
  const base = '/api/orgs/:orgId/api-keys';
  const params = orgParamsSchema;
  const keyParams = params.extend({ keyId: z.uuid() });
  const one = { 200: dataOf(apiKeySchema) };

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'API keys of the organisation (owners and admins) or mine, newest first',
        params,
        querystring: apiKeyListQuerySchema,
        response: { 200: pageOf(apiKeySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listApiKeys(app.db.db, managerOf(request), request.query),
    }),
  );

  app.get(
    `${base}/options`,
    {
      schema: {
        tags,
        summary: 'Where I may create a key (the organisation, workspaces) and the scopes each allows',
        params,
        response: { 200: dataOf(apiKeyOptionsSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await apiKeyOptions(app.db.db, managerOf(request)) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a key; the answer holds its secret, shown this once and never again',
        params,
        body: apiKeyCreateSchema,
        response: { 200: dataOf(createdApiKeySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createApiKey(app.db.db, managerOf(request), actorOf(request), request.body),
    }),
  );

  app.patch(
    `${base}/:keyId`,
    {
      schema: { tags, summary: 'Rename a key', params: keyParams, body: apiKeyRenameSchema, response: one },
    },
    async (request) => ({
      status: true as const,
      data: await renameApiKey(
        app.db.db,
        managerOf(request),
        actorOf(request),
        request.params.keyId,
        request.body.name,
      ),
    }),
  );

  app.post(
    `${base}/:keyId/revoke`,
    {
      schema: { tags, summary: 'Revoke a key at once (it stays listed as revoked)', params: keyParams, response: one },
    },
    async (request) => ({
      status: true as const,
      data: await revokeApiKey(app.db.db, managerOf(request), actorOf(request), request.params.keyId),
    }),
  );
};
