import { dataOf, okSchema, orgParamsSchema, pageOf } from '@osm5/shared/schemas/tenancy';
import {
  createdWebhookSchema,
  type goalConvertedDataSchema,
  type linkClickedDataSchema,
  WEBHOOK_CLICK_BATCH,
  WEBHOOK_CLICK_WINDOW_MS,
  WEBHOOK_LOG_RETENTION_DAYS,
  webhookAttemptListQuerySchema,
  webhookAttemptSchema,
  webhookCreateSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEventTypes,
  webhookListQuerySchema,
  webhookUpdateSchema,
} from '@osm5/shared/schemas/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, tenantOf } from '../../plugins/tenant.ts';
import { listAttempts, listDeliveries, redeliverWebhook, sendTestWebhook } from './webhook-deliveries.service.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhooks,
  rollWebhookSecret,
  updateWebhook,
} from './webhooks.service.ts';

/** typed by the shared schema, so the example cannot drift from what is sent */
const clickedExample: z.infer<typeof linkClickedDataSchema> = {
  count: 1,
  clicks: [
    {
      linkId: '0b7e5c1e-3f1a-4c1b-9d1e-2a4f6c8e0a12',
      slug: 'spring-sale',
      at: '2026-05-04T09:30:12.345Z',
      country: 'FR',
      device: 'mobile',
      referrer: 'https://news.example/article',
      trigger: 'qr',
    },
  ],
};

const convertedExample: z.infer<typeof goalConvertedDataSchema> = {
  count: 1,
  conversions: [
    {
      goalId: '5d2f7a90-1c3e-4b6a-8f0d-9e1b2c3d4e5f',
      goalName: 'Large order',
      goalKind: 'revenue',
      siteId: '7a1c9e2b-4d6f-4a8b-9c0d-1e2f3a4b5c6d',
      at: '2026-05-04T09:31:40.120Z',
      visitorId: '3f9a1c7e5b2d4a60',
      sessionId: '9c2e4a6b8d0f1a3c',
      path: '/checkout/done',
      revenue: 129.9,
      currency: 'EUR',
      value: 20,
      country: 'FR',
      device: 'desktop',
      referrer: 'https://news.example/article',
    },
  ],
};

/** What an endpoint receives, for the API reference (the schemas are the shared ones the server sends by). */
const EVENTS_DOC = [
  'Each event is POSTed as JSON `{id, type, createdAt, organizationId, workspaceId, data}`, signed in',
  '`OSM5-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, with `OSM5-Event` and `OSM5-Delivery`.',
  `Types: ${webhookEventTypes.map((e) => `\`${e}\``).join(', ')}.`,
  `\`link.clicked\` carries the counted clicks of one workspace (robots left out), sent at most every`,
  `${WEBHOOK_CLICK_WINDOW_MS / 1000} s or as soon as ${WEBHOOK_CLICK_BATCH} are gathered; its \`data\` is:`,
  `\`\`\`json\n${JSON.stringify(clickedExample, null, 2)}\n\`\`\``,
  `\`goal.converted\` carries the conversions of one workspace's sites, batched the same way: the first event of`,
  `a visit that reaches one of its site's goals (a page, a custom event with a property, an order of a minimum revenue),`,
  `with the goal's value and, for an order, its revenue and currency; its \`data\` is:`,
  `\`\`\`json\n${JSON.stringify(convertedExample, null, 2)}\n\`\`\``,
  `Every attempt is kept in the delivery log for ${WEBHOOK_LOG_RETENTION_DAYS} days.`,
].join('\n');

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
        description: EVENTS_DOC,
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
      data: await updateWebhook(deps(), orgIdOf(request), actorOf(request), request.params.webhookId, request.body),
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
      data: await rollWebhookSecret(deps(), orgIdOf(request), actorOf(request), request.params.webhookId),
    }),
  );

  app.delete(
    `${base}/:webhookId`,
    {
      config,
      schema: { tags, summary: 'Delete an endpoint and its delivery log', params: one, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteWebhook(deps(), orgIdOf(request), actorOf(request), request.params.webhookId);
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

  app.get(
    `${base}/:webhookId/deliveries/:deliveryId/attempts`,
    {
      config,
      schema: {
        tags,
        summary: 'Every attempt of one delivery (status, response code, body excerpt, duration, time), first first',
        params: one.extend({ deliveryId: z.uuid() }),
        querystring: webhookAttemptListQuerySchema,
        response: { 200: pageOf(webhookAttemptSchema) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await listAttempts(
        deps(),
        orgIdOf(request),
        request.params.webhookId,
        request.params.deliveryId,
        request.query,
      ),
    }),
  );
};
