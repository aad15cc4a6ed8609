import type { RouteObject } from 'react-router';

const feed = () => import('./pages/analytics-feed-pages.tsx');
const editor = () => import('./pages/site-editor-page.tsx');
const view = async () => ({ Component: (await import('./pages/site-view-page.tsx')).SiteViewPage });

/**
 * Analytics pages, all under /d: the module (home, recent, activity, stared,
 * storage), add, edit and view of a site or app, the /apps/analytics pages of
 * the current workspace and /app/{id}. Each page is its own lazy chunk.
 * `new/analytics` and `edit/analytics/…` are static segments, so they outrank
 * the links module's `new/:type` and `edit/:type/:sURL`.
 */
export const analyticsRoutes: RouteObject[] = [
  {
    path: 'sbox/:sBoxID/analytics',
    lazy: async () => ({ Component: (await import('./pages/analytics-page.tsx')).AnalyticsPage }),
  },
  { path: 'sbox/:sBoxID/analytics/recent', lazy: async () => ({ Component: (await feed()).AnalyticsRecentPage }) },
  { path: 'sbox/:sBoxID/analytics/activity', lazy: async () => ({ Component: (await feed()).AnalyticsActivityPage }) },
  { path: 'sbox/:sBoxID/analytics/stared', lazy: async () => ({ Component: (await feed()).AnalyticsStaredPage }) },
  {
    path: 'sbox/:sBoxID/analytics/storage',
    lazy: async () => ({
      Component: (await import('./pages/analytics-storage-page.tsx')).AnalyticsStoragePage,
    }),
  },
  { path: 'sbox/:sBoxID/new/analytics', lazy: async () => ({ Component: (await editor()).NewSitePage }) },
  {
    path: 'sbox/:sBoxID/edit/analytics/:analyticsID',
    lazy: async () => ({ Component: (await editor()).EditSitePage }),
  },
  { path: 'sbox/:sBoxID/view/analytics/:analyticsID', lazy: view },
  { path: 'apps/analytics/new', lazy: async () => ({ Component: (await editor()).NewSitePage }) },
  { path: 'apps/analytics/edit/:analyticsID', lazy: async () => ({ Component: (await editor()).EditSitePage }) },
  {
    path: 'app/:id',
    lazy: async () => ({ Component: (await import('./pages/app-item-page.tsx')).AppItemPage }),
  },
];
