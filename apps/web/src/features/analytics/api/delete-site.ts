import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

/** Permanent: the site goes, and its events are deleted by a queued job. */
const deleteSiteApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    deleteSite: build.mutation<unknown, WorkspaceArgs & { siteId: string }>({
      query: ({ siteId, ...ws }) => ({ url: sitesUrl(ws, siteId), method: 'DELETE' }),
      invalidatesTags: ['Site', 'Workspace'],
    }),
  }),
});

export const { useDeleteSiteMutation } = deleteSiteApi;
