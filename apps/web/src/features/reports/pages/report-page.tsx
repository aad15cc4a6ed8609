import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReportAppType, reportEntry, reportKey } from '@osm5/shared/analytics/report-catalogue';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useParams, useSearchParams } from 'react-router';
import { RequirePrivilege } from '../../../app/tenancy/require-privilege.tsx';
import { useRouteWorkspace } from '../../../app/tenancy/use-route-workspace.ts';
import { DataState } from '../../../components/data-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { reportCsvUrl, useGetReportQuery } from '../api/get-report.ts';
import { useGetReportLinkQuery } from '../api/get-report-link.ts';
import { useGetReportSiteQuery } from '../api/get-report-site.ts';
import { FilterChips } from '../components/filter-chips.tsx';
import { KpisView } from '../components/kpis-view.tsx';
import { RangeControls } from '../components/range-controls.tsx';
import { ReportChart } from '../components/report-chart.tsx';
import { ReportNav } from '../components/report-nav.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { isGeography, reportPath } from '../lib/report-nav.ts';
import { rangeOf } from '../lib/report-range.ts';
import {
  nextSort,
  PAGE_SIZE,
  type ReportPageState,
  reportParams,
  withFilter,
  withoutFilter,
} from '../lib/report-request.ts';
import { readSettings, type SharedSettings, writeSettings } from '../lib/report-search.ts';

/** What each report route carries (routes.tsx): its catalogue route and the item type. */
export interface ReportHandle {
  report: string;
  type: ReportAppType;
}

const REALTIME_POLL_MS = 30_000;
/** the API's largest page: a year of days, or 41 days of hours */
const SERIES_SIZE = 1000;

