import type { ItemRef } from '@osm5/shared/schemas/workspaces';
import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const recordWorkspaceViewApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    recordWorkspaceView: build.mutation<unknown, { orgId: string; workspaceId: string; item: ItemRef }>({
      query: ({ orgId, workspaceId, item }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/views`,
        method: 'POST',
        body: item,
      }),
      // the recent lists read it again when next shown
      invalidatesTags: ['Recent'],
    }),
  }),
});

export const { useRecordWorkspaceViewMutation } = recordWorkspaceViewApi;
