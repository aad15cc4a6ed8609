import type { AuditEntryView, recentItemSchema } from '@osm5/shared/schemas/workspaces';
import type { z } from 'zod';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { sitesApi, type WorkspaceArgs, workspaceUrl } from './sites-api.ts';

export type RecentItem = z.infer<typeof recentItemSchema>;

interface FeedArgs extends WorkspaceArgs {
  page: number;
  pageSize: number;
}

/** The workspace's recent views and activity, asked for analytics items only (`itemType=analytics`). */
const listSiteFeedApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    listSiteRecent: build.query<PageEnvelope<RecentItem>['data'], FeedArgs>({
      query: ({ page, pageSize, ...ws }) => ({
        url: `${workspaceUrl(ws)}/recent`,
        params: { page, pageSize, itemType: 'analytics' },
      }),
      transformResponse: (body: PageEnvelope<RecentItem>) => body.data,
      providesTags: ['Workspace', 'Site', 'Recent'],
    }),
    listSiteActivity: build.query<PageEnvelope<AuditEntryView>['data'], FeedArgs>({
      query: ({ page, pageSize, ...ws }) => ({
        url: `${workspaceUrl(ws)}/activity`,
        params: { page, pageSize, itemType: 'analytics' },
      }),
      transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data,
      providesTags: ['Workspace', 'Site'],
    }),
  }),
});

export const { useListSiteRecentQuery, useListSiteActivityQuery } = listSiteFeedApi;
