import type { Site, SiteStatusAction } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

/** Archive or unarchive (editors); disable or enable (admins). */
const setSiteStatusApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    setSiteStatus: build.mutation<Site, WorkspaceArgs & { siteId: string; action: SiteStatusAction }>({
      query: ({ siteId, action, ...ws }) => ({
        url: `${sitesUrl(ws, siteId)}/status`,
        method: 'PATCH',
        body: { action },
      }),
      transformResponse: (body: Envelope<Site>) => body.data,
      invalidatesTags: ['Site', 'Workspace'],
    }),
  }),
});

export const { useSetSiteStatusMutation } = setSiteStatusApi;
