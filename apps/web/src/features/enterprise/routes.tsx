import type { RouteObject } from 'react-router';

/** The organisation context: /d/apps/dashboard, /d/enterprise and /d/enterprise/:appID. */
export const enterpriseRoutes: { d: RouteObject[] } = {
  d: [
    {
      path: 'apps/dashboard',
      lazy: async () => ({ Component: (await import('./pages/org-dashboard-page.tsx')).OrgDashboardPage }),
    },
    {
      path: 'enterprise',
      lazy: async () => ({ Component: (await import('./pages/enterprises-page.tsx')).EnterprisesPage }),
    },
    {
      path: 'enterprise/:appID',
      lazy: async () => ({ Component: (await import('./pages/enterprise-detail-page.tsx')).EnterpriseDetailPage }),
    },
  ],
};
