import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Custom short domains of a workspace: /d/sbox/:sBoxID/surl/domains. */
export const linkDomainsRoutes: { d: RouteObject[] } = {
  d: [{ path: 'sbox/:sBoxID/surl/domains', lazy: page('DomainsPage') }],
};
