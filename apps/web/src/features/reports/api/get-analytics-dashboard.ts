import type { Dashboard, DashboardItemType } from '@osm5/shared/schemas/analytics-dashboard';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

export interface GetAnalyticsDashboardArgs extends WorkspaceArgs {
  params: { type: DashboardItemType; page: number; pageSize: number; timeZone: string };
}

const analyticsDashboardApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsDashboard: build.query<Dashboard, GetAnalyticsDashboardArgs>({
      query: ({ params, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/dashboard`, params }),
      transformResponse: (body: Envelope<Dashboard>) => body.data,
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetAnalyticsDashboardQuery } = analyticsDashboardApi;
