import type { RouteObject } from 'react-router';

/** Custom short domains of a workspace: /d/sbox/:sBoxID/surl/domains. */
export const linkDomainsRoutes: { d: RouteObject[] } = {
  d: [
    {
      path: 'sbox/:sBoxID/surl/domains',
      lazy: async () => ({ Component: (await import('./pages/domains-page.tsx')).DomainsPage }),
    },
  ],
};
