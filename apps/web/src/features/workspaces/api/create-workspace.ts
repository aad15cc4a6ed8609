import type { CreateWorkspaceInput, WorkspaceDetail } from '@osm5/shared/schemas/workspaces';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const createWorkspaceApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    createWorkspace: build.mutation<WorkspaceDetail, { orgId: string; body: CreateWorkspaceInput }>({
      query: ({ orgId, body }) => ({ url: `/api/orgs/${orgId}/workspaces`, method: 'POST', body }),
      transformResponse: (body: Envelope<WorkspaceDetail>) => body.data,
      invalidatesTags: ['Workspace', 'Tenancy'],
    }),
  }),
});

export const { useCreateWorkspaceMutation } = createWorkspaceApi;
