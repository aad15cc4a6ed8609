import type { WebhookAttempt } from '@osm5/shared/schemas/webhooks';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { webhooksApi } from './webhook-tags.ts';

export const ATTEMPTS_PAGE_SIZE = 10;

export interface AttemptListArgs {
  orgId: string;
  webhookId: string;
  deliveryId: string;
  page: number;
}

const listWebhookAttemptsApi = webhooksApi.injectEndpoints({
  endpoints: (build) => ({
    listWebhookAttempts: build.query<PageEnvelope<WebhookAttempt>['data'], AttemptListArgs>({
      query: ({ orgId, webhookId, deliveryId, page }) => ({
        url: `/api/orgs/${orgId}/webhooks/${webhookId}/deliveries/${deliveryId}/attempts`,
        params: { page, pageSize: ATTEMPTS_PAGE_SIZE },
      }),
      transformResponse: (body: PageEnvelope<WebhookAttempt>) => body.data,
      // a retry adds an attempt: refetched with the delivery log
      providesTags: ['WebhookDelivery'],
    }),
  }),
});

export const { useListWebhookAttemptsQuery } = listWebhookAttemptsApi;
