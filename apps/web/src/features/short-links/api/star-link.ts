import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

/** Stars are the workspace's own, with item type `surl` and the link id. */
const starLinkApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    starLink: build.mutation<unknown, WorkspaceArgs & { linkId: string; starred: boolean }>({
      query: ({ linkId, starred, ...ws }) =>
        starred
          ? { url: `${workspaceUrl(ws)}/stars`, method: 'PUT', body: { itemType: 'surl', itemId: linkId } }
          : { url: `${workspaceUrl(ws)}/stars/surl/${encodeURIComponent(linkId)}`, method: 'DELETE' },
      invalidatesTags: ['Link', 'Workspace'],
    }),
  }),
});

export const { useStarLinkMutation } = starLinkApi;
