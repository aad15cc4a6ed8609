import type { PageLoaders } from '../../app/router/area-pages.ts';

const feed = () => import('./pages/analytics-feed-pages.tsx');
const editor = () => import('./pages/site-editor-page.tsx');

/** The analytics area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  SiteViewPage: async () => (await import('./pages/site-view-page.tsx')).SiteViewPage,
  AnalyticsPage: async () => (await import('./pages/analytics-page.tsx')).AnalyticsPage,
  AnalyticsStoragePage: async () => (await import('./pages/analytics-storage-page.tsx')).AnalyticsStoragePage,
  AppItemPage: async () => (await import('./pages/app-item-page.tsx')).AppItemPage,
  AnalyticsRecentPage: async () => (await feed()).AnalyticsRecentPage,
  AnalyticsActivityPage: async () => (await feed()).AnalyticsActivityPage,
  AnalyticsStaredPage: async () => (await feed()).AnalyticsStaredPage,
  NewSitePage: async () => (await editor()).NewSitePage,
  EditSitePage: async () => (await editor()).EditSitePage,
} satisfies PageLoaders;
