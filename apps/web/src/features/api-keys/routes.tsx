import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** API keys of the organisation: /settings/api_keys. */
export const apiKeysRoutes: { settings: RouteObject[] } = {
  settings: [{ path: 'api_keys', lazy: page('ApiKeysPage') }],
};
