import type { TeamView } from '@osm5/shared/schemas/teams';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const listTeamsApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listTeams: build.query<PageEnvelope<TeamView>['data'], { orgId: string; page: number; search?: string }>({
      query: ({ orgId, page, search }) => ({
        url: `/api/orgs/${orgId}/teams`,
        params: { page, pageSize: 10, search: search || undefined },
      }),
      transformResponse: (body: PageEnvelope<TeamView>) => body.data,
      providesTags: ['Team'],
    }),
  }),
});

export const { useListTeamsQuery } = listTeamsApi;
