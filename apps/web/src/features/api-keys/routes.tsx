import type { RouteObject } from 'react-router';

/** API keys of the organisation: /settings/api_keys. */
export const apiKeysRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'api_keys',
      lazy: async () => ({ Component: (await import('./pages/api-keys-page.tsx')).ApiKeysPage }),
    },
  ],
};
