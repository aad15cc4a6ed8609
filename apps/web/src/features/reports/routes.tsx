import { reportAppTypes } from '@osm5/shared/analytics/report-catalogue';
import type { RouteObject } from 'react-router';
import { pageReports, servesItem } from './lib/report-nav.ts';
import type { ReportHandle } from './pages/report-page.tsx';

const page = async () => ({ Component: (await import('./pages/report-page.tsx')).ReportPage });

/**
 * One route per catalogue report the report page draws, for each item type
 * it applies to, all under /d and sharing one lazy chunk. A link's `v1` stays
 * the links module's own report page (its copy, QR and history actions).
 */
export const reportsRoutes: RouteObject[] = reportAppTypes.flatMap((type) =>
  pageReports
    .filter((e) => servesItem(e, type) && !(type === 'surl' && e.route === 'v1'))
    .map((e) => ({
      path: `:sBoxID/${type}/:sURL/${e.route}`,
      handle: { report: e.route, type } satisfies ReportHandle,
      lazy: page,
    })),
);
