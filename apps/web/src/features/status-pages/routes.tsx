import type { RouteObject } from 'react-router';

/** /auth/enterprise/empty and /auth/sbox/empty: where sign-in sends a user without organisation or workspace. */
export const emptyStateRoutes: RouteObject[] = [
  {
    path: 'enterprise/empty',
    lazy: async () => ({ Component: (await import('./pages/enterprise-empty-page.tsx')).EnterpriseEmptyPage }),
  },
  {
    path: 'sbox/empty',
    lazy: async () => ({ Component: (await import('./pages/sbox-empty-page.tsx')).SBoxEmptyPage }),
  },
];
