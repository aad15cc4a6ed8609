import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** disable (their sessions end at once), enable, delete (remove from the organisation). */
export type MemberAction = 'disable' | 'enable' | 'delete';

const memberActionApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    memberAction: build.mutation<unknown, { orgId: string; userId: string; action: MemberAction }>({
      query: ({ orgId, userId, action }) =>
        action === 'delete'
          ? { url: `/api/orgs/${orgId}/members/${userId}`, method: 'DELETE' }
          : { url: `/api/orgs/${orgId}/members/${userId}/${action}`, method: 'POST' },
      invalidatesTags: ['Member'],
    }),
  }),
});

export const { useMemberActionMutation } = memberActionApi;
