import type { WorkspaceDetail } from '@osm5/shared/schemas/workspaces';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** enable, disable (never the default) and make default: one POST each. */
export type WorkspaceAction = 'enable' | 'disable' | 'default';

const workspaceActionApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    workspaceAction: build.mutation<WorkspaceDetail, { orgId: string; workspaceId: string; action: WorkspaceAction }>({
      query: ({ orgId, workspaceId, action }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/${action}`,
        method: 'POST',
      }),
      transformResponse: (body: Envelope<WorkspaceDetail>) => body.data,
      invalidatesTags: ['Workspace', 'Tenancy'],
    }),
  }),
});

export const { useWorkspaceActionMutation } = workspaceActionApi;
