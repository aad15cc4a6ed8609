import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** The usage report: /settings/useage_report (the spec's spelling). */
export const usageRoutes: { settings: RouteObject[] } = {
  settings: [{ path: 'useage_report', lazy: page('UsageReportPage') }],
};
