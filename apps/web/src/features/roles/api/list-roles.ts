import type { RoleView } from '@osm5/shared/schemas/roles';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export interface RoleListArgs {
  orgId: string;
  page: number;
  search?: string;
  kind?: 'system' | 'custom';
}

const listRolesApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query<PageEnvelope<RoleView>['data'], RoleListArgs>({
      query: ({ orgId, page, search, kind }) => ({
        url: `/api/orgs/${orgId}/roles`,
        params: { page, pageSize: 10, search: search || undefined, kind },
      }),
      transformResponse: (body: PageEnvelope<RoleView>) => body.data,
      providesTags: ['Role'],
    }),
  }),
});

export const { useListRolesQuery } = listRolesApi;
