import type { SiteStats } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

export interface SiteStatsArgs extends WorkspaceArgs {
  siteId: string;
  /** ISO instants: from inclusive, to exclusive (now when absent) */
  from: string;
  to?: string;
}

const getSiteStatsApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteStats: build.query<SiteStats, SiteStatsArgs>({
      query: ({ siteId, from, to, ...ws }) => ({
        url: `${sitesUrl(ws, siteId)}/stats`,
        params: to ? { from, to } : { from },
      }),
      transformResponse: (body: Envelope<SiteStats>) => body.data,
      providesTags: ['Site'],
    }),
  }),
});

export const { useGetSiteStatsQuery } = getSiteStatsApi;
