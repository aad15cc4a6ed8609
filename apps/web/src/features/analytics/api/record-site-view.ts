import { sitesApi, type WorkspaceArgs, workspaceUrl } from './sites-api.ts';

/** Feeds the workspace's "recent" lists: someone opened this site's page. */
const recordSiteViewApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    recordSiteView: build.mutation<unknown, WorkspaceArgs & { siteId: string }>({
      query: ({ siteId, ...ws }) => ({
        url: `${workspaceUrl(ws)}/views`,
        method: 'POST',
        body: { itemType: 'analytics', itemId: siteId },
      }),
      // the recent lists read it again when next shown
      invalidatesTags: ['Recent'],
    }),
  }),
});

export const { useRecordSiteViewMutation } = recordSiteViewApi;
