import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The enterprise area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  OrgDashboardPage: async () => (await import('./pages/org-dashboard-page.tsx')).OrgDashboardPage,
  EnterprisesPage: async () => (await import('./pages/enterprises-page.tsx')).EnterprisesPage,
  EnterpriseDetailPage: async () => (await import('./pages/enterprise-detail-page.tsx')).EnterpriseDetailPage,
} satisfies PageLoaders;
