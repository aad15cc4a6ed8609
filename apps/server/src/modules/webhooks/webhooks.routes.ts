import { dataOf, okSchema, orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import {
  createdWebhookSchema,
  webhookCreateSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookListQuerySchema,
  webhookUpdateSchema,
} from '@osm5/shared/schemas/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliverWebhook,
  rollWebhookSecret,
  sendTestWebhook,
  updateWebhook,
} from './webhooks.service.ts';

/**
 * /settings/api_keys/webhooks: the organisation's endpoints and their
 * delivery logs, for those with api_keys:manage in the organisation (owners,
 * admins, developers). API keys cannot call these routes.
 */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webhooks'];
  const base = '/api/orgs/:orgId/webhooks';
  const params = orgParamsSchema;
  const one = params.extend({ webhookId: z.uuid() });
  const config = { privilege: 'api_keys:manage' as const, privilegeScope: 'org' as const };
  const deps = () => app.webhooks.deps;
  const orgIdOf = (request: Parameters<typeof tenantOf>[0]) => tenantOf(request).orgId;

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Webhook endpoints of the organisation, newest first',
        params,
        querystring: webhookListQuerySchema,
        response: { 200: pageOf(webhookEndpointSchema) },
      },
    },
    async (request) => ({ status: true as const, data: await listWebhooks(deps(), orgIdOf(request), request.query) }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
        params,
        body: webhookCreateSchema,
        response: { 200: dataOf(createdWebhookSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await createWebhook(deps(), orgIdOf(request), actorOf(request), request.body),
    }),
  );

  app.get(
    `${base}/:webhookId`,
    {
      config,
      schema: { tags, summary: 'One endpoint', params: one, response: { 200: dataOf(webhookEndpointSchema) } },
    },
    async (request) => ({
      status: true as const,
      data: await getWebhook(deps(), orgIdOf(request), request.params.webhookId),
    }),
  );

  app.patch(
    `${base}/:webhookId`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename, change the address or events, disable or enable an endpoint',
        params: one,
        body: webhookUpdateSchema,
        response: { 200: dataOf(webhookEndpointSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await updateWebhook(deps(), orgIdOf(request), request.params.webhookId, request.body),
    }),
  );

  app.post(
    `${base}/:webhookId/secret`,
    {
      config,
      schema: {
        tags,
        summary: 'Roll the signing secret (the new one is shown this once; the old one stops at once)',
        params: one,
        response: { 200: dataOf(createdWebhookSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await rollWebhookSecret(deps(), orgIdOf(request), request.params.webhookId),
    }),
  );

  app.delete(
    `${base}/:webhookId`,
    {
      config,
      schema: { tags, summary: 'Delete an endpoint and its delivery log', params: one, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteWebhook(deps(), orgIdOf(request), request.params.webhookId);
      return { status: true as const, data: { ok: true as const } };
    },
  );

  app.post(
    `${base}/:webhookId/test`,
    {
      config,
      schema: {
        tags,
        summary: 'Send a `ping` event now; answers with the delivery and what the receiver said',
        params: one,
        response: { 200: dataOf(webhookDeliverySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await sendTestWebhook(deps(), orgIdOf(request), request.params.webhookId),
    }),
  );

  app.get(
    `${base}/:webhookId/deliveries`,
    {
      config,
      schema: {
        tags,
        summary: 'The delivery log of an endpoint, newest first',
        params: one,
        querystring: webhookDeliveryListQuerySchema,
        response: { 200: pageOf(webhookDeliverySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listDeliveries(deps(), orgIdOf(request), request.params.webhookId, request.query),
    }),
  );

  app.post(
    `${base}/:webhookId/deliveries/:deliveryId/redeliver`,
    {
      config,
      schema: {
        tags,
        summary: 'Send a delivered (or failed) event again, as a new delivery with the same event id',
        params: one.extend({ deliveryId: z.uuid() }),
        response: { 200: dataOf(webhookDeliverySchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await redeliverWebhook(deps(), orgIdOf(request), request.params.webhookId, request.params.deliveryId),
    }),
  );
};
