import type { WebhookEndpoint } from '@osm5/shared/schemas/webhooks';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

const getWebhookApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    getWebhook: build.query<WebhookEndpoint, { orgId: string; webhookId: string }>({
      query: ({ orgId, webhookId }) => ({ url: `/api/orgs/${orgId}/webhooks/${webhookId}` }),
      transformResponse: (body: Envelope<WebhookEndpoint>) => body.data,
      providesTags: ['Webhook'],
    }),
  }),
});

export const { useGetWebhookQuery } = getWebhookApi;
