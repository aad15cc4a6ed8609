import type { MemberListItem, MemberListStatus } from '@osm5/shared/schemas/members';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export interface MemberListArgs {
  orgId: string;
  page: number;
  search?: string;
  status?: MemberListStatus;
}

const listMembersApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listMembers: build.query<PageEnvelope<MemberListItem>['data'], MemberListArgs>({
      query: ({ orgId, page, search, status }) => ({
        url: `/api/orgs/${orgId}/members`,
        params: { page, pageSize: 10, search: search || undefined, status },
      }),
      transformResponse: (body: PageEnvelope<MemberListItem>) => body.data,
      providesTags: ['Member'],
    }),
  }),
});

export const { useListMembersQuery } = listMembersApi;
