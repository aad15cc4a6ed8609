import type { AccountDefaults, CompanyProfileView } from '@osm5/shared/schemas/profile';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';
import { postForm } from '../../../lib/post-form.ts';

export interface AccountDefaultsView {
  currency: string | null;
  timeZone: string | null;
  subTimeZone: string | null;
}

export interface CompanyProfileUpdate {
  name?: string;
  details?: CompanyProfileView['details'];
}

/** Company profile, its logo (multipart) and account defaults of the organisation. */
const companyProfileApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<CompanyProfileView, string>({
      query: (orgId) => `/api/orgs/${orgId}/profile`,
      transformResponse: (body: Envelope<CompanyProfileView>) => body.data,
      providesTags: ['Org'],
    }),
    updateCompanyProfile: build.mutation<CompanyProfileView, { orgId: string; body: CompanyProfileUpdate }>({
      query: ({ orgId, body }) => ({ url: `/api/orgs/${orgId}/profile`, method: 'PATCH', body }),
      transformResponse: (body: Envelope<CompanyProfileView>) => body.data,
      invalidatesTags: ['Org', 'Tenancy'],
    }),
    uploadLogo: build.mutation<CompanyProfileView, { orgId: string; file: File }>({
      // multipart: the JSON client cannot carry a file
      queryFn: ({ orgId, file }) => {
        const form = new FormData();
        form.append('logo', file);
        return postForm<CompanyProfileView>(`/api/orgs/${orgId}/logo`, form);
      },
      invalidatesTags: ['Org', 'Tenancy'],
    }),
    getAccountDefaults: build.query<AccountDefaultsView, string>({
      query: (orgId) => `/api/orgs/${orgId}/defaults`,
      transformResponse: (body: Envelope<AccountDefaultsView>) => body.data,
      providesTags: ['Org'],
    }),
    saveAccountDefaults: build.mutation<AccountDefaultsView, { orgId: string; body: AccountDefaults }>({
      query: ({ orgId, body }) => ({ url: `/api/orgs/${orgId}/defaults`, method: 'PUT', body }),
      transformResponse: (body: Envelope<AccountDefaultsView>) => body.data,
      invalidatesTags: ['Org'],
    }),
  }),
});

export const {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useUploadLogoMutation,
  useGetAccountDefaultsQuery,
  useSaveAccountDefaultsMutation,
} = companyProfileApi;
