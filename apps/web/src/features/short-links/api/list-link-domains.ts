import type { linkDomainSchema } from '@osm5/shared/schemas/links';
import type { z } from 'zod';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

export type LinkDomain = z.infer<typeof linkDomainSchema>;

/** The workspace's custom domains (the editor offers the verified ones, the list filters by any). */
const listLinkDomainsApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    listLinkDomains: build.query<LinkDomain[], WorkspaceArgs>({
      query: (ws) => ({ url: `${workspaceUrl(ws)}/domains`, params: { page: 1, pageSize: 100 } }),
      transformResponse: (body: PageEnvelope<LinkDomain> | { status: true; data: LinkDomain[] }) =>
        Array.isArray(body.data) ? body.data : body.data.items,
      providesTags: ['LinkDomain'],
    }),
  }),
});

export const { useListLinkDomainsQuery } = listLinkDomainsApi;
