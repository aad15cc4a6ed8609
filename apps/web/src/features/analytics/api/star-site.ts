import { sitesApi, type WorkspaceArgs, workspaceUrl } from './sites-api.ts';

/** Stars are the workspace's own, with item type `analytics` and the site id. */
const starSiteApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    starSite: build.mutation<unknown, WorkspaceArgs & { siteId: string; starred: boolean }>({
      query: ({ siteId, starred, ...ws }) =>
        starred
          ? { url: `${workspaceUrl(ws)}/stars`, method: 'PUT', body: { itemType: 'analytics', itemId: siteId } }
          : { url: `${workspaceUrl(ws)}/stars/analytics/${encodeURIComponent(siteId)}`, method: 'DELETE' },
      invalidatesTags: ['Site', 'Workspace'],
    }),
  }),
});

export const { useStarSiteMutation } = starSiteApi;
