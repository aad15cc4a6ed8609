import type { ReportQueryBody, ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { VisitLog, VisitorList, VisitorProfile } from '@osm5/shared/schemas/visit-log';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

/** The query string of GET analytics/visits, analytics/visitors and analytics/visitors/{id} (see visitParams). */
export interface VisitArgs extends WorkspaceArgs {
  params: Record<string, string>;
}

/** The visitor log, the visitor profiles, and a description run for one item (new vs returning). */
const getVisitsApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getVisits: build.query<VisitLog, VisitArgs>({
      query: ({ params, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/visits`, params }),
      transformResponse: (body: Envelope<VisitLog>) => body.data,
      providesTags: ['Report'],
    }),
    getVisitors: build.query<VisitorList, VisitArgs>({
      query: ({ params, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/visitors`, params }),
      transformResponse: (body: Envelope<VisitorList>) => body.data,
      providesTags: ['Report'],
    }),
    getVisitorProfile: build.query<VisitorProfile, VisitArgs & { visitorId: string }>({
      query: ({ params, visitorId, ...ws }) => ({
        url: `${workspaceUrl(ws)}/analytics/visitors/${encodeURIComponent(visitorId)}`,
        params,
      }),
      transformResponse: (body: Envelope<VisitorProfile>) => body.data,
      providesTags: ['Report'],
    }),
    getItemQuery: build.query<ReportQueryResult, WorkspaceArgs & { body: ReportQueryBody }>({
      query: ({ body, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/query`, method: 'POST', body }),
      transformResponse: (body: Envelope<ReportQueryResult>) => body.data,
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetVisitsQuery, useGetVisitorsQuery, useGetVisitorProfileQuery, useGetItemQueryQuery } = getVisitsApi;

/** The visitor log as CSV: a plain link the browser downloads with the session cookie. */
export const visitsCsvUrl = ({ params, ...ws }: VisitArgs) =>
  `${workspaceUrl(ws)}/analytics/visits.csv?${new URLSearchParams(params)}`;
