import type { WorkspaceUsage } from '@osm5/shared/schemas/workspaces';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const listWorkspaceUsageApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listWorkspaceUsage: build.query<PageEnvelope<WorkspaceUsage>['data'], { orgId: string; page: number }>({
      query: ({ orgId, page }) => ({ url: `/api/orgs/${orgId}/workspaces/storage`, params: { page, pageSize: 10 } }),
      transformResponse: (body: PageEnvelope<WorkspaceUsage>) => body.data,
      providesTags: ['Workspace'],
    }),
  }),
});

export const { useListWorkspaceUsageQuery } = listWorkspaceUsageApi;
