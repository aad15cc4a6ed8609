import { type ReportKind, reportAppTypes, reportCatalogue } from '@osm5/shared/analytics/report-catalogue';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { pageReports, servesItem } from './lib/report-nav.ts';
import type { ReportHandle } from './lib/use-report-context.ts';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const reportPage: LazyPage = async () => ({ Component: (await import('./pages/report-page.tsx')).ReportPage });
const settingsPage: LazyPage = async () => ({
  Component: (await import('./pages/item-settings-page.tsx')).ItemSettingsPage,
});
const aiDashboardPage: LazyPage = async () => ({
  Component: (await import('./pages/ai-dashboard-page.tsx')).AiDashboardPage,
});
const goalsPage: LazyPage = async () => ({ Component: (await import('./goals/goals-page.tsx')).GoalsPage });
const visitLogPage: LazyPage = async () => ({
  Component: (await import('./pages/visit-log-page.tsx')).VisitLogPage,
});
const visitorTypePage: LazyPage = async () => ({
  Component: (await import('./pages/visitor-type-page.tsx')).VisitorTypePage,
});
const adsPage: LazyPage = async () => ({ Component: (await import('./ads/ads-page.tsx')).AdsPage });
const salesPage: LazyPage = async () => ({ Component: (await import('./sales/sales-page.tsx')).SalesPage });
const notForLinksPage: LazyPage = async () => ({
  Component: (await import('./pages/not-for-links-page.tsx')).NotForLinksPage,
});

const usersFlowPage: LazyPage = async () => ({
  Component: (await import('./pages/users-flow-page.tsx')).UsersFlowPage,
});
const speedPage: LazyPage = async () => ({ Component: (await import('./pages/speed-page.tsx')).SpeedPage });
const outagePage: LazyPage = async () => ({ Component: (await import('./pages/outage-page.tsx')).OutagePage });

/**
 * The page that draws each kind of report, loaded on first use. Every kind
 * listed in `pageKinds` (lib/report-nav.ts) has its page here.
 */
const kindPages: Partial<Record<ReportKind, LazyPage>> = {
  table: reportPage,
  series: reportPage,
  map: reportPage,
  kpis: reportPage,
  settings: settingsPage,
  ai: aiDashboardPage,
  flow: usersFlowPage,
  vitals: speedPage,
  uptime: outagePage,
  log: visitLogPage,
  returning: visitorTypePage,
  goals: goalsPage,
  ads: adsPage,
  sales: salesPage,
};

/**
 * One route per catalogue report that has a page, for each item type it
 * applies to, all under /d. A link's `v1` stays the links module's own report
 * page (its copy, QR and history actions). A site's report opened for a link
 * says why it has nothing to show there.
 */
export const reportsRoutes: RouteObject[] = reportAppTypes.flatMap((type) => [
  ...pageReports
    .filter((e) => servesItem(e, type) && !(type === 'surl' && e.route === 'v1'))
    .map((e) => ({
      path: `:sBoxID/${type}/:sURL/${e.route}`,
      handle: { report: e.route, type } satisfies ReportHandle,
      lazy: kindPages[e.kind],
    })),
  ...reportCatalogue
    .filter((e) => !e.appliesTo.includes(type))
    .map((e) => ({
      path: `:sBoxID/${type}/:sURL/${e.route}`,
      handle: { report: e.route, type } satisfies ReportHandle,
      lazy: notForLinksPage,
    })),
]);
