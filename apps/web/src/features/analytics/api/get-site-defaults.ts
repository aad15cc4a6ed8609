import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import type { RegionalDefaults } from '../lib/site-form.ts';
import { sitesApi } from './sites-api.ts';

/** The organisation's account defaults: a new site starts with them (each still must be chosen). */
const getSiteDefaultsApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteDefaults: build.query<RegionalDefaults, string>({
      query: (orgId) => `/api/orgs/${orgId}/defaults`,
      transformResponse: (body: Envelope<RegionalDefaults>) => body.data,
      providesTags: ['Org'],
    }),
  }),
});

export const { useGetSiteDefaultsQuery } = getSiteDefaultsApi;
