import type { Link, LinkStatus } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { linksApi, type WorkspaceArgs, workspaceUrl } from './links-api.ts';

const setLinkStatusApi = linksApi.injectEndpoints({
  endpoints: (build) => ({
    setLinkStatus: build.mutation<Link, WorkspaceArgs & { linkId: string; status: LinkStatus }>({
      query: ({ linkId, status, ...ws }) => ({
        url: `${workspaceUrl(ws)}/links/${encodeURIComponent(linkId)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: (body: Envelope<Link>) => body.data,
      invalidatesTags: ['Link', 'Workspace'],
    }),
  }),
});

export const { useSetLinkStatusMutation } = setLinkStatusApi;
