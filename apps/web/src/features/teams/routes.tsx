import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** Teams: /settings/teams, teams/create, teams/:teamID/detail. */
export const teamsRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'teams', lazy: page('TeamsPage') },
    { path: 'teams/create', lazy: page('CreateTeamPage') },
    { path: 'teams/:teamID/detail', lazy: page('TeamDetailPage') },
  ],
};
