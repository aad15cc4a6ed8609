import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

/** Feeds the workspace's "recent" lists: someone opened this link's page. */
const recordLinkViewApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    recordLinkView: build.mutation<unknown, WorkspaceArgs & { linkId: string }>({
      query: ({ linkId, ...ws }) => ({
        url: `${workspaceUrl(ws)}/views`,
        method: 'POST',
        body: { itemType: 'surl', itemId: linkId },
      }),
      // the recent lists read it again when next shown
      invalidatesTags: ['Recent'],
    }),
  }),
});

export const { useRecordLinkViewMutation } = recordLinkViewApi;
