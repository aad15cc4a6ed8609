import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** The organisation context: /d/apps/dashboard, /d/enterprise and /d/enterprise/:appID. */
export const enterpriseRoutes: { d: RouteObject[] } = {
  d: [
    { path: 'apps/dashboard', lazy: page('OrgDashboardPage') },
    { path: 'enterprise', lazy: page('EnterprisesPage') },
    { path: 'enterprise/:appID', lazy: page('EnterpriseDetailPage') },
  ],
};
