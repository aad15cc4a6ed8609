import type { RoleView } from '@osm5/shared/schemas/roles';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const getRoleApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    getRole: build.query<RoleView, { orgId: string; roleId: string }>({
      query: ({ orgId, roleId }) => `/api/orgs/${orgId}/roles/${encodeURIComponent(roleId)}`,
      transformResponse: (body: Envelope<RoleView>) => body.data,
      providesTags: ['Role'],
    }),
  }),
});

export const { useGetRoleQuery } = getRoleApi;
