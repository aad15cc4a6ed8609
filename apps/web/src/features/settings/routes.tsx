import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Settings of the user and the organisation: profile, company_profile, notifications, theme, account_default. */
export const settingsRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'profile', lazy: page('ProfilePage') },
    { path: 'company_profile', lazy: page('CompanyProfilePage') },
    { path: 'notifications', lazy: page('NotificationsPage') },
    { path: 'theme', lazy: page('ThemePage') },
    { path: 'account_default', lazy: page('AccountDefaultsPage') },
  ],
};
