import type { CreatedWebhook } from '@osm5/shared/schemas/webhooks';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

const rollWebhookSecretApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    rollWebhookSecret: build.mutation<CreatedWebhook, { orgId: string; webhookId: string }>({
      query: ({ orgId, webhookId }) => ({
        url: `/api/orgs/${orgId}/webhooks/${webhookId}/secret`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (body: Envelope<CreatedWebhook>) => body.data,
      invalidatesTags: ['Webhook'],
    }),
  }),
});

export const { useRollWebhookSecretMutation } = rollWebhookSecretApi;
