import type { LinkSummary } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

const getLinksSummaryApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    getLinksSummary: build.query<LinkSummary, WorkspaceArgs>({
      query: (ws) => ({ url: `${workspaceUrl(ws)}/links/summary` }),
      transformResponse: (body: Envelope<LinkSummary>) => body.data,
      providesTags: ['Link'],
    }),
  }),
});

export const { useGetLinksSummaryQuery } = getLinksSummaryApi;
