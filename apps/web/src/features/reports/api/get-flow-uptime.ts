import type { FlowResult } from '@osm5/shared/analytics/query';
import type {
  FlowBody,
  Incident,
  LinkMonitor,
  LinkMonitorBody,
  UptimeSummary,
} from '@osm5/shared/schemas/report-flow-uptime';
import type { ReportQueryBody, ReportQueryResult } from '@osm5/shared/schemas/reports';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Envelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from './reports-api.ts';

/** Whose uptime: a site's, or a short link's destination's. */
export type WatchedItem = { siteId: string } | { linkId: string };

/** The reports that read more than one description: the users flow, web vitals' bands, uptime and incidents. */
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
    getUptime: build.query<UptimeSummary, WorkspaceArgs & { item: WatchedItem; from: string; to: string }>({
      query: ({ item, from, to, ...ws }) => ({
        url: `${workspaceUrl(ws)}/analytics/uptime`,
        params: { ...item, from, to },
      }),
      transformResponse: (body: Envelope<UptimeSummary>) => body.data,
      providesTags: ['Report'],
    }),
    getUptimeIncidents: build.query<
      Page<Incident>,
      WorkspaceArgs & { item: WatchedItem; page: number; pageSize: number }
    >({
      query: ({ item, page, pageSize, ...ws }) => ({
        url: `${workspaceUrl(ws)}/analytics/uptime/incidents`,
        params: { ...item, page: String(page), pageSize: String(pageSize) },
      }),
      transformResponse: (body: Envelope<Page<Incident>>) => body.data,
      providesTags: ['Report'],
    }),
    setLinkMonitor: build.mutation<LinkMonitor, WorkspaceArgs & { body: LinkMonitorBody }>({
      query: ({ body, ...ws }) => ({ url: `${workspaceUrl(ws)}/analytics/uptime/link-monitor`, method: 'PUT', body }),
      transformResponse: (body: Envelope<LinkMonitor>) => body.data,
      invalidatesTags: ['Report'],
    }),
  }),
});

export const {
  useGetFlowQuery,
  useGetVitalsQuery,
  useGetUptimeQuery,
  useGetUptimeIncidentsQuery,
  useSetLinkMonitorMutation,
} = flowUptimeApi;
