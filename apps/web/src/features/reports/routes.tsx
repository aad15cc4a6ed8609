import { type ReportKind, reportAppTypes, reportCatalogue } from '@osm5/shared/analytics/report-catalogue';
import type { RouteObject } from 'react-router';
import { areaPages } from '../../app/router/area-pages.ts';
import { pageReports, servesItem } from './lib/report-nav.ts';
import type { ReportHandle } from './lib/use-report-context.ts';

type LazyPage = NonNullable<RouteObject['lazy']>;

const page = areaPages(() => import('./lazy-pages.ts'));

const reportPage = page('ReportPage');

/**
 * The page that draws each kind of report, loaded on first use. Every kind
 * listed in `pageKinds` (lib/report-nav.ts) has its page here.
 */
const kindPages: Partial<Record<ReportKind, LazyPage>> = {
  table: reportPage,
  series: reportPage,
  map: reportPage,
  kpis: reportPage,
  settings: page('ItemSettingsPage'),
  ai: page('AiDashboardPage'),
  flow: page('UsersFlowPage'),
  vitals: page('SpeedPage'),
  uptime: page('OutagePage'),
  log: page('VisitLogPage'),
  returning: page('VisitorTypePage'),
  goals: page('GoalsPage'),
  ads: page('AdsPage'),
  sales: page('SalesPage'),
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
      lazy: page('NotForLinksPage'),
    })),
]);
