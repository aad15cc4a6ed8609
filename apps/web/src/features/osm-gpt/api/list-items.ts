import type { AiApp } from '@osm5/shared/ai/plan';
import type { SiteListItem } from '@osm5/shared/schemas/analytics-sites';
import type { Link } from '@osm5/shared/schemas/links';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { aiApi, definedParams, type WorkspaceArgs } from './ai-api.ts';

export const ITEMS_PAGE_SIZE = 8;

/** One link or site a conversation can be about. */
export interface AiItem {
  id: string;
  name: string;
  detail: string;
}

export interface ItemListArgs extends WorkspaceArgs {
  app: AiApp;
  page: number;
  search: string;
}

const toItem = (app: AiApp, row: Link | SiteListItem): AiItem =>
  app === 'surl'
    ? { id: row.id, name: (row as Link).title || (row as Link).slug, detail: (row as Link).shortUrl ?? '' }
    : { id: row.id, name: (row as SiteListItem).name, detail: (row as SiteListItem).domain ?? '' };

/** The picker of "new conversation": the workspace's links or sites, searched and paginated by their own lists. */
const listItemsApi = aiApi.injectEndpoints({
  endpoints: (build) => ({
    listAiItems: build.query<{ items: AiItem[]; total: number }, ItemListArgs>({
      query: ({ orgId, workspaceId, app, page, search }) => ({
        url: `/api/orgs/${orgId}/workspaces/${workspaceId}/${app === 'surl' ? 'links' : 'sites'}`,
        params: definedParams({ page, pageSize: ITEMS_PAGE_SIZE, search: search.trim() }),
      }),
      transformResponse: (body: PageEnvelope<Link | SiteListItem>, _meta, args) => ({
        items: body.data.items.map((row) => toItem(args.app, row)),
        total: body.data.total,
      }),
    }),
  }),
});

export const { useListAiItemsQuery } = listItemsApi;
