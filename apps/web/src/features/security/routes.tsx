import type { RouteObject } from 'react-router';

/** /settings/security and /settings/account_history (children of /settings). */
export const securityRoutes: RouteObject[] = [
  { path: 'security', lazy: async () => ({ Component: (await import('./pages/security-page.tsx')).SecurityPage }) },
  {
    path: 'account_history',
    lazy: async () => ({ Component: (await import('./pages/account-history-page.tsx')).AccountHistoryPage }),
  },
];
