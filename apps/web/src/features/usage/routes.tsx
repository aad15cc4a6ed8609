import type { RouteObject } from 'react-router';

/** The usage report: /settings/useage_report (the spec's spelling). */
export const usageRoutes: { settings: RouteObject[] } = {
  settings: [
    {
      path: 'useage_report',
      lazy: async () => ({ Component: (await import('./pages/usage-report-page.tsx')).UsageReportPage }),
    },
  ],
};
