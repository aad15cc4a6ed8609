import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { type LinkStats, normaliseStats } from '../lib/link-stats.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

export interface StatsArgs extends WorkspaceArgs {
  linkId: string;
  /** ISO instants: from inclusive, to exclusive */
  from: string;
  to: string;
  timeZone: string;
}

const getLinkStatsApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkStats: build.query<LinkStats, StatsArgs>({
      query: ({ linkId, from, to, timeZone, ...ws }) => ({
        url: `${workspaceUrl(ws)}/links/${encodeURIComponent(linkId)}/stats`,
        params: { from, to, timeZone },
      }),
      transformResponse: (body: Envelope<unknown>) => normaliseStats(body.data),
      providesTags: ['Link'],
    }),
  }),
});

export const { useGetLinkStatsQuery } = getLinkStatsApi;