/**
 * /d/:sBoxID/:appType/:sURL/<route>: one page for every catalogue report of
 * kind table, series, map and kpis; the period, comparison and filters live
 * in the address and follow the user from report to report.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const { sBoxID = '', sURL = '' } = useParams();
  const handle = useMatches().at(-1)?.handle as ReportHandle;
  const entry = reportEntry(handle.report);
  const type = handle.type;
  const key = reportKey(handle.report);
  const ws = useRouteWorkspace();
  const [search, setSearch] = useSearchParams();
  const settings = useMemo(() => readSettings(search), [search]);
  const update = (next: Partial<SharedSettings>) =>
    setSearch(writeSettings({ ...settings, ...next }), { replace: true });
  const { preset, from, to } = settings.choice;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range follows the choice's fields, not its identity
  const range = useMemo(() => rangeOf(settings.choice), [preset, from, to]);
  const [sort, setSort] = useState<ReportPageState['sort']>();
  const [page, setPage] = useState(1);
  const settingsKey = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period or filter starts at the first page
  useEffect(() => setPage(1), [settingsKey]);

  const args = ws.orgId && ws.workspaceId ? { orgId: ws.orgId, workspaceId: ws.workspaceId } : undefined;
  const link = useGetReportLinkQuery(args && type === 'surl' ? { ...args, linkId: sURL } : skipToken);
  const site = useGetReportSiteQuery(args && type === 'analytics' ? { ...args, siteId: sURL } : skipToken);
  const itemName = type === 'surl' ? link.data && (link.data.title || link.data.slug) : site.data?.name;

  const realtime = Boolean(entry?.realtime);
  const kpis = entry?.kind === 'kpis';
  // a series is read whole: its chart needs every bucket of the period
  const pageSize = entry?.kind === 'series' ? SERIES_SIZE : PAGE_SIZE;
  const state: ReportPageState = {
    route: handle.report,
    type,
    id: sURL,
    range: realtime ? undefined : range,
    compare: kpis || settings.compare,
    filters: settings.filters,
    page: kpis ? 1 : page,
    pageSize,
    sort: kpis ? undefined : sort,
  };
  const queryArgs = args && (realtime || range) ? { ...args, params: reportParams(state) } : undefined;
  const report = useGetReportQuery(queryArgs ?? skipToken, { pollingInterval: realtime ? REALTIME_POLL_MS : 0 });
  const result = report.data;
  const title = t(`reports.${key}.title`);
  const hrefOf = (route: string) => `${reportPath(sBoxID, type, sURL, route)}?${settingsKey}`;
  const back =
    type === 'surl'
      ? { href: `/d/${sBoxID}/surl/${sURL}/v1`, label: t('reports.layout.backToLink') }
      : { href: `/d/sbox/${sBoxID}/view/analytics/${sURL}`, label: t('reports.layout.backToSite') };
  const metric = entry?.metrics[type][0] ?? '';

  if (!entry) return null;
  return (
    <RequirePrivilege privilege={type === 'surl' ? 'links:read' : 'analytics:read'} workspaceId={ws.workspaceId}>
      <PageHeader
        title={itemName ?? title}
        subtitle={itemName ? title : undefined}
        back={back}
        actions={
          <Button
            component="a"
            href={
              queryArgs
                ? reportCsvUrl({ ...queryArgs, params: { ...queryArgs.params, page: '1', pageSize: '1000' } })
                : undefined
            }
            download
            disabled={!queryArgs}
            variant="outlined"
            startIcon={<FileDownloadIcon />}
          >
            {t('reports.layout.exportCsv')}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' } }}>
        <Card sx={{ alignSelf: 'start', maxHeight: { md: 'calc(100vh - 120px)' }, overflowY: 'auto' }}>
          <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
            <ReportNav sBoxID={sBoxID} type={type} id={sURL} current={handle.report} search={settingsKey} />
          </CardContent>
        </Card>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Typography color="text.secondary">{t(`reports.${key}.help`)}</Typography>
                {realtime ? (
                  <Typography variant="body2">{t('reports.layout.realtimeRange')}</Typography>
                ) : (
                  <RangeControls
                    choice={settings.choice}
                    onChoice={(choice) => update({ choice })}
                    compare={kpis || settings.compare}
                    onCompare={(compare) => update({ compare })}
                    invalid={!range}
                  />
                )}
                <FilterChips
                  filters={settings.filters}
                  onRemove={(dimension) => update({ filters: withoutFilter(settings.filters, dimension) })}
                />
              </Stack>
            </CardContent>
          </Card>
          <DataState
            isLoading={
              report.isLoading || (report.isFetching && !realtime) || (Boolean(queryArgs) && report.isUninitialized)
            }
            isError={report.isError}
            errorKey="reports.layout.failed"
            onRetry={report.refetch}
            isEmpty={!kpis && result?.rows.length === 0 && page === 1}
            emptyTitle={t('reports.layout.emptyTitle')}
            emptyText={t('reports.layout.emptyText')}
          >
            {result &&
              (kpis ? (
                <KpisView
                  result={result}
                  entry={entry}
                  ws={args}
                  type={type}
                  id={sURL}
                  range={range}
                  settings={settings}
                  hrefOf={hrefOf}
                />
              ) : (
                <Stack spacing={3}>
                  <Card>
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {title}
                      </Typography>
                      <ReportChart result={result} metric={metric} />
                    </CardContent>
                  </Card>
                  <Card>
                    <CardContent>
                      <ReportTable
                        result={result}
                        title={title}
                        sort={sort}
                        onSort={(column) => {
                          setSort(nextSort(sort, column));
                          setPage(1);
                        }}
                        onFilter={(dimension, value) =>
                          update({ filters: withFilter(settings.filters, dimension, value) })
                        }
                        page={page}
                        pageSize={pageSize}
                        onPage={setPage}
                      />
                    </CardContent>
                  </Card>
                </Stack>
              ))}
          </DataState>
          {isGeography(entry) && (
            <Typography variant="caption" color="text.secondary" component="p">
              <Link href="https://db-ip.com" target="_blank" rel="noopener">
                {t('reports.layout.dbip')}
              </Link>
            </Typography>
          )}
        </Stack>
      </Box>
    </RequirePrivilege>
  );
}
