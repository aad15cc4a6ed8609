import type { Link, LinkListQuery } from '@osm5/shared/schemas/links';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

export type LinkListArgs = WorkspaceArgs & LinkListQuery;

/** Drops empty filters so the query string only names what the user chose. */
export const linkListParams = ({ orgId: _o, workspaceId: _w, ...query }: LinkListArgs) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number | boolean
  >;

const listLinksApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    listLinks: build.query<PageEnvelope<Link>['data'], LinkListArgs>({
      query: (args) => ({ url: `${workspaceUrl(args)}/links`, params: linkListParams(args) }),
      transformResponse: (body: PageEnvelope<Link>) => body.data,
      providesTags: ['Link'],
    }),
  }),
});

export const { useListLinksQuery } = listLinksApi;
