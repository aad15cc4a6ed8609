import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';

const feed = () => import('./pages/workspace-feed-page.tsx');
const status = () => import('./pages/workspace-status-page.tsx');
const lists = () => import('./pages/workspace-list-page.tsx');

/** Workspace routes: under /d (create, a workspace's pages, /sba lists) and under /settings (sbox). */
export const workspacesRoutes: { d: RouteObject[]; settings: RouteObject[] } = {
  d: [
    {
      path: 'sbox/create',
      lazy: async () => ({ Component: (await import('./pages/create-workspace-page.tsx')).CreateWorkspacePage }),
    },
    { path: 'sbox/:sBoxID', loader: ({ params }) => redirect(`/d/sbox/${params.sBoxID}/dashboard`) },
    {
      path: 'sbox/:sBoxID/dashboard',
      lazy: async () => ({
        Component: (await import('./pages/workspace-dashboard-page.tsx')).WorkspaceDashboardPage,
      }),
    },
    {
      path: 'sbox/:sBoxID/edit',
      lazy: async () => ({ Component: (await import('./pages/workspace-edit-page.tsx')).WorkspaceEditPage }),
    },
    { path: 'sbox/:sBoxID/recent', lazy: async () => ({ Component: (await feed()).WorkspaceRecentPage }) },
    { path: 'sbox/:sBoxID/activity', lazy: async () => ({ Component: (await feed()).WorkspaceActivityPage }) },
    { path: 'sbox/:sBoxID/stared', lazy: async () => ({ Component: (await feed()).WorkspaceStaredPage }) },
    { path: 'sbox/:sBoxID/history/:type/:id', lazy: async () => ({ Component: (await feed()).WorkspaceHistoryPage }) },
    {
      path: 'sbox/:sBoxID/storage',
      lazy: async () => ({ Component: (await import('./pages/workspace-storage-page.tsx')).WorkspaceStoragePage }),
    },
    { path: 'sbox/:sBoxID/404', lazy: async () => ({ Component: (await status()).WorkspaceNotFoundPage }) },
    { path: 'sbox/:sBoxID/401', lazy: async () => ({ Component: (await status()).WorkspaceUnauthorizedPage }) },
    { path: 'sbox/:sBoxID/500', lazy: async () => ({ Component: (await status()).WorkspaceServerErrorPage }) },
    { path: 'sba/mysboxs', lazy: async () => ({ Component: (await lists()).MyWorkspacesPage }) },
    { path: 'sba/share', lazy: async () => ({ Component: (await lists()).SharedWorkspacesPage }) },
    {
      path: 'sba/storage',
      lazy: async () => ({ Component: (await import('./pages/workspace-usage-page.tsx')).WorkspaceUsagePage }),
    },
  ],
  settings: [
    {
      path: 'sbox',
      lazy: async () => ({
        Component: (await import('./pages/settings-workspaces-page.tsx')).SettingsWorkspacesPage,
      }),
    },
    {
      path: 'sbox/:sBoxID/detail',
      lazy: async () => ({
        Component: (await import('./pages/settings-workspace-detail-page.tsx')).SettingsWorkspaceDetailPage,
      }),
    },
  ],
};
