import type { WebhookDelivery } from '@osm5/shared/schemas/webhooks';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

const redeliverWebhookApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    redeliverWebhook: build.mutation<WebhookDelivery, { orgId: string; webhookId: string; deliveryId: string }>({
      query: ({ orgId, webhookId, deliveryId }) => ({
        url: `/api/orgs/${orgId}/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (body: Envelope<WebhookDelivery>) => body.data,
      invalidatesTags: ['Webhook', 'WebhookDelivery'],
    }),
  }),
});

export const { useRedeliverWebhookMutation } = redeliverWebhookApi;
