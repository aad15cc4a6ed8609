import type { MemberListItem } from '@osm5/shared/schemas/members';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** Active members to pick from, searched by name or e-mail. */
const listMemberChoicesApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listTeamMemberChoices: build.query<MemberListItem[], { orgId: string; search: string }>({
      query: ({ orgId, search }) => ({
        url: `/api/orgs/${orgId}/members`,
        params: { status: 'active', pageSize: 20, search: search || undefined },
      }),
      transformResponse: (body: PageEnvelope<MemberListItem>) => body.data.items.filter((m) => m.kind === 'member'),
      providesTags: ['Member'],
    }),
  }),
});

export const { useListTeamMemberChoicesQuery } = listMemberChoicesApi;
