import type { Link } from '@osm5/shared/schemas/links';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

/** The short link a report is about (its name for the header). */
const getReportLinkApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getReportLink: build.query<Link, WorkspaceArgs & { linkId: string }>({
      query: ({ linkId, ...ws }) => ({ url: `${workspaceUrl(ws)}/links/${encodeURIComponent(linkId)}` }),
      transformResponse: (body: Envelope<Link>) => body.data,
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetReportLinkQuery } = getReportLinkApi;
