import type { PageLoaders } from '../../app/router/area-pages.ts';

/** The reports area's pages, each its own chunk (app/router/area-pages.ts). */
export const pages = {
  ReportPage: async () => (await import('./pages/report-page.tsx')).ReportPage,
  ItemSettingsPage: async () => (await import('./pages/item-settings-page.tsx')).ItemSettingsPage,
  AiDashboardPage: async () => (await import('./pages/ai-dashboard-page.tsx')).AiDashboardPage,
  GoalsPage: async () => (await import('./goals/goals-page.tsx')).GoalsPage,
  VisitLogPage: async () => (await import('./pages/visit-log-page.tsx')).VisitLogPage,
  VisitorTypePage: async () => (await import('./pages/visitor-type-page.tsx')).VisitorTypePage,
  AdsPage: async () => (await import('./ads/ads-page.tsx')).AdsPage,
  SalesPage: async () => (await import('./sales/sales-page.tsx')).SalesPage,
  NotForLinksPage: async () => (await import('./pages/not-for-links-page.tsx')).NotForLinksPage,
  UsersFlowPage: async () => (await import('./pages/users-flow-page.tsx')).UsersFlowPage,
  SpeedPage: async () => (await import('./pages/speed-page.tsx')).SpeedPage,
  OutagePage: async () => (await import('./pages/outage-page.tsx')).OutagePage,
} satisfies PageLoaders;
