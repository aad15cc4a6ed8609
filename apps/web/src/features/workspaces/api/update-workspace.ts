import type { UpdateWorkspaceInput, WorkspaceDetail } from '@osm5/shared/schemas/workspaces';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const updateWorkspaceApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    updateWorkspace: build.mutation<
      WorkspaceDetail,
      { orgId: string; workspaceId: string; body: UpdateWorkspaceInput }
    >({
      query: ({ orgId, workspaceId, body }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}`,
        method: 'PATCH',
        body,
      }),
      transformResponse: (body: Envelope<WorkspaceDetail>) => body.data,
      invalidatesTags: ['Workspace', 'Tenancy'],
    }),
  }),
});

export const { useUpdateWorkspaceMutation } = updateWorkspaceApi;
