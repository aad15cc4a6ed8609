import type { LinkStats } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
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
      transformResponse: (body: Envelope<LinkStats>) => body.data,
      providesTags: ['Link'],
    }),
  }),
});

export const { useGetLinkStatsQuery } = getLinkStatsApi;
