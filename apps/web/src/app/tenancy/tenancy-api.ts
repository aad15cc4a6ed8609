import type { Page, Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { api } from '../store/api.ts';

/**
 * The API slice of the tenancy features, with the cache tags they share: a
 * change in one page (a new workspace, a changed role) refreshes the others.
 */
export const tenancyApi = api.enhanceEndpoints({
  addTagTypes: ['Tenancy', 'Workspace', 'Member', 'Team', 'Role', 'Profile', 'Org', 'Audit', 'Recent'],
});

/** `{status: true, data}`: every successful answer. */
export interface Envelope<T> {
  status: true;
  data: T;
}
export type PageEnvelope<T> = Envelope<Page<T>>;

export interface TenantsAnswer {
  tenents: Tenant[];
  orgId: string;
  sBoxs: VisibleWorkspace[];
}

const tenantsApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getTenants: build.query<TenantsAnswer, string | undefined>({
      query: (orgId) => ({ url: '/api/me/tenants', params: { orgId } }),
      transformResponse: (body: Envelope<TenantsAnswer>) => body.data,
      providesTags: ['Tenancy', 'Workspace'],
    }),
  }),
});

export const { useGetTenantsQuery } = tenantsApi;
