import type { AuditEntryView, recentItemSchema } from '@osm5/shared/schemas/workspaces';
import type { z } from 'zod';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

export type RecentItem = z.infer<typeof recentItemSchema>;

interface FeedArgs extends WorkspaceArgs {
  page: number;
  pageSize: number;
}

/**
 * The workspace's recent views and activity, asked for link items only
 * (`itemType=surl`).
 */
const listLinkFeedApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    listLinkRecent: build.query<PageEnvelope<RecentItem>['data'], FeedArgs>({
      query: ({ page, pageSize, ...ws }) => ({
        url: `${workspaceUrl(ws)}/recent`,
        params: { page, pageSize, itemType: 'surl' },
      }),
      transformResponse: (body: PageEnvelope<RecentItem>) => body.data,
      providesTags: ['Workspace', 'Link', 'Recent'],
    }),
    listLinkActivity: build.query<PageEnvelope<AuditEntryView>['data'], FeedArgs>({
      query: ({ page, pageSize, ...ws }) => ({
        url: `${workspaceUrl(ws)}/activity`,
        params: { page, pageSize, itemType: 'surl' },
      }),
      transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data,
      providesTags: ['Workspace', 'Link'],
    }),
    /** audit entries of one link (starred, status changes, deletes of its QR…) */
    listLinkAudit: build.query<PageEnvelope<AuditEntryView>['data'], FeedArgs & { linkId: string }>({
      query: ({ page, pageSize, linkId, ...ws }) => ({
        url: `${workspaceUrl(ws)}/history/surl/${encodeURIComponent(linkId)}`,
        params: { page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<AuditEntryView>) => body.data,
      providesTags: ['Workspace', 'Link'],
    }),
  }),
});

export const { useListLinkRecentQuery, useListLinkActivityQuery, useListLinkAuditQuery } = listLinkFeedApi;
