import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** /settings/security and /settings/account_history (children of /settings). */
export const securityRoutes: RouteObject[] = [
  { path: 'security', lazy: page('SecurityPage') },
  { path: 'account_history', lazy: page('AccountHistoryPage') },
];
