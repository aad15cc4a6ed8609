import type { WebhookDelivery } from '@osm5/shared/schemas/webhooks';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

export const DELIVERIES_PAGE_SIZE = 20;

export interface DeliveryListArgs {
  orgId: string;
  webhookId: string;
  page: number;
  status: 'all' | WebhookDelivery['status'];
}

const listWebhookDeliveriesApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookDeliveries: build.query<PageEnvelope<WebhookDelivery>['data'], DeliveryListArgs>({
      query: ({ orgId, webhookId, page, status }) => ({
        url: `/api/orgs/${orgId}/webhooks/${webhookId}/deliveries`,
        params: { page, pageSize: DELIVERIES_PAGE_SIZE, status },
      }),
      transformResponse: (body: PageEnvelope<WebhookDelivery>) => body.data,
      providesTags: ['WebhookDelivery'],
    }),
  }),
});

export const { useListWebhookDeliveriesQuery } = listWebhookDeliveriesApi;
