import type { MemberListItem } from '@osm5/shared/schemas/members';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** Members to filter the log by. */
const listActorChoicesApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listAuditActorChoices: build.query<MemberListItem[], string>({
      query: (orgId) => ({ url: `/api/orgs/${orgId}/members`, params: { pageSize: 100 } }),
      transformResponse: (body: PageEnvelope<MemberListItem>) => body.data.items.filter((m) => m.kind === 'member'),
      providesTags: ['Member'],
    }),
  }),
});

export const { useListAuditActorChoicesQuery } = listActorChoicesApi;
