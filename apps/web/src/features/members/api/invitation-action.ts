import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** Re-invite (a new link, the old one stops working) or withdraw a pending invitation. */
const invitationActionApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    invitationAction: build.mutation<unknown, { orgId: string; invitationId: string; action: 'resend' | 'cancel' }>({
      query: ({ orgId, invitationId, action }) =>
        action === 'cancel'
          ? { url: `/api/orgs/${orgId}/invitations/${invitationId}`, method: 'DELETE' }
          : { url: `/api/orgs/${orgId}/invitations/${invitationId}/resend`, method: 'POST' },
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useInvitationActionMutation } = invitationActionApi;
