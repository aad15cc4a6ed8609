import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

const getSiteApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<Site, WorkspaceArgs & { siteId: string }>({
      query: ({ siteId, ...ws }) => ({ url: sitesUrl(ws, siteId) }),
      transformResponse: (body: Envelope<Site>) => body.data,
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSiteQuery } = getSiteApi;
