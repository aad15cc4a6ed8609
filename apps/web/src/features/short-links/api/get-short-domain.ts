import type { ShortDomainView } from '@osm5/shared/schemas/link-domains';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

/** The product's short domain: offered in the editor beside the custom ones, and in the list's domain filter. */
const getShortDomainApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    getLinkShortDomain: build.query<ShortDomainView, WorkspaceArgs>({
      query: (ws) => ({ url: `${workspaceUrl(ws)}/domains/short-domain` }),
      transformResponse: (body: Envelope<ShortDomainView>) => body.data,
      providesTags: ['LinkDomain'],
    }),
  }),
});

export const { useGetLinkShortDomainQuery } = getShortDomainApi;
