import type { RoleView } from '@osm5/shared/schemas/roles';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** Custom roles to offer beside the system ones in the role pickers (only with roles:read). */
const listCustomRolesApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listCustomRoleChoices: build.query<RoleView[], string>({
      query: (orgId) => ({ url: `/api/orgs/${orgId}/roles`, params: { kind: 'custom', pageSize: 100 } }),
      transformResponse: (body: PageEnvelope<RoleView>) => body.data.items,
      providesTags: ['Role'],
    }),
  }),
});

export const { useListCustomRoleChoicesQuery } = listCustomRolesApi;
