import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';
import type { AiDashboardChart } from './ai-types.ts';

const addToDashboardApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    addAiChart: build.mutation<AiDashboardChart, WorkspaceArgs & { sessionId: string; chatId: string }>({
      query: ({ sessionId, chatId, ...ws }) => ({
        url: `${aiUrl(ws)}/dashboard`,
        method: 'POST',
        body: { sessionId, chatId },
      }),
      transformResponse: (body: Envelope<AiDashboardChart>) => body.data,
      invalidatesTags: ['AiDashboard'],
    }),
  }),
});

export const { useAddAiChartMutation } = addToDashboardApi;
