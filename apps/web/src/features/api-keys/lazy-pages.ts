import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The API keys area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  ApiKeysPage: async () => (await import('./pages/api-keys-page.tsx')).ApiKeysPage,
} satisfies PageLoaders;
