import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

export interface GetReportArgs extends WorkspaceArgs {
  /** the query string of GET analytics/report (see reportParams) */
  params: Record<string, string>;
}

const getReportApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportQueryResult, GetReportArgs>({
      query: ({ params, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/report`, params }),
      transformResponse: (body: Envelope<ReportQueryResult>) => body.data,
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetReportQuery } = getReportApi;

/** The same report as CSV: a plain link the browser downloads with the session cookie. */
export const reportCsvUrl = ({ params, ...ws }: GetReportArgs) =>
  `${workspaceUrl(ws)}/analytics/report.csv?${new URLSearchParams(params)}`;
