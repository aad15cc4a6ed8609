import type { AiApp } from '@osm5/shared/ai/plan';
import type { SiteListItem } from '@osm5/shared/schemas/analytics-sites';
import type { Link } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, type WorkspaceArgs } from './ai-api.ts';
import type { AiItem } from './list-items.ts';

/** The link or site a new conversation was started from (its name for the picker's summary). */
const getItemApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    getAiItem: build.query<AiItem, WorkspaceArgs & { app: AiApp; itemId: string }>({
      query: ({ orgId, workspaceId, app, itemId }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/${app === 'surl' ? 'links' : 'sites'}/${encodeURIComponent(itemId)}`,
      }),
      transformResponse: (body: Envelope<Link | SiteListItem>, _meta, args) =>
        args.app === 'surl'
          ? {
              id: body.data.id,
              name: (body.data as Link).title || (body.data as Link).slug,
              detail: (body.data as Link).shortUrl,
            }
          : {
              id: body.data.id,
              name: (body.data as SiteListItem).name,
              detail: (body.data as SiteListItem).domain ?? '',
            },
    }),
  }),
});

export const { useGetAiItemQuery } = getItemApi;
