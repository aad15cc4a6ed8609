import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';

const saveContextApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    saveAiContext: build.mutation<unknown, WorkspaceArgs & { sessionId: string; facts: string[] }>({
      query: ({ sessionId, facts, ...ws }) => ({
        url: `${aiUrl(ws)}/sessions/${encodeURIComponent(sessionId)}/context`,
        method: 'PUT',
        body: { facts },
      }),
      transformResponse: (body: Envelope<unknown>) => body.data,
      invalidatesTags: ['AiSession'],
    }),
  }),
});

export const { useSaveAiContextMutation } = saveContextApi;
