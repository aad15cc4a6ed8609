import { webhooksApi } from './webhook-tags.ts';

const deleteWebhookApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    deleteWebhook: build.mutation<void, { orgId: string; webhookId: string }>({
      query: ({ orgId, webhookId }) => ({ url: `/api/orgs/${orgId}/webhooks/${webhookId}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['Webhook'],
    }),
  }),
});

export const { useDeleteWebhookMutation } = deleteWebhookApi;
