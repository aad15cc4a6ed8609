import type { Site } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

/** The site or app a report is about (its name for the header). */
const getReportSiteApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getReportSite: build.query<Site, WorkspaceArgs & { siteId: string }>({
      query: ({ siteId, ...ws }) => ({ url: `${workspaceUrl(ws)}/sites/${encodeURIComponent(siteId)}` }),
      transformResponse: (body: Envelope<Site>) => body.data,
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetReportSiteQuery } = getReportSiteApi;
