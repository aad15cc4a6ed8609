import type { WebhookEndpoint, WebhookUpdateInput } from '@osm5/shared/schemas/webhooks';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

const updateWebhookApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    updateWebhook: build.mutation<WebhookEndpoint, { orgId: string; webhookId: string; body: WebhookUpdateInput }>({
      query: ({ orgId, webhookId, body }) => ({
        url: `/api/orgs/${orgId}/webhooks/${webhookId}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (body: Envelope<WebhookEndpoint>) => body.data,
      invalidatesTags: ['Webhook', 'WebhookDelivery'],
    }),
  }),
});

export const { useUpdateWebhookMutation } = updateWebhookApi;
