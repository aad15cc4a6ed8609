import type { VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export interface WorkspaceListArgs {
  orgId: string;
  /** all: the settings list; mine: /d/sba/mysboxs; shared: /d/sba/share */
  kind: 'all' | 'mine' | 'shared';
  page: number;
  pageSize?: number;
  search?: string;
}

const listWorkspacesApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listWorkspaces: build.query<PageEnvelope<VisibleWorkspace>['data'], WorkspaceListArgs>({
      query: ({ orgId, kind, page, pageSize = 10, search }) => ({
        url: `/api/orgs/${orgId}/workspaces${kind === 'all' ? '' : `/${kind}`}`,
        params: { page, pageSize, search: search || undefined },
      }),
      transformResponse: (body: PageEnvelope<VisibleWorkspace>) => body.data,
      providesTags: ['Workspace'],
    }),
  }),
});

export const { useListWorkspacesQuery } = listWorkspacesApi;
