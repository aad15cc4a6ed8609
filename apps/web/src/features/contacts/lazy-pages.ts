import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The contacts area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  ContactsPage: async () => (await import('./pages/contacts-page.tsx')).ContactsPage,
} satisfies PageLoaders;
