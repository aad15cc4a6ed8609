import type { TeamView } from '@osm5/shared/schemas/teams';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const getTeamApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamView, { orgId: string; teamId: string }>({
      query: ({ orgId, teamId }) => `/api/orgs/${orgId}/teams/${teamId}`,
      transformResponse: (body: Envelope<TeamView>) => body.data,
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamQuery } = getTeamApi;
