import type { InvitationView, InviteMemberInput } from '@osm5/shared/schemas/members';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const inviteMemberApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    inviteMember: build.mutation<InvitationView, { orgId: string; body: InviteMemberInput }>({
      query: ({ orgId, body }) => ({ url: `/api/orgs/${orgId}/invitations`, method: 'POST', body }),
      transformResponse: (body: Envelope<InvitationView>) => body.data,
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useInviteMemberMutation } = inviteMemberApi;
