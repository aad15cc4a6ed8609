import { type ReportAppType, type ReportEntry, reportEntry, reportKey } from '@osm5/shared/analytics/report-catalogue';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useMatches, useParams, useSearchParams } from 'react-router';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { useGetReportLinkQuery } from '../api/get-report-link.ts';
import { useGetReportSiteQuery } from '../api/get-report-site.ts';
import type { WorkspaceArgs } from '../api/reports-api.ts';
import { reportPath } from './report-nav.ts';
import { rangeOf } from './report-range.ts';
import type { PeriodSelection } from './report-request.ts';
import { readSettings, type SharedSettings, writeSettings } from './report-search.ts';

/** What each report route carries (routes.tsx): its catalogue route and the item type. */
export interface ReportHandle {
  report: string;
  type: ReportAppType;
}

/** Everything a report page knows about where it is: the item, the report, and the user's shared settings. */
export interface ReportContext {
  entry: ReportEntry;
  route: string;
  /** the translation key (`reports.<key>.title`) */
  key: string;
  type: ReportAppType;
  sBoxID: string;
  /** the link's or site's id */
  id: string;
  ws: WorkspaceArgs | undefined;
  /** the link's title or slug, the site's name, once loaded */
  itemName: string | undefined;
  settings: SharedSettings;
  update: (next: Partial<SharedSettings>) => void;
  /** the chosen period; undefined while the custom dates are invalid */
  range: { from: string; to: string } | undefined;
  /** the period with the filters and segment (undefined while the dates are invalid) */
  selection: PeriodSelection | undefined;
  /** the settings as a query string, kept from report to report */
  settingsKey: string;
  hrefOf: (route: string) => string;
}

/**
 * The report a page is on, read from the route's handle and the address: the
 * period, comparison and filters live in the query string so they follow the
 * user from report to report (null when the route names no catalogue entry).
 */
export function useReportContext(): ReportContext | null {
  const { sBoxID = '', sURL = '' } = useParams();
  const handle = useMatches().at(-1)?.handle as ReportHandle;
  const entry = reportEntry(handle.report);
  const type = handle.type;
  const ws = useRouteWorkspace();
  const [search, setSearch] = useSearchParams();
  const settings = useMemo(() => readSettings(search), [search]);
  const { preset, from, to } = settings.choice;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range follows the choice's fields, not its identity
  const range = useMemo(() => rangeOf(settings.choice), [preset, from, to]);
  const args = ws.orgId && ws.workspaceId ? { orgId: ws.orgId, workspaceId: ws.workspaceId } : undefined;
  const link = useGetReportLinkQuery(args && type === 'surl' ? { ...args, linkId: sURL } : skipToken);
  const site = useGetReportSiteQuery(args && type === 'analytics' ? { ...args, siteId: sURL } : skipToken);
  if (!entry) return null;
  const settingsKey = search.toString();
  return {
    entry,
    route: handle.report,
    key: reportKey(handle.report),
    type,
    sBoxID,
    id: sURL,
    ws: args,
    itemName: type === 'surl' ? link.data && (link.data.title || link.data.slug) : site.data?.name,
    settings,
    update: (next) => setSearch(writeSettings({ ...settings, ...next }), { replace: true }),
    range,
    selection: range && { ...range, filters: settings.filters, segment: settings.segment },
    settingsKey,
    hrefOf: (route) => `${reportPath(sBoxID, type, sURL, route)}?${settingsKey}`,
  };
}
