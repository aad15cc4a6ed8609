import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';
import type { AiSession } from './ai-types.ts';

const getSessionApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    getAiSession: build.query<AiSession, WorkspaceArgs & { sessionId: string }>({
      query: ({ sessionId, ...ws }) => ({ url: `${aiUrl(ws)}/sessions/${encodeURIComponent(sessionId)}` }),
      transformResponse: (body: Envelope<AiSession>) => body.data,
      providesTags: ['AiSession'],
    }),
  }),
});

export const { useGetAiSessionQuery } = getSessionApi;
