import type { WebhookDelivery } from '@osm5/shared/schemas/webhooks';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

const sendTestWebhookApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    sendTestWebhook: build.mutation<WebhookDelivery, { orgId: string; webhookId: string }>({
      query: ({ orgId, webhookId }) => ({
        url: `/api/orgs/${orgId}/webhooks/${webhookId}/test`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (body: Envelope<WebhookDelivery>) => body.data,
      invalidatesTags: ['Webhook', 'WebhookDelivery'],
    }),
  }),
});

export const { useSendTestWebhookMutation } = sendTestWebhookApi;
