import type { Link, LinkBodyParsed } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

/** POST /links to create, PUT /links/:linkId to replace: the editor's one save. */
const saveLinkApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    saveLink: build.mutation<Link, WorkspaceArgs & { linkId?: string; body: LinkBodyParsed }>({
      query: ({ linkId, body, ...ws }) => ({
        url: linkId ? `${workspaceUrl(ws)}/links/${encodeURIComponent(linkId)}` : `${workspaceUrl(ws)}/links`,
        method: linkId ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<Link>) => body.data,
      invalidatesTags: ['Link', 'Workspace'],
    }),
  }),
});

export const { useSaveLinkMutation } = saveLinkApi;
