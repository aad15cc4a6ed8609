import { linkKinds } from '@osm5/shared/links/link-kinds';
import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Every link type of the history route: the wizard's `surl` and each kind. */
export const historyTypes = ['surl', ...linkKinds] as const;

const history = page('LinkHistoryPage');

/**
 * Short-link pages: under /d (the module, create, edit, history, report) and
 * the top-level /edit/{type}/{sURL}. Each page is its own lazy chunk.
 */
export const shortLinksRoutes: { d: RouteObject[]; edit: RouteObject[] } = {
  d: [
    { path: 'sbox/:sBoxID/surl', lazy: page('LinksPage') },
    { path: 'sbox/:sBoxID/surl/recent', lazy: page('LinkRecentPage') },
    { path: 'sbox/:sBoxID/surl/activity', lazy: page('LinkActivityPage') },
    { path: 'sbox/:sBoxID/surl/stared', lazy: page('LinkStaredPage') },
    { path: 'sbox/:sBoxID/surl/storage', lazy: page('LinksStoragePage') },
    { path: 'sbox/:sBoxID/new/:type', lazy: page('NewLinkPage') },
    { path: 'sbox/:sBoxID/edit/:type/:sURL', lazy: page('EditLinkPage') },
    // A link's history: these static segments outrank the workspace's generic history/:type/:id.
    ...historyTypes.map((type) => ({ path: `sbox/:sBoxID/history/${type}/:id`, lazy: history })),
    { path: ':sBoxID/surl/:sURL/v1', lazy: page('LinkReportPage') },
  ],
  edit: [{ path: ':type/:sURL', lazy: page('EditLinkPage') }],
};
