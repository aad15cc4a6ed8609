import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The settings area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  ProfilePage: async () => (await import('./pages/profile-page.tsx')).ProfilePage,
  CompanyProfilePage: async () => (await import('./pages/company-profile-page.tsx')).CompanyProfilePage,
  NotificationsPage: async () => (await import('./pages/notifications-page.tsx')).NotificationsPage,
  ThemePage: async () => (await import('./pages/theme-page.tsx')).ThemePage,
  AccountDefaultsPage: async () => (await import('./pages/account-defaults-page.tsx')).AccountDefaultsPage,
} satisfies PageLoaders;
