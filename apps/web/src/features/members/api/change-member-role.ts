import type { ChangeMemberRoleInput } from '@osm5/shared/schemas/members';
import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const changeMemberRoleApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    changeMemberRole: build.mutation<unknown, { orgId: string; userId: string; body: ChangeMemberRoleInput }>({
      query: ({ orgId, userId, body }) => ({ url: `/api/orgs/${orgId}/members/${userId}/role`, method: 'PATCH', body }),
      invalidatesTags: ['Member', 'Tenancy'],
    }),
  }),
});

export const { useChangeMemberRoleMutation } = changeMemberRoleApi;
