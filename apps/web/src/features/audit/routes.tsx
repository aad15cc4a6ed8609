import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** The organisation log: /settings/ulog. */
export const auditRoutes: { settings: RouteObject[] } = {
  settings: [{ path: 'ulog', lazy: page('OrganisationLogPage') }],
};
