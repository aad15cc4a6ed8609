import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';

const removeChartApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    removeAiChart: build.mutation<void, WorkspaceArgs & { chartId: string }>({
      query: ({ chartId, ...ws }) => ({
        url: `${aiUrl(ws)}/dashboard/${encodeURIComponent(chartId)}`,
        method: 'DELETE',
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['AiDashboard'],
    }),
  }),
});

export const { useRemoveAiChartMutation } = removeChartApi;
