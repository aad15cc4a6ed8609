import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The usage area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  UsageReportPage: async () => (await import('./pages/usage-report-page.tsx')).UsageReportPage,
} satisfies PageLoaders;
