import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The security area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  SecurityPage: async () => (await import('./pages/security-page.tsx')).SecurityPage,
  AccountHistoryPage: async () => (await import('./pages/account-history-page.tsx')).AccountHistoryPage,
} satisfies PageLoaders;
