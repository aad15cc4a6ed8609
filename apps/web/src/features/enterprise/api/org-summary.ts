import type { MemberListItem } from '@osm5/shared/schemas/members';
import type { AuditEntryView } from '@osm5/shared/schemas/workspaces';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** What the overview counts: members (a page of one, for its total) and the latest log entries. */
const orgSummaryApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    countMembers: build.query<number, string>({
      query: (orgId) => ({ url: `/api/orgs/${orgId}/members`, params: { pageSize: 1, status: 'active' } }),
      transformResponse: (body: PageEnvelope<MemberListItem>) => body.data.total,
      providesTags: ['Member'],
    }),
    latestActivity: build.query<AuditEntryView[], string>({
      query: (orgId) => ({ url: `/api/orgs/${orgId}/audit`, params: { pageSize: 8 } }),
      transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data.items,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useCountMembersQuery, useLatestActivityQuery } = orgSummaryApi;
