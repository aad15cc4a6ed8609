import type { RouteObject } from 'react-router';

/** /settings/report_bug and /settings/suggest. */
export const feedbackRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'report_bug',
      lazy: async () => ({ Component: (await import('./pages/feedback-page.tsx')).ReportBugPage }),
    },
    {
      path: 'suggest',
      lazy: async () => ({ Component: (await import('./pages/feedback-page.tsx')).SuggestPage }),
    },
  ],
};
