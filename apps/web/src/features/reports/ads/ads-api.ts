import type {
  AdPerformance,
  CostImport,
  CostSheetPreview,
  SalesProduct,
  SalesReport,
} from '@osm5/shared/schemas/ad-costs';
import type { Page } from '@osm5/shared/schemas/tenancy';
import type { Envelope, PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';
import { reportsApi, type WorkspaceArgs, workspaceUrl } from '../api/reports-api.ts';

type SiteArgs = WorkspaceArgs & { siteId: string };
export type AdsBy = 'campaign' | 'source_campaign';
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
    salesReport: build.query<SalesReport, SiteArgs & { from: string; to: string }>({
      query: ({ from, to, ...args }) => ({ url: `${siteUrl(args)}/sales`, params: { from, to } }),
      transformResponse: (body: Envelope<SalesReport>) => body.data,
      providesTags: ['Report'],
    }),
    salesProducts: build.query<
      Page<SalesProduct>,
      SiteArgs & { from: string; to: string; page: number; pageSize: number }
    >({
      query: ({ from, to, page, pageSize, ...args }) => ({
        url: `${siteUrl(args)}/sales/products`,
        params: { from, to, page, pageSize },
      }),
      transformResponse: (body: PageEnvelope<SalesProduct>) => body.data,
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
  useListCostImportsQuery,
  usePreviewCostSheetMutation,
  useImportCostSheetMutation,
  useDeleteCostImportMutation,
} = adsApi;

/** The report as CSV: a plain link the browser downloads with the session cookie. */
export const adsCsvUrl = ({ from, to, by, ...args }: PerformanceArgs) =>
  `${siteUrl(args)}/ads.csv?${new URLSearchParams({ from, to, by })}`;

/** Sales by product as CSV. */
export const salesProductsCsvUrl = ({ from, to, ...args }: SiteArgs & { from: string; to: string }) =>
  `${siteUrl(args)}/sales/products.csv?${new URLSearchParams({ from, to })}`;

/** The sales tracker by source and campaign as CSV. */
export const salesCsvUrl = ({ from, to, ...args }: SiteArgs & { from: string; to: string }) =>
  `${siteUrl(args)}/sales.csv?${new URLSearchParams({ from, to })}`;
