import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The billing area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  BillingOverviewPage: async () => (await import('./pages/billing-overview-page.tsx')).BillingOverviewPage,
  PlansPage: async () => (await import('./pages/plans-page.tsx')).PlansPage,
  AddonsPage: async () => (await import('./pages/addons-page.tsx')).AddonsPage,
  SubscriptionsPage: async () => (await import('./pages/subscriptions-page.tsx')).SubscriptionsPage,
  InvoicesPage: async () => (await import('./pages/invoices-page.tsx')).InvoicesPage,
  InvoicePage: async () => (await import('./pages/invoice-page.tsx')).InvoicePage,
  BudgetPage: async () => (await import('./pages/budget-page.tsx')).BudgetPage,
  PaymentHistoryPage: async () => (await import('./pages/payment-history-page.tsx')).PaymentHistoryPage,
} satisfies PageLoaders;
