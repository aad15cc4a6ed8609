import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Bulk import of links: /settings/bulk_import. */
export const bulkImportRoutes: { settings: RouteObject[] } = {
  settings: [{ path: 'bulk_import', lazy: page('BulkImportPage') }],
};
