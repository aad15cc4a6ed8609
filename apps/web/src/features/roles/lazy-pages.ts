import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The roles area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  RoleEditorPage: async () => (await import('./pages/role-editor-page.tsx')).RoleEditorPage,
  RolesPage: async () => (await import('./pages/roles-page.tsx')).RolesPage,
  RoleDetailPage: async () => (await import('./pages/role-detail-page.tsx')).RoleDetailPage,
} satisfies PageLoaders;
