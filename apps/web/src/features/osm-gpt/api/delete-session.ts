import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';

const deleteSessionApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    deleteAiSession: build.mutation<void, WorkspaceArgs & { sessionId: string }>({
      query: ({ sessionId, ...ws }) => ({
        url: `${aiUrl(ws)}/sessions/${encodeURIComponent(sessionId)}`,
        method: 'DELETE',
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['AiSession', 'AiSessionList'],
    }),
  }),
});

export const { useDeleteAiSessionMutation } = deleteSessionApi;
