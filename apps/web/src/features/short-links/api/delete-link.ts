import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

/** Permanent: the link and its analytics go. */
const deleteLinkApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    deleteLink: build.mutation<unknown, WorkspaceArgs & { linkId: string }>({
      query: ({ linkId, ...ws }) => ({
        url: `${workspaceUrl(ws)}/links/${encodeURIComponent(linkId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Link', 'Workspace'],
    }),
  }),
});

export const { useDeleteLinkMutation } = deleteLinkApi;
