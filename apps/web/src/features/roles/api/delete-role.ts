import { tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

const deleteRoleApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    deleteRole: build.mutation<unknown, { orgId: string; roleId: string }>({
      query: ({ orgId, roleId }) => ({ url: `/api/orgs/${orgId}/roles/${roleId}`, method: 'DELETE' }),
      invalidatesTags: ['Role'],
    }),
  }),
});

export const { useDeleteRoleMutation } = deleteRoleApi;
