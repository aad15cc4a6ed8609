import type { FlowResult } from '@osm5/shared/analytics/query';
import type { FlowBody, Incident, UptimeSummary } from '@osm5/shared/schemas/report-flow-uptime';
import type { ReportQueryBody, ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

/** The reports that read more than one description: the users flow, web vitals' bands, a site's uptime and incidents. */
const flowUptimeApi = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getFlow: build.query<FlowResult, WorkspaceArgs & { body: FlowBody }>({
      query: ({ body, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/flow`, method: 'POST', body }),
      transformResponse: (body: Envelope<FlowResult>) => body.data,
      providesTags: ['Report'],
    }),
    getVitals: build.query<ReportQueryResult, WorkspaceArgs & { body: ReportQueryBody }>({
      query: ({ body, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/query`, method: 'POST', body }),
      transformResponse: (body: Envelope<ReportQueryResult>) => body.data,
      providesTags: ['Report'],
    }),
    getUptime: build.query<UptimeSummary, WorkspaceArgs & { siteId: string; from: string; to: string }>({
      query: ({ siteId, from, to, ...ws }) => ({
        url: `${workspaceUrl(ws)}/analytics/uptime`,
        params: { siteId, from, to },
      }),
      transformResponse: (body: Envelope<UptimeSummary>) => body.data,
      providesTags: ['Report'],
    }),
    getUptimeIncidents: build.query<Page<Incident>, WorkspaceArgs & { siteId: string; page: number; pageSize: number }>(
      {
        query: ({ siteId, page, pageSize, ...ws }) => ({
          url: `${workspaceUrl(ws)}/analytics/uptime/incidents`,
          params: { siteId, page: String(page), pageSize: String(pageSize) },
        }),
        transformResponse: (body: Envelope<Page<Incident>>) => body.data,
        providesTags: ['Report'],
      },
    ),
  }),
});

export const { useGetFlowQuery, useGetVitalsQuery, useGetUptimeQuery, useGetUptimeIncidentsQuery } = flowUptimeApi;
