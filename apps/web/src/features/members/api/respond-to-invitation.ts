import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const respondToInvitationApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<{ orgId: string }, string>({
      query: (token) => ({ url: '/api/invitations/accept', method: 'POST', body: { token } }),
      transformResponse: (body: Envelope<{ orgId: string }>) => body.data,
      invalidatesTags: ['Tenancy', 'Workspace', 'Member'],
    }),
    rejectInvitation: build.mutation<unknown, string>({
      query: (token) => ({ url: '/api/invitations/reject', method: 'POST', body: { token } }),
    }),
  }),
});

export const { useAcceptInvitationMutation, useRejectInvitationMutation } = respondToInvitationApi;
