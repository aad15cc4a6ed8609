import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';

/** A pinned chart's data: its stored query run again now (so never cached across visits of the page). */
const getChartDataApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    getAiChartData: build.query<ReportQueryResult, WorkspaceArgs & { chartId: string }>({
      query: ({ chartId, ...ws }) => ({ url: `${aiUrl(ws)}/dashboard/${encodeURIComponent(chartId)}/data` }),
      transformResponse: (body: Envelope<ReportQueryResult>) => body.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAiChartDataQuery } = getChartDataApi;
