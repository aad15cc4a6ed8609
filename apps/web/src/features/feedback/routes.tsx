import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';

const page = areaPages(() => import('./lazy-pages.ts'));

/** /settings/report_bug and /settings/suggest. */
export const feedbackRoutes: { settings: RouteObject[] } = {
  settings: [
    { path: 'report_bug', lazy: page('ReportBugPage') },
    { path: 'suggest', lazy: page('SuggestPage') },
  ],
};
