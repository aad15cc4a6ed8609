import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The audit log area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  OrganisationLogPage: async () => (await import('./pages/organisation-log-page.tsx')).OrganisationLogPage,
} satisfies PageLoaders;
