import type { RouteObject } from 'react-router';

/** Teams: /settings/teams, teams/create, teams/:teamID/detail. */
export const teamsRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'teams', lazy: async () => ({ Component: (await import('./pages/teams-page.tsx')).TeamsPage }) },
    {
      path: 'teams/create',
      lazy: async () => ({ Component: (await import('./pages/create-team-page.tsx')).CreateTeamPage }),
    },
    {
      path: 'teams/:teamID/detail',
      lazy: async () => ({ Component: (await import('./pages/team-detail-page.tsx')).TeamDetailPage }),
    },
  ],
};
