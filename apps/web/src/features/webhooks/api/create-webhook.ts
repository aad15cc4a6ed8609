import type { CreatedWebhook, WebhookCreateInput } from '@osm5/shared/schemas/webhooks';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

const createWebhookApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    createWebhook: build.mutation<CreatedWebhook, { orgId: string; body: WebhookCreateInput }>({
      query: ({ orgId, body }) => ({ url: `/api/orgs/${orgId}/webhooks`, method: 'POST', body }),
      transformResponse: (body: Envelope<CreatedWebhook>) => body.data,
      invalidatesTags: ['Webhook'],
    }),
  }),
});

export const { useCreateWebhookMutation } = createWebhookApi;
