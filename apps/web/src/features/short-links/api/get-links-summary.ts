import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { type LinksSummary, normaliseSummary } from '../lib/links-summary.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

const getLinksSummaryApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    getLinksSummary: build.query<LinksSummary, WorkspaceArgs>({
      query: (ws) => ({ url: `${workspaceUrl(ws)}/links/summary` }),
      transformResponse: (body: Envelope<unknown>) => normaliseSummary(body.data),
      providesTags: ['Link'],
    }),
  }),
});

export const { useGetLinksSummaryQuery } = getLinksSummaryApi;
