import type { MemberDetail } from '@osm5/shared/schemas/members';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const getMemberApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getMember: build.query<MemberDetail, { orgId: string; userId: string }>({
      query: ({ orgId, userId }) => `/api/orgs/${orgId}/members/${userId}`,
      transformResponse: (body: Envelope<MemberDetail>) => body.data,
      providesTags: ['Member'],
    }),
  }),
});

export const { useGetMemberQuery } = getMemberApi;
