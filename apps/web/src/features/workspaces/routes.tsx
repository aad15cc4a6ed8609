import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';

const page = (load: () => Promise<{ Component: RouteObject['Component'] }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

/** Workspace routes: under /d (create, a workspace's pages, /sba lists) and under /settings (sbox). */
export const workspacesRoutes: { d: RouteObject[]; settings: RouteObject[] } = {
  d: [
    {
      path: 'sbox/create',
      ...page(async () => ({ Component: (await import('./pages/create-workspace-page.tsx')).CreateWorkspacePage })),
    },
    { path: 'sbox/:sBoxID', loader: ({ params }) => redirect(`/d/sbox/${params.sBoxID}/dashboard`) },
    {
      path: 'sbox/:sBoxID/dashboard',
      ...page(async () => ({
        Component: (await import('./pages/workspace-dashboard-page.tsx')).WorkspaceDashboardPage,
      })),
    },
    {
      path: 'sbox/:sBoxID/edit',
      ...page(async () => ({ Component: (await import('./pages/workspace-edit-page.tsx')).WorkspaceEditPage })),
    },
    ...(['recent', 'activity', 'stared'] as const).map((kind) => ({
      path: `sbox/:sBoxID/${kind}`,
      ...page(async () => {
        const { WorkspaceFeedPage } = await import('./pages/workspace-feed-page.tsx');
        return { Component: () => <WorkspaceFeedPage kind={kind} /> };
      }),
    })),
    {
      path: 'sbox/:sBoxID/history/:type/:id',
      ...page(async () => {
        const { WorkspaceFeedPage } = await import('./pages/workspace-feed-page.tsx');
        return { Component: () => <WorkspaceFeedPage kind="history" /> };
      }),
    },
    {
      path: 'sbox/:sBoxID/storage',
      ...page(async () => ({ Component: (await import('./pages/workspace-storage-page.tsx')).WorkspaceStoragePage })),
    },
    ...(['404', '401', '500'] as const).map((code) => ({
      path: `sbox/:sBoxID/${code}`,
      ...page(async () => {
        const { WorkspaceStatusPage } = await import('./pages/workspace-status-page.tsx');
        return { Component: () => <WorkspaceStatusPage code={code} /> };
      }),
    })),
    ...(['mine', 'shared'] as const).map((kind) => ({
      path: kind === 'mine' ? 'sba/mysboxs' : 'sba/share',
      ...page(async () => {
        const { WorkspaceListPage } = await import('./pages/workspace-list-page.tsx');
        return { Component: () => <WorkspaceListPage kind={kind} /> };
      }),
    })),
    {
      path: 'sba/storage',
      ...page(async () => ({ Component: (await import('./pages/workspace-usage-page.tsx')).WorkspaceUsagePage })),
    },
  ],
  settings: [
    {
      path: 'sbox',
      ...page(async () => ({
        Component: (await import('./pages/settings-workspaces-page.tsx')).SettingsWorkspacesPage,
      })),
    },
    {
      path: 'sbox/:sBoxID/detail',
      ...page(async () => ({
        Component: (await import('./pages/settings-workspace-detail-page.tsx')).SettingsWorkspaceDetailPage,
      })),
    },
  ],
};
