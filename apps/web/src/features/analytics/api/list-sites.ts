import type { SiteListItem, SiteListQuery } from '@osm5/shared/schemas/analytics-sites';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, sitesUrl, type WorkspaceArgs } from './sites-api.ts';

export type SiteListArgs = WorkspaceArgs & SiteListQuery;

/** Drops empty filters so the query string only names what the user chose. */
export const siteListParams = ({ orgId: _o, workspaceId: _w, ...query }: SiteListArgs) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number | boolean
  >;

const listSitesApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    listSites: build.query<PageEnvelope<SiteListItem>['data'], SiteListArgs>({
      query: (args) => ({ url: sitesUrl(args), params: siteListParams(args) }),
      transformResponse: (body: PageEnvelope<SiteListItem>) => body.data,
      providesTags: ['Site'],
    }),
  }),
});

export const { useListSitesQuery } = listSitesApi;
