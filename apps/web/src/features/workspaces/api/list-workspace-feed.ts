import type { AuditEntryView, recentItemSchema, starSchema } from '@osm5/shared/schemas/workspaces';
import type { z } from 'zod';
import { type PageEnvelope, tenancyApi } from '../../../app/tenancy/tenancy-api.ts';

export type RecentItem = z.infer<typeof recentItemSchema>;
export type Star = z.infer<typeof starSchema>;

interface FeedArgs {
  orgId: string;
  workspaceId: string;
  page: number;
}

const page = (p: number) => ({ page: p, pageSize: 10 });

/** The workspace's recent, activity, stared and item-history lists. */
const workspaceFeedApi = tenancyApi.injectEndpoints({
  endpoints: (build) => ({
    listRecent: build.query<PageEnvelope<RecentItem>['data'], FeedArgs>({
      query: (a) => ({ url: `/api/orgs/${a.orgId}/workspaces/${a.workspaceId}/recent`, params: page(a.page) }),
      transformResponse: (body: PageEnvelope<RecentItem>) => body.data,
      providesTags: ['Workspace', 'Recent'],
    }),
    listActivity: build.query<PageEnvelope<AuditEntryView>['data'], FeedArgs>({
      query: (a) => ({ url: `/api/orgs/${a.orgId}/workspaces/${a.workspaceId}/activity`, params: page(a.page) }),
      transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data,
      providesTags: ['Workspace'],
    }),
    listStars: build.query<PageEnvelope<Star>['data'], FeedArgs>({
      query: (a) => ({ url: `/api/orgs/${a.orgId}/workspaces/${a.workspaceId}/stars`, params: page(a.page) }),
      transformResponse: (body: PageEnvelope<Star>) => body.data,
      providesTags: ['Workspace'],
    }),
    listItemHistory: build.query<PageEnvelope<AuditEntryView>['data'], FeedArgs & { itemType: string; itemId: string }>(
      {
        query: (a) => ({
          url: `/api/orgs/${a.orgId}/workspaces/${a.workspaceId}/history/${encodeURIComponent(a.itemType)}/${encodeURIComponent(a.itemId)}`,
          params: page(a.page),
        }),
        transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data,
        providesTags: ['Workspace'],
      },
    ),
  }),
});

export const { useListRecentQuery, useListActivityQuery, useListStarsQuery, useListItemHistoryQuery } =
  workspaceFeedApi;
