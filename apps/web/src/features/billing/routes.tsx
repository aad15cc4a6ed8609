import type { RouteObject } from 'react-router';

/** Billing under /settings: plans, addons, subscriptions, billing_overview, invoices (and one), budget, payment_history. */
export const billingRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'billing_overview',
      lazy: async () => ({ Component: (await import('./pages/billing-overview-page.tsx')).BillingOverviewPage }),
    },
    { path: 'plans', lazy: async () => ({ Component: (await import('./pages/plans-page.tsx')).PlansPage }) },
    { path: 'addons', lazy: async () => ({ Component: (await import('./pages/addons-page.tsx')).AddonsPage }) },
    {
      path: 'subscriptions',
      lazy: async () => ({ Component: (await import('./pages/subscriptions-page.tsx')).SubscriptionsPage }),
    },
    { path: 'invoices', lazy: async () => ({ Component: (await import('./pages/invoices-page.tsx')).InvoicesPage }) },
    {
      path: 'invoices/:invoiceId',
      lazy: async () => ({ Component: (await import('./pages/invoice-page.tsx')).InvoicePage }),
    },
    { path: 'budget', lazy: async () => ({ Component: (await import('./pages/budget-page.tsx')).BudgetPage }) },
    {
      path: 'payment_history',
      lazy: async () => ({ Component: (await import('./pages/payment-history-page.tsx')).PaymentHistoryPage }),
    },
  ],
};
