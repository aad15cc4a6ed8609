import type { AiApp } from '@osm5/shared/ai/plan';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, definedParams, type WorkspaceArgs } from './ai-api.ts';
import type { AiDashboardChart } from './ai-types.ts';

export const DASHBOARD_PAGE_SIZE = 6;

export interface DashboardListArgs extends WorkspaceArgs {
  page: number;
  app?: AiApp;
  itemId?: string;
}

const listDashboardApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    listAiDashboard: build.query<PageEnvelope<AiDashboardChart>['data'], DashboardListArgs>({
      query: ({ page, app, itemId, ...ws }) => ({
        url: `${aiUrl(ws)}/dashboard`,
        params: definedParams({ page, pageSize: DASHBOARD_PAGE_SIZE, app, itemId }),
      }),
      transformResponse: (body: PageEnvelope<AiDashboardChart>) => body.data,
      providesTags: ['AiDashboard'],
    }),
  }),
});

export const { useListAiDashboardQuery } = listDashboardApi;
