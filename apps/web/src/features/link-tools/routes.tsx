import type { RouteObject } from 'react-router';

/** Link tools: the QR designer, the UTM builder, and link-in-bio profile pages (all under /d). */
export const linkToolsRoutes: RouteObject[] = [
  {
    path: 'sbox/:sBoxID/surl/utm',
    lazy: async () => ({ Component: (await import('./pages/utm-builder-page.tsx')).UtmBuilderPage }),
  },
  {
    path: 'sbox/:sBoxID/surl/profiles',
    lazy: async () => ({ Component: (await import('./pages/profile-pages-page.tsx')).ProfilePagesPage }),
  },
  {
    path: 'sbox/:sBoxID/surl/profiles/:pageId',
    lazy: async () => ({ Component: (await import('./pages/profile-editor-page.tsx')).ProfileEditorPage }),
  },
  {
    path: 'sbox/:sBoxID/surl/:linkId/qr',
    lazy: async () => ({ Component: (await import('./pages/qr-designer-page.tsx')).QrDesignerPage }),
  },
];
