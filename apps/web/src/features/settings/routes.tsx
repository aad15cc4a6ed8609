import type { RouteObject } from 'react-router';

/** Settings of the user and the organisation: profile, company_profile, notifications, theme, account_default. */
export const settingsRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'profile', lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }) },
    {
      path: 'company_profile',
      lazy: async () => ({ Component: (await import('./pages/company-profile-page.tsx')).CompanyProfilePage }),
    },
    {
      path: 'notifications',
      lazy: async () => ({ Component: (await import('./pages/notifications-page.tsx')).NotificationsPage }),
    },
    { path: 'theme', lazy: async () => ({ Component: (await import('./pages/theme-page.tsx')).ThemePage }) },
    {
      path: 'account_default',
      lazy: async () => ({ Component: (await import('./pages/account-defaults-page.tsx')).AccountDefaultsPage }),
    },
  ],
};
