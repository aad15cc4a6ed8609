import { linkKinds } from '@osm5/shared/links/link-kinds';
import type { RouteObject } from 'react-router';

/** Every link type of the history route: the wizard's `surl` and each kind. */
export const historyTypes = ['surl', ...linkKinds] as const;

const feed = () => import('./pages/link-feed-pages.tsx');
const editor = () => import('./pages/link-editor-page.tsx');
const history = async () => ({ Component: (await import('./pages/link-history-page.tsx')).LinkHistoryPage });

/**
 * Short-link pages: under /d (the module, create, edit, history, report) and
 * the top-level /edit/{type}/{sURL}. Each page is its own lazy chunk.
 */
export const shortLinksRoutes: { d: RouteObject[]; edit: RouteObject[] } = {
  d: [
    {
      path: 'sbox/:sBoxID/surl',
      lazy: async () => ({ Component: (await import('./pages/links-page.tsx')).LinksPage }),
    },
    { path: 'sbox/:sBoxID/surl/recent', lazy: async () => ({ Component: (await feed()).LinkRecentPage }) },
    { path: 'sbox/:sBoxID/surl/activity', lazy: async () => ({ Component: (await feed()).LinkActivityPage }) },
    { path: 'sbox/:sBoxID/surl/stared', lazy: async () => ({ Component: (await feed()).LinkStaredPage }) },
    {
      path: 'sbox/:sBoxID/surl/storage',
      lazy: async () => ({ Component: (await import('./pages/links-storage-page.tsx')).LinksStoragePage }),
    },
    { path: 'sbox/:sBoxID/new/:type', lazy: async () => ({ Component: (await editor()).NewLinkPage }) },
    { path: 'sbox/:sBoxID/edit/:type/:sURL', lazy: async () => ({ Component: (await editor()).EditLinkPage }) },
    // A link's history: these static segments outrank the workspace's generic history/:type/:id.
    ...historyTypes.map((type) => ({ path: `sbox/:sBoxID/history/${type}/:id`, lazy: history })),
    {
      path: ':sBoxID/surl/:sURL/v1',
      lazy: async () => ({ Component: (await import('./pages/link-report-page.tsx')).LinkReportPage }),
    },
  ],
  edit: [{ path: ':type/:sURL', lazy: async () => ({ Component: (await editor()).EditLinkPage }) }],
};
