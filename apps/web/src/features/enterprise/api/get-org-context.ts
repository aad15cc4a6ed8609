import type { Tenant, VisibleWorkspace } from '@osm5/shared/schemas/tenancy';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export interface OrgContext {
  organization: Tenant;
  workspaces: VisibleWorkspace[];
}

const getOrgContextApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getOrgContext: build.query<OrgContext, string>({
      query: (orgId) => `/api/orgs/${orgId}/context`,
      transformResponse: (body: Envelope<OrgContext>) => body.data,
      providesTags: ['Tenancy', 'Workspace'],
    }),
  }),
});

export const { useGetOrgContextQuery } = getOrgContextApi;
