import type { CardSetup, PaymentCard } from '@osm5/shared/schemas/billing';
import { api } from '../../../app/store/api.ts';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';

/** Entering a card through Stripe Checkout: start a session (the browser goes there), then save what it set up. */
const cardApi = api.enhanceEndpoints({ addTagTypes: ['Billing'] }).injectEndpoints({
  endpoints: (build) => ({
    startCardSetup: build.mutation<CardSetup, { orgId: string }>({
      query: ({ orgId }) => ({ url: `/api/orgs/${orgId}/billing/payment-method/checkout`, method: 'POST', body: {} }),
      transformResponse: (body: Envelope<CardSetup>) => body.data,
    }),
    completeCardSetup: build.mutation<PaymentCard, { orgId: string; sessionId: string }>({
      query: ({ orgId, sessionId }) => ({
        url: `/api/orgs/${orgId}/billing/payment-method/checkout/${encodeURIComponent(sessionId)}`,
        method: 'POST',
        body: {},
      }),
      transformResponse: (body: Envelope<PaymentCard>) => body.data,
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const { useStartCardSetupMutation, useCompleteCardSetupMutation } = cardApi;
