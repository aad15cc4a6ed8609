import type { linkVersionSchema } from '@osm5/shared/schemas/links';
import type { z } from 'zod';
import type { PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

export type LinkVersion = z.infer<typeof linkVersionSchema>;

const listLinkVersionsApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    listLinkVersions: build.query<
      PageEnvelope<LinkVersion>['data'],
      WorkspaceArgs & { linkId: string; page: number; pageSize: number }
    >({
      query: ({ linkId, page, pageSize, ...ws }) => ({
        url: `${workspaceUrl(ws)}/links/${encodeURIComponent(linkId)}/versions`,
        params: { page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<LinkVersion>) => body.data,
      providesTags: ['Link'],
    }),
  }),
});

export const { useListLinkVersionsQuery } = listLinkVersionsApi;
