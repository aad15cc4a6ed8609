import type { RouteObject } from 'react-router';

/** Bulk import of links: /settings/bulk_import. */
export const bulkImportRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'bulk_import',
      lazy: async () => ({ Component: (await import('./pages/bulk-import-page.tsx')).BulkImportPage }),
    },
  ],
};
