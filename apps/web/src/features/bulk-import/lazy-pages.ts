import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The bulk import area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  BulkImportPage: async () => (await import('./pages/bulk-import-page.tsx')).BulkImportPage,
} satisfies PageLoaders;
