import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/**
 * Analytics pages, all under /d: the module (home, recent, activity, stared,
 * storage), add, edit and view of a site or app, the /apps/analytics pages of
 * the current workspace and /app/{id}. Each page is its own lazy chunk.
 * `new/analytics` and `edit/analytics/…` are static segments, so they outrank
 * the links module's `new/:type` and `edit/:type/:sURL`.
 */
export const analyticsRoutes: RouteObject[] = [
  { path: 'sbox/:sBoxID/analytics', lazy: page('AnalyticsPage') },
  { path: 'sbox/:sBoxID/analytics/recent', lazy: page('AnalyticsRecentPage') },
  { path: 'sbox/:sBoxID/analytics/activity', lazy: page('AnalyticsActivityPage') },
  { path: 'sbox/:sBoxID/analytics/stared', lazy: page('AnalyticsStaredPage') },
  { path: 'sbox/:sBoxID/analytics/storage', lazy: page('AnalyticsStoragePage') },
  { path: 'sbox/:sBoxID/new/analytics', lazy: page('NewSitePage') },
  { path: 'sbox/:sBoxID/edit/analytics/:analyticsID', lazy: page('EditSitePage') },
  { path: 'sbox/:sBoxID/view/analytics/:analyticsID', lazy: page('SiteViewPage') },
  { path: 'apps/analytics/new', lazy: page('NewSitePage') },
  { path: 'apps/analytics/edit/:analyticsID', lazy: page('EditSitePage') },
  { path: 'app/:id', lazy: page('AppItemPage') },
];
