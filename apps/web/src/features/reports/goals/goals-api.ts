import type {
  GoalBody,
  GoalOverview,
  GoalSource,
  goalSourceSorts,
  KpiBody,
  KpiProgress,
  SiteGoal,
  SiteKpi,
} from '@osm5/shared/schemas/analytics-goals';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Envelope, PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from '../api/reports-api.ts';
import { type PeriodSelection, periodSelectionParams } from '../lib/report-request.ts';
import type { ColumnOrder } from '../lib/use-column-order.tsx';

type SiteArgs = WorkspaceArgs & { siteId: string };
/** the order of a goal's sources: one of its figures, either way */
export type GoalSourceOrder = ColumnOrder<(typeof goalSourceSorts)[number]>;
const siteUrl = ({ siteId, ...ws }: SiteArgs) => `${workspaceUrl(ws)}/analytics/sites/${encodeURIComponent(siteId)}`;

/** The goals and KPI targets of a site, the goals overview, and a goal's conversions by source and campaign. */
const goalsApi = reportsApi.enhanceEndpoints({ addTagTypes: ['Goal'] }).injectEndpoints({
  endpoints: (build) => ({
    listGoals: build.query<SiteGoal[], SiteArgs>({
      query: (args) => ({ url: `${siteUrl(args)}/goals`, params: { page: 1, pageSize: 100 } }),
      transformResponse: (body: PageEnvelope<SiteGoal>) => body.data.items,
      providesTags: ['Goal'],
    }),
    saveGoal: build.mutation<SiteGoal, SiteArgs & { goalId?: string; body: GoalBody }>({
      query: ({ goalId, body, ...args }) => ({
        url: goalId ? `${siteUrl(args)}/goals/${encodeURIComponent(goalId)}` : `${siteUrl(args)}/goals`,
        method: goalId ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<SiteGoal>) => body.data,
      invalidatesTags: ['Goal'],
    }),
    deleteGoal: build.mutation<unknown, SiteArgs & { goalId: string }>({
      query: ({ goalId, ...args }) => ({
        url: `${siteUrl(args)}/goals/${encodeURIComponent(goalId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Goal'],
    }),
    goalOverview: build.query<GoalOverview, SiteArgs & PeriodSelection>({
      query: (args) => ({ url: `${siteUrl(args)}/goals/overview`, params: periodSelectionParams(args) }),
      transformResponse: (body: Envelope<GoalOverview>) => body.data,
      providesTags: ['Goal', 'Report'],
    }),
    goalSources: build.query<
      Page<GoalSource>,
      SiteArgs & PeriodSelection & GoalSourceOrder & { goalId: string; page: number; pageSize: number }
    >({
      query: ({ goalId, page, pageSize, sort, direction, ...args }) => ({
        url: `${siteUrl(args)}/goals/${encodeURIComponent(goalId)}/sources`,
        params: { ...periodSelectionParams(args), sort, direction, page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<GoalSource>) => body.data,
      providesTags: ['Goal', 'Report'],
    }),
    kpiProgress: build.query<KpiProgress[], SiteArgs>({
      query: (args) => ({ url: `${siteUrl(args)}/kpis/progress` }),
      transformResponse: (body: Envelope<KpiProgress[]>) => body.data,
      providesTags: ['Goal'],
    }),
    saveKpi: build.mutation<SiteKpi, SiteArgs & { kpiId?: string; body: KpiBody }>({
      query: ({ kpiId, body, ...args }) => ({
        url: kpiId ? `${siteUrl(args)}/kpis/${encodeURIComponent(kpiId)}` : `${siteUrl(args)}/kpis`,
        method: kpiId ? 'PUT' : 'POST',
        body,
      }),
      transformResponse: (body: Envelope<SiteKpi>) => body.data,
      invalidatesTags: ['Goal'],
    }),
    deleteKpi: build.mutation<unknown, SiteArgs & { kpiId: string }>({
      query: ({ kpiId, ...args }) => ({ url: `${siteUrl(args)}/kpis/${encodeURIComponent(kpiId)}`, method: 'DELETE' }),
      invalidatesTags: ['Goal'],
    }),
  }),
});

export const {
  useListGoalsQuery,
  useSaveGoalMutation,
  useDeleteGoalMutation,
  useGoalOverviewQuery,
  useGoalSourcesQuery,
  useKpiProgressQuery,
  useSaveKpiMutation,
  useDeleteKpiMutation,
} = goalsApi;
