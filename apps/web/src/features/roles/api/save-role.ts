import type { RoleBody, RoleView } from '@osm5/shared/schemas/roles';
import { type Envelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

/** Create (no id) or edit (with id) a custom role. */
const saveRoleApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    saveRole: build.mutation<RoleView, { orgId: string; roleId?: string; body: RoleBody }>({
      query: ({ orgId, roleId, body }) =>
        roleId
          ? { url: `/api/orgs/${orgId}/roles/${roleId}`, method: 'PUT', body }
          : { url: `/api/orgs/${orgId}/roles`, method: 'POST', body },
      transformResponse: (body: Envelope<RoleView>) => body.data,
      invalidatesTags: ['Role', 'Tenancy'],
    }),
  }),
});

export const { useSaveRoleMutation } = saveRoleApi;
