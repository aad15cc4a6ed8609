import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const deleteTeamApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    deleteTeam: build.mutation<unknown, { orgId: string; teamId: string }>({
      query: ({ orgId, teamId }) => ({ url: `/api/orgs/${orgId}/teams/${teamId}`, method: 'DELETE' }),
      invalidatesTags: ['Team'],
    }),
  }),
});

export const { useDeleteTeamMutation } = deleteTeamApi;
