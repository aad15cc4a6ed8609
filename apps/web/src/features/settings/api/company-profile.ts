import type { AccountDefaults, CompanyProfileView } from '@osm5/shared/schemas/profile';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';
import {
  fallbackError,
  type HttpError,
  isHttpError,
  readDocumentCookie,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../../../lib/http.ts';

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
      // multipart: the JSON client cannot carry a file, so this one call uses fetch with the same XSRF rule
      queryFn: async ({ orgId, file }) => {
        const form = new FormData();
        form.append('logo', file);
        const headers: Record<string, string> = { Accept: 'application/json' };
        const token = readDocumentCookie(XSRF_COOKIE);
        if (token) headers[XSRF_HEADER] = token;
        try {
          const response = await fetch(`/api/orgs/${orgId}/logo`, {
            method: 'POST',
            body: form,
            headers,
            credentials: 'include',
          });
          const body: unknown = await response.json().catch(() => undefined);
          if (response.ok) return { data: (body as Envelope<CompanyProfileView>).data };
          const error = { ...(body as object), statusCode: response.status };
          return { error: isHttpError(error) ? error : fallbackError() };
        } catch {
          return { error: fallbackError() as HttpError };
        }
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
