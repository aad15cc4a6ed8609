import type { AiApp, AiQuery } from '@osm5/shared/ai/plan';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, type WorkspaceArgs } from './ai-api.ts';

/**
 * A saved answer's chart drawn again when its conversation is reopened: its
 * query through the reports API (POST analytics/query), scoped by the server
 * to the conversation's item.
 */
const runQueryApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    runAiQuery: build.query<ReportQueryResult, WorkspaceArgs & { app: AiApp; itemId: string; query: AiQuery }>({
      query: ({ orgId, workspaceId, app, itemId, query }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/analytics/query`,
        method: 'POST',
        body: { ...query, item: { type: app, id: itemId } },
      }),
      transformResponse: (body: Envelope<ReportQueryResult>) => body.data,
    }),
  }),
});

export const { useRunAiQueryQuery } = runQueryApi;
