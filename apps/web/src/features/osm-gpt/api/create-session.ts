import type { AiApp } from '@osm5/shared/ai/plan';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, type WorkspaceArgs } from './ai-api.ts';
import type { AiSession } from './ai-types.ts';

const createSessionApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    createAiSession: build.mutation<AiSession, WorkspaceArgs & { app: AiApp; itemId: string }>({
      query: ({ app, itemId, ...ws }) => ({ url: `${aiUrl(ws)}/sessions`, method: 'POST', body: { app, itemId } }),
      transformResponse: (body: Envelope<AiSession>) => body.data,
      invalidatesTags: ['AiSession', 'AiSessionList'],
    }),
  }),
});

export const { useCreateAiSessionMutation } = createSessionApi;
