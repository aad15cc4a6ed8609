import type { PageLoaders } from '../../app/router/area-pages.ts';

const feed = () => import('./pages/link-feed-pages.tsx');
const editor = () => import('./pages/link-editor-page.tsx');

/** The short links area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  LinkHistoryPage: async () => (await import('./pages/link-history-page.tsx')).LinkHistoryPage,
  LinksPage: async () => (await import('./pages/links-page.tsx')).LinksPage,
  LinksStoragePage: async () => (await import('./pages/links-storage-page.tsx')).LinksStoragePage,
  LinkReportPage: async () => (await import('./pages/link-report-page.tsx')).LinkReportPage,
  LinkRecentPage: async () => (await feed()).LinkRecentPage,
  LinkActivityPage: async () => (await feed()).LinkActivityPage,
  LinkStaredPage: async () => (await feed()).LinkStaredPage,
  NewLinkPage: async () => (await editor()).NewLinkPage,
  EditLinkPage: async () => (await editor()).EditLinkPage,
} satisfies PageLoaders;
