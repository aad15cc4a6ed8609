import type { workspaceDashboardSchema } from '@osm5/shared/schemas/workspaces';
import type { z } from 'zod';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export type WorkspaceDashboard = z.infer<typeof workspaceDashboardSchema>;

const getWorkspaceDashboardApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getWorkspaceDashboard: build.query<WorkspaceDashboard, { orgId: string; workspaceId: string }>({
      query: ({ orgId, workspaceId }) => `/api/orgs/${orgId}/workspaces/${workspaceId}/dashboard`,
      transformResponse: (body: Envelope<WorkspaceDashboard>) => body.data,
      providesTags: ['Workspace'],
    }),
  }),
});

export const { useGetWorkspaceDashboardQuery } = getWorkspaceDashboardApi;
