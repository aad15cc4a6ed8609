import type { TeamBody, TeamView } from '@osm5/shared/schemas/teams';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** Create (no id) or replace (with id) a team. */
const saveTeamApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    saveTeam: build.mutation<TeamView, { orgId: string; teamId?: string; body: TeamBody }>({
      query: ({ orgId, teamId, body }) =>
        teamId
          ? { url: `/api/orgs/${orgId}/teams/${teamId}`, method: 'PUT', body }
          : { url: `/api/orgs/${orgId}/teams`, method: 'POST', body },
      transformResponse: (body: Envelope<TeamView>) => body.data,
      invalidatesTags: ['Team', 'Member'],
    }),
  }),
});

export const { useSaveTeamMutation } = saveTeamApi;
