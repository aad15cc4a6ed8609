import type { RouteObject } from 'react-router';

/** The organisation log: /settings/ulog. */
export const auditRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'ulog',
      lazy: async () => ({ Component: (await import('./pages/organisation-log-page.tsx')).OrganisationLogPage }),
    },
  ],
};
