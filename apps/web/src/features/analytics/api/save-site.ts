import type { Site, SiteBodyParsed } from '@osm5/shared/schemas/analytics-sites';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

/** POST /sites to create, PUT /sites/:siteId to replace: the editor's one save. */
const saveSiteApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    saveSite: build.mutation<Site, WorkspaceArgs & { siteId?: string; body: SiteBodyParsed }>({
      query: ({ siteId, body, ...ws }) => ({
        url: sitesUrl(ws, siteId),
        method: siteId ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<Site>) => body.data,
      invalidatesTags: ['Site', 'Workspace'],
    }),
  }),
});

export const { useSaveSiteMutation } = saveSiteApi;
