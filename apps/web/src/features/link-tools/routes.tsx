import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Link tools: the QR designer, the UTM builder, and link-in-bio profile pages (all under /d). */
export const linkToolsRoutes: RouteObject[] = [
  { path: 'sbox/:sBoxID/surl/utm', lazy: page('UtmBuilderPage') },
  { path: 'sbox/:sBoxID/surl/profiles', lazy: page('ProfilePagesPage') },
  { path: 'sbox/:sBoxID/surl/profiles/:pageId', lazy: page('ProfileEditorPage') },
  { path: 'sbox/:sBoxID/surl/:linkId/qr', lazy: page('QrDesignerPage') },
];
