import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

const editor = page('RoleEditorPage');

/** Roles: /settings/roles, roles/create, roles/:roleID/edit and roles/:roleID/detail. */
export const rolesRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'roles', lazy: page('RolesPage') },
    { path: 'roles/create', lazy: editor },
    { path: 'roles/:roleID/edit', lazy: editor },
    { path: 'roles/:roleID/detail', lazy: page('RoleDetailPage') },
  ],
};
