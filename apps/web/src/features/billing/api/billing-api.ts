import type {
  AddonBody,
  BillingOverview,
  Budget,
  BudgetBody,
  ChangePreview,
  Invoice,
  InvoiceSummary,
  Payment,
} from '@osm5/shared/schemas/billing';
import { api } from '../../../app/store/api.ts';
import type { Envelope, PageEnvelope } from '../../../app/tenancy/tenancy-api.ts';

/** The billing slice: every change invalidates `Billing`, so the overview, lists and limits refresh. */
const billingApi = api.enhanceEndpoints({ addTagTypes: ['Billing'] });

export const INVOICES_PAGE_SIZE = 10;

const base = (orgId: string) => `/api/orgs/${orgId}/billing`;
type Page<T> = PageEnvelope<T>['data'];

const billingEndpoints = billingApi.injectEndpoints({
  endpoints: (build) => ({
    billingOverview: build.query<BillingOverview, { orgId: string }>({
      query: ({ orgId }) => ({ url: base(orgId) }),
      transformResponse: (body: Envelope<BillingOverview>) => body.data,
      providesTags: ['Billing'],
    }),
    previewPlan: build.mutation<ChangePreview, { orgId: string; plan: string }>({
      query: ({ orgId, plan }) => ({ url: `${base(orgId)}/plan/preview`, method: 'POST', body: { plan } }),
      transformResponse: (body: Envelope<ChangePreview>) => body.data,
    }),
    changePlan: build.mutation<ChangePreview, { orgId: string; plan: string }>({
      query: ({ orgId, plan }) => ({ url: `${base(orgId)}/plan`, method: 'POST', body: { plan } }),
      transformResponse: (body: Envelope<ChangePreview>) => body.data,
      invalidatesTags: ['Billing'],
    }),
    previewAddon: build.mutation<ChangePreview, { orgId: string; body: AddonBody }>({
      query: ({ orgId, body }) => ({ url: `${base(orgId)}/addons/preview`, method: 'POST', body }),
      transformResponse: (body: Envelope<ChangePreview>) => body.data,
    }),
    setAddon: build.mutation<ChangePreview, { orgId: string; body: AddonBody }>({
      query: ({ orgId, body }) => ({ url: `${base(orgId)}/addons`, method: 'PUT', body }),
      transformResponse: (body: Envelope<ChangePreview>) => body.data,
      invalidatesTags: ['Billing'],
    }),
    setCancel: build.mutation<void, { orgId: string; cancel: boolean }>({
      query: ({ orgId, cancel }) => ({
        url: `${base(orgId)}/${cancel ? 'cancel' : 'resume'}`,
        method: 'POST',
        body: {},
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Billing'],
    }),
    listInvoices: build.query<Page<InvoiceSummary>, { orgId: string; page: number; status: string }>({
      query: ({ orgId, page, status }) => ({
        url: `${base(orgId)}/invoices`,
        params: { page, pageSize: INVOICES_PAGE_SIZE, status },
      }),
      transformResponse: (body: PageEnvelope<InvoiceSummary>) => body.data,
      providesTags: ['Billing'],
    }),
    getInvoice: build.query<Invoice, { orgId: string; invoiceId: string }>({
      query: ({ orgId, invoiceId }) => ({ url: `${base(orgId)}/invoices/${invoiceId}` }),
      transformResponse: (body: Envelope<Invoice>) => body.data,
      providesTags: ['Billing'],
    }),
    markInvoicePaid: build.mutation<Invoice, { orgId: string; invoiceId: string }>({
      query: ({ orgId, invoiceId }) => ({ url: `${base(orgId)}/invoices/${invoiceId}/pay`, method: 'POST', body: {} }),
      transformResponse: (body: Envelope<Invoice>) => body.data,
      invalidatesTags: ['Billing'],
    }),
    listPayments: build.query<Page<Payment>, { orgId: string; page: number }>({
      query: ({ orgId, page }) => ({ url: `${base(orgId)}/payments`, params: { page, pageSize: INVOICES_PAGE_SIZE } }),
      transformResponse: (body: PageEnvelope<Payment>) => body.data,
      providesTags: ['Billing'],
    }),
    getBudget: build.query<Budget, { orgId: string }>({
      query: ({ orgId }) => ({ url: `${base(orgId)}/budget` }),
      transformResponse: (body: Envelope<Budget>) => body.data,
      providesTags: ['Billing'],
    }),
    saveBudget: build.mutation<Budget, { orgId: string; body: BudgetBody }>({
      query: ({ orgId, body }) => ({ url: `${base(orgId)}/budget`, method: 'PUT', body }),
      transformResponse: (body: Envelope<Budget>) => body.data,
      invalidatesTags: ['Billing'],
    }),
  }),
});

export const {
  useBillingOverviewQuery,
  usePreviewPlanMutation,
  useChangePlanMutation,
  usePreviewAddonMutation,
  useSetAddonMutation,
  useSetCancelMutation,
  useListInvoicesQuery,
  useGetInvoiceQuery,
  useMarkInvoicePaidMutation,
  useListPaymentsQuery,
  useGetBudgetQuery,
  useSaveBudgetMutation,
} = billingEndpoints;

/** The PDF's address, in the app's language (a plain link: the browser downloads it with the session cookie). */
export const invoicePdfUrl = (orgId: string, invoiceId: string, lang: string) =>
  `${base(orgId)}/invoices/${invoiceId}/pdf?${new URLSearchParams({ lang })}`;
