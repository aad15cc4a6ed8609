import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Billing under /settings: plans, addons, subscriptions, billing_overview, invoices (and one), budget, payment_history. */
export const billingRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'billing_overview', lazy: page('BillingOverviewPage') },
    { path: 'plans', lazy: page('PlansPage') },
    { path: 'addons', lazy: page('AddonsPage') },
    { path: 'subscriptions', lazy: page('SubscriptionsPage') },
    { path: 'invoices', lazy: page('InvoicesPage') },
    { path: 'invoices/:invoiceId', lazy: page('InvoicePage') },
    { path: 'budget', lazy: page('BudgetPage') },
    { path: 'payment_history', lazy: page('PaymentHistoryPage') },
  ],
};
