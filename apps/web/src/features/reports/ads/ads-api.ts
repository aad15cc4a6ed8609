import type {
  AdPerformance,
  CostImport,
  CostSheetPreview,
  SalesFigures,
  SalesProduct,
  SalesReport,
  SalesSource,
} from '@osm5/shared/schemas/ad-costs';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Envelope, PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from '../api/reports-api.ts';
import { type PeriodSelection, periodSelectionParams } from '../lib/report-request.ts';
import type { ColumnOrder } from '../lib/use-column-order.tsx';

type SiteArgs = WorkspaceArgs & { siteId: string };
/** the sales tracker's period, and the report filters and segment it reads its orders and visits with */
type SalesArgs = SiteArgs & PeriodSelection;
export type AdsBy = 'campaign' | 'source_campaign';
/** the order of the sales by source and campaign: one figure, either way */
type SourceOrder = ColumnOrder<keyof SalesFigures>;
type PerformanceArgs = SiteArgs & { from: string; to: string; by: AdsBy };

const siteUrl = ({ siteId, ...ws }: SiteArgs) => `${workspaceUrl(ws)}/analytics/sites/${encodeURIComponent(siteId)}`;

/** The ad performance report of a site and its cost sheets. */
const adsApi = reportsApi.enhanceEndpoints({ addTagTypes: ['AdCosts'] }).injectEndpoints({
  endpoints: (build) => ({
    adPerformance: build.query<AdPerformance, PerformanceArgs>({
      query: ({ from, to, by, ...args }) => ({ url: `${siteUrl(args)}/ads`, params: { from, to, by } }),
      transformResponse: (body: Envelope<AdPerformance>) => body.data,
      providesTags: ['AdCosts', 'Report'],
    }),
    salesReport: build.query<SalesReport, SalesArgs>({
      query: (args) => ({ url: `${siteUrl(args)}/sales`, params: periodSelectionParams(args) }),
      transformResponse: (body: Envelope<SalesReport>) => body.data,
      providesTags: ['Report'],
    }),
    salesProducts: build.query<Page<SalesProduct>, SalesArgs & { page: number; pageSize: number }>({
      query: ({ page, pageSize, ...args }) => ({
        url: `${siteUrl(args)}/sales/products`,
        params: { ...periodSelectionParams(args), page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<SalesProduct>) => body.data,
      providesTags: ['Report'],
    }),
    salesSources: build.query<Page<SalesSource>, SalesArgs & SourceOrder & { page: number; pageSize: number }>({
      query: ({ page, pageSize, sort, direction, ...args }) => ({
        url: `${siteUrl(args)}/sales/sources`,
        params: { ...periodSelectionParams(args), sort, direction, page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<SalesSource>) => body.data,
      providesTags: ['Report'],
    }),
    listCostImports: build.query<CostImport[], SiteArgs>({
      query: (args) => ({ url: `${siteUrl(args)}/ad-costs`, params: { page: 1, pageSize: 100 } }),
      transformResponse: (body: PageEnvelope<CostImport>) => body.data.items,
      providesTags: ['AdCosts'],
    }),
    previewCostSheet: build.mutation<CostSheetPreview, SiteArgs & { csv: string }>({
      query: ({ csv, ...args }) => ({ url: `${siteUrl(args)}/ad-costs/preview`, method: 'POST', body: { csv } }),
      transformResponse: (body: Envelope<CostSheetPreview>) => body.data,
    }),
    importCostSheet: build.mutation<CostImport, SiteArgs & { csv: string; fileName: string }>({
      query: ({ csv, fileName, ...args }) => ({
        url: `${siteUrl(args)}/ad-costs`,
        method: 'POST',
        body: { csv, fileName },
      }),
      transformResponse: (body: Envelope<CostImport>) => body.data,
      invalidatesTags: ['AdCosts'],
    }),
    deleteCostImport: build.mutation<unknown, SiteArgs & { importId: string }>({
      query: ({ importId, ...args }) => ({
        url: `${siteUrl(args)}/ad-costs/${encodeURIComponent(importId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['AdCosts'],
    }),
  }),
});

export const {
  useAdPerformanceQuery,
  useSalesReportQuery,
  useSalesProductsQuery,
  useSalesSourcesQuery,
  useListCostImportsQuery,
  usePreviewCostSheetMutation,
  useImportCostSheetMutation,
  useDeleteCostImportMutation,
} = adsApi;

/** The report as CSV: a plain link the browser downloads with the session cookie. */
export const adsCsvUrl = ({ from, to, by, ...args }: PerformanceArgs) =>
  `${siteUrl(args)}/ads.csv?${new URLSearchParams({ from, to, by })}`;

/** Sales by product as CSV. */
export const salesProductsCsvUrl = (args: SalesArgs) =>
  `${siteUrl(args)}/sales/products.csv?${new URLSearchParams(periodSelectionParams(args))}`;

/** The sales tracker by source and campaign as CSV, in the table's order. */
export const salesCsvUrl = ({ sort, direction, ...args }: SalesArgs & SourceOrder) =>
  `${siteUrl(args)}/sales.csv?${new URLSearchParams({ ...periodSelectionParams(args), sort, direction })}`;
