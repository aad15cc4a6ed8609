import type { WorkspaceDetail } from '@osm5/shared/schemas/workspaces';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const getWorkspaceApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkspace: build.query<WorkspaceDetail, { orgId: string; workspaceId: string }>({
      query: ({ orgId, workspaceId }) => `/api/orgs/${orgId}/workspaces/${workspaceId}`,
      transformResponse: (body: Envelope<WorkspaceDetail>) => body.data,
      providesTags: ['Workspace'],
    }),
  }),
});

export const { useGetWorkspaceQuery } = getWorkspaceApi;
