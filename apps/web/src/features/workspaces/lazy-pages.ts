import type { PageLoaders } from '../../app/router/area-pages.ts';

const feed = () => import('./pages/workspace-feed-page.tsx');
const status = () => import('./pages/workspace-status-page.tsx');
const lists = () => import('./pages/workspace-list-page.tsx');

/** The workspaces area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  CreateWorkspacePage: async () => (await import('./pages/create-workspace-page.tsx')).CreateWorkspacePage,
  WorkspaceDashboardPage: async () => (await import('./pages/workspace-dashboard-page.tsx')).WorkspaceDashboardPage,
  WorkspaceEditPage: async () => (await import('./pages/workspace-edit-page.tsx')).WorkspaceEditPage,
  WorkspaceStoragePage: async () => (await import('./pages/workspace-storage-page.tsx')).WorkspaceStoragePage,
  WorkspaceUsagePage: async () => (await import('./pages/workspace-usage-page.tsx')).WorkspaceUsagePage,
  SettingsWorkspacesPage: async () => (await import('./pages/settings-workspaces-page.tsx')).SettingsWorkspacesPage,
  SettingsWorkspaceDetailPage: async () =>
    (await import('./pages/settings-workspace-detail-page.tsx')).SettingsWorkspaceDetailPage,
  WorkspaceRecentPage: async () => (await feed()).WorkspaceRecentPage,
  WorkspaceActivityPage: async () => (await feed()).WorkspaceActivityPage,
  WorkspaceStaredPage: async () => (await feed()).WorkspaceStaredPage,
  WorkspaceHistoryPage: async () => (await feed()).WorkspaceHistoryPage,
  WorkspaceNotFoundPage: async () => (await status()).WorkspaceNotFoundPage,
  WorkspaceUnauthorizedPage: async () => (await status()).WorkspaceUnauthorizedPage,
  WorkspaceServerErrorPage: async () => (await status()).WorkspaceServerErrorPage,
  MyWorkspacesPage: async () => (await lists()).MyWorkspacesPage,
  SharedWorkspacesPage: async () => (await lists()).SharedWorkspacesPage,
} satisfies PageLoaders;
