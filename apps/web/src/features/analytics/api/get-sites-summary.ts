import type { SiteSummary } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

const getSitesSummaryApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    getSitesSummary: build.query<SiteSummary, WorkspaceArgs>({
      query: (ws) => ({ url: `${sitesUrl(ws)}/summary` }),
      transformResponse: (body: Envelope<SiteSummary>) => body.data,
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSitesSummaryQuery } = getSitesSummaryApi;
