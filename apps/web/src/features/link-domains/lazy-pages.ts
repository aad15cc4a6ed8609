import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The link domains area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  DomainsPage: async () => (await import('./pages/domains-page.tsx')).DomainsPage,
} satisfies PageLoaders;
