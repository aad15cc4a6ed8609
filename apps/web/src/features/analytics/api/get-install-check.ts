import type { SiteInstallCheck } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

/** The install page's live check, polled until the first event arrives. */
const getInstallCheckApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteInstallCheck: build.query<SiteInstallCheck, WorkspaceArgs & { siteId: string }>({
      query: ({ siteId, ...ws }) => ({ url: `${sitesUrl(ws, siteId)}/install-check` }),
      transformResponse: (body: Envelope<SiteInstallCheck>) => body.data,
      // not tagged: a save elsewhere must not refetch it; polling keeps it fresh
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSiteInstallCheckQuery } = getInstallCheckApi;
