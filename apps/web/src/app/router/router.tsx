import { createBrowserRouter, type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { analyticsRoutes } from '../../features/analytics/routes.tsx';
import { apiKeysRoutes } from '../../features/api-keys/routes.tsx';
import { auditRoutes } from '../../features/audit/routes.tsx';
import { authRoutes } from '../../features/auth/routes.tsx';
import { billingRoutes } from '../../features/billing/routes.tsx';
import { bulkImportRoutes } from '../../features/bulk-import/routes.tsx';
import { contactsRoutes } from '../../features/contacts/routes.tsx';
import { enterpriseRoutes } from '../../features/enterprise/routes.tsx';
import { feedbackRoutes } from '../../features/feedback/routes.tsx';
import { linkDomainsRoutes } from '../../features/link-domains/routes.tsx';
import { linkToolsRoutes } from '../../features/link-tools/routes.tsx';
import { membersRoutes } from '../../features/members/routes.tsx';
import { osmGptRoutes } from '../../features/osm-gpt/routes.tsx';
import { reportsRoutes } from '../../features/reports/routes.tsx';
import { rolesRoutes } from '../../features/roles/routes.tsx';
import { securityRoutes } from '../../features/security/routes.tsx';
import { settingsRoutes } from '../../features/settings/routes.tsx';
import { shortLinksRoutes } from '../../features/short-links/routes.tsx';
import { emptyStateRoutes } from '../../features/status-pages/routes.tsx';
import { teamsRoutes } from '../../features/teams/routes.tsx';
import { usageRoutes } from '../../features/usage/routes.tsx';
import { webhooksRoutes } from '../../features/webhooks/routes.tsx';
import { workspacesRoutes } from '../../features/workspaces/routes.tsx';
import { RootRoute } from './root-route.tsx';
import { RouteError } from './route-error.tsx';

/** A pathless route whose only job is to catch its children's errors inside the layout. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError inline />, children }];

/**
 * Every screen is its own lazy chunk (spec §7 and the 250 KB sign-in budget);
 * this file is the only place that knows which feature serves which path.
 * A chunk that fails to load lands in RouteError, which offers a retry.
 */
const to = (path: string) => () => redirect(path);

/** An item's ai_dashboard report page holds OSM5GPT's pinned charts of that item in its outlet. */
const withAiDashboard = (reports: RouteObject[]): RouteObject[] =>
  reports.map((route) =>
    (route.handle as { report?: string } | undefined)?.report === 'ai_dashboard'
      ? {
          ...(route as NonIndexRouteObject),
          children: [{ index: true, handle: route.handle, lazy: osmGptRoutes.itemDashboard }],
        }
      : route,
  );

const dashboardLayout = async () => ({
  Component: (await import('../layout/dashboard-layout.tsx')).DashboardLayout,
});

const statusRoutes: RouteObject[] = [
  {
    path: '404',
    lazy: async () => ({
      Component: (await import('../../features/status-pages/pages/not-found-page.tsx')).NotFoundPage,
    }),
  },
  {
    path: '500',
    lazy: async () => ({
      Component: (await import('../../features/status-pages/pages/server-error-page.tsx')).ServerErrorPage,
    }),
  },
  {
    path: 'accessdenied',
    lazy: async () => ({
      Component: (await import('../../features/status-pages/pages/access-denied-page.tsx')).AccessDeniedPage,
    }),
  },
  {
    path: 'session_expired',
    lazy: async () => ({
      Component: (await import('../../features/status-pages/pages/session-expired-page.tsx')).SessionExpiredPage,
    }),
  },
  {
    path: 'coming_soon',
    lazy: async () => ({
      Component: (await import('../../features/status-pages/pages/coming-soon-page.tsx')).ComingSoonPage,
    }),
  },
  {
    path: 'error',
    lazy: async () => ({
      Component: (await import('../../features/status-pages/pages/generic-error-page.tsx')).GenericErrorPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    errorElement: <RouteError />,
    // Shown while the first matched route's chunk downloads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/', loader: to('/auth/login') },
      { path: '/index.html', loader: to('/auth/login') },
      { path: '/onboarding', loader: to('/auth') },
      {
        path: '/auth',
        lazy: async () => ({ Component: (await import('../layout/auth-layout.tsx')).AuthLayout }),
        children: withinLayout([
          { index: true, loader: to('/auth/login') },
          ...authRoutes,
          ...membersRoutes.auth,
          ...emptyStateRoutes,
          ...statusRoutes,
        ]),
      },
      {
        path: '/d',
        lazy: dashboardLayout,
        children: withinLayout([
          { index: true, loader: to('/d/apps') },
          {
            path: 'apps',
            lazy: async () => ({
              Component: (await import('../../features/apps-home/pages/apps-home-page.tsx')).AppsHomePage,
            }),
          },
          ...enterpriseRoutes.d,
          ...workspacesRoutes.d,
          ...membersRoutes.d,
          ...linkToolsRoutes,
          ...shortLinksRoutes.d,
          ...linkDomainsRoutes.d,
          ...analyticsRoutes,
          ...withAiDashboard(reportsRoutes),
          ...osmGptRoutes.d,
        ]),
      },
      { path: '/edit', lazy: dashboardLayout, children: withinLayout(shortLinksRoutes.edit) },
      {
        path: '/settings',
        lazy: dashboardLayout,
        children: withinLayout([
          { index: true, loader: to('/settings/profile') },
          ...securityRoutes,
          ...settingsRoutes.settings,
          ...workspacesRoutes.settings,
          ...membersRoutes.settings,
          ...teamsRoutes.settings,
          ...rolesRoutes.settings,
          ...auditRoutes.settings,
          ...apiKeysRoutes.settings,
          ...billingRoutes.settings,
          ...webhooksRoutes.settings,
          ...usageRoutes.settings,
          ...bulkImportRoutes.settings,
          ...feedbackRoutes.settings,
          ...contactsRoutes.settings,
        ]),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../layout/auth-layout.tsx')).AuthLayout }),
        children: [
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../../features/status-pages/pages/not-found-page.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
