import type { AuditEntryView } from '@osm5/shared/schemas/workspaces';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export interface AuditFilters {
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
}

const listAuditApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<PageEnvelope<AuditEntryView>['data'], { orgId: string; page: number } & AuditFilters>({
      query: ({ orgId, page, ...filters }) => ({
        url: `/api/orgs/${orgId}/audit`,
        params: { page, pageSize: 20, ...filters },
      }),
      transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useListAuditQuery } = listAuditApi;
