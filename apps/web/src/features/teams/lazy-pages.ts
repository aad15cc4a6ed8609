import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The teams area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  TeamsPage: async () => (await import('./pages/teams-page.tsx')).TeamsPage,
  CreateTeamPage: async () => (await import('./pages/create-team-page.tsx')).CreateTeamPage,
  TeamDetailPage: async () => (await import('./pages/team-detail-page.tsx')).TeamDetailPage,
} satisfies PageLoaders;
