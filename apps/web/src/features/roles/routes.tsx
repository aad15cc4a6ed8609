import type { RouteObject } from 'react-router';

const editor = async () => ({ Component: (await import('./pages/role-editor-page.tsx')).RoleEditorPage });

/** Roles: /settings/roles, roles/create, roles/:roleID/edit and roles/:roleID/detail. */
export const rolesRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'roles', lazy: async () => ({ Component: (await import('./pages/roles-page.tsx')).RolesPage }) },
    { path: 'roles/create', lazy: editor },
    { path: 'roles/:roleID/edit', lazy: editor },
    {
      path: 'roles/:roleID/detail',
      lazy: async () => ({ Component: (await import('./pages/role-detail-page.tsx')).RoleDetailPage }),
    },
  ],
};
