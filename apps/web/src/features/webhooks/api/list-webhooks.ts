import type { WebhookEndpoint } from '@osm5/shared/schemas/webhooks';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

export const WEBHOOKS_PAGE_SIZE = 10;

const listWebhooksApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<PageEnvelope<WebhookEndpoint>['data'], { orgId: string; page: number }>({
      query: ({ orgId, page }) => ({
        url: `/api/orgs/${orgId}/webhooks`,
        params: { page, pageSize: WEBHOOKS_PAGE_SIZE },
      }),
      transformResponse: (body: PageEnvelope<WebhookEndpoint>) => body.data,
      providesTags: ['Webhook'],
    }),
  }),
});

export const { useListWebhooksQuery } = listWebhooksApi;
