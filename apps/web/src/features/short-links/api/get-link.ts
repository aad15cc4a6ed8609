import type { Link } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

const getLinkApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    getLink: build.query<Link, WorkspaceArgs & { linkId: string }>({
      query: (args) => ({ url: `${workspaceUrl(args)}/links/${encodeURIComponent(args.linkId)}` }),
      transformResponse: (body: Envelope<Link>) => body.data,
      providesTags: ['Link'],
    }),
    /** /edit/{type}/{sURL} may name a link by its slug (on the default domain, or `domain`) */
    getLinkBySlug: build.query<Link, WorkspaceArgs & { slug: string; domain?: string }>({
      query: (args) => ({
        url: `${workspaceUrl(args)}/links/by-slug/${encodeURIComponent(args.slug)}`,
        params: args.domain ? { domain: args.domain } : undefined,
      }),
      transformResponse: (body: Envelope<Link>) => body.data,
      providesTags: ['Link'],
    }),
  }),
});

export const { useGetLinkQuery, useGetLinkBySlugQuery } = getLinkApi;
