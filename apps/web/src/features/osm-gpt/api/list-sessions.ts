import type { AiApp } from '@osm5/shared/ai/plan';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, aiUrl, definedParams, type WorkspaceArgs } from './ai-api.ts';
import type { AiSessionSummary } from './ai-types.ts';

export const SESSIONS_PAGE_SIZE = 10;

export interface SessionListArgs extends WorkspaceArgs {
  page: number;
  pageSize?: number;
  app?: AiApp;
  itemId?: string;
  search?: string;
}

const listSessionsApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    listAiSessions: build.query<PageEnvelope<AiSessionSummary>['data'], SessionListArgs>({
      query: ({ page, pageSize = SESSIONS_PAGE_SIZE, app, itemId, search, ...ws }) => ({
        url: `${aiUrl(ws)}/sessions`,
        params: definedParams({ page, pageSize, app, itemId, q: search?.trim() }),
      }),
      transformResponse: (body: PageEnvelope<AiSessionSummary>) => body.data,
      providesTags: ['AiSessionList'],
    }),
  }),
});

export const { useListAiSessionsQuery } = listSessionsApi;
