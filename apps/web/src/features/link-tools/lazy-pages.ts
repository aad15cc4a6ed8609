import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The link tools area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  UtmBuilderPage: async () => (await import('./pages/utm-builder-page.tsx')).UtmBuilderPage,
  ProfilePagesPage: async () => (await import('./pages/profile-pages-page.tsx')).ProfilePagesPage,
  ProfileEditorPage: async () => (await import('./pages/profile-editor-page.tsx')).ProfileEditorPage,
  QrDesignerPage: async () => (await import('./pages/qr-designer-page.tsx')).QrDesignerPage,
} satisfies PageLoaders;
