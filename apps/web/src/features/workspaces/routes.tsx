import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Workspace routes: under /d (create, a workspace's pages, /sba lists) and under /settings (sbox). */
export const workspacesRoutes: { d: RouteObject[]; settings: RouteObject[] } = {
  d: [
    { path: 'sbox/create', lazy: page('CreateWorkspacePage') },
    { path: 'sbox/:sBoxID', loader: ({ params }) => redirect(`/d/sbox/${params.sBoxID}/dashboard`) },
    { path: 'sbox/:sBoxID/dashboard', lazy: page('WorkspaceDashboardPage') },
    { path: 'sbox/:sBoxID/edit', lazy: page('WorkspaceEditPage') },
    { path: 'sbox/:sBoxID/recent', lazy: page('WorkspaceRecentPage') },
    { path: 'sbox/:sBoxID/activity', lazy: page('WorkspaceActivityPage') },
    { path: 'sbox/:sBoxID/stared', lazy: page('WorkspaceStaredPage') },
    { path: 'sbox/:sBoxID/history/:type/:id', lazy: page('WorkspaceHistoryPage') },
    { path: 'sbox/:sBoxID/storage', lazy: page('WorkspaceStoragePage') },
    { path: 'sbox/:sBoxID/404', lazy: page('WorkspaceNotFoundPage') },
    { path: 'sbox/:sBoxID/401', lazy: page('WorkspaceUnauthorizedPage') },
    { path: 'sbox/:sBoxID/500', lazy: page('WorkspaceServerErrorPage') },
    { path: 'sba/mysboxs', lazy: page('MyWorkspacesPage') },
    { path: 'sba/share', lazy: page('SharedWorkspacesPage') },
    { path: 'sba/storage', lazy: page('WorkspaceUsagePage') },
  ],
  settings: [
    { path: 'sbox', lazy: page('SettingsWorkspacesPage') },
    { path: 'sbox/:sBoxID/detail', lazy: page('SettingsWorkspaceDetailPage') },
  ],
};
