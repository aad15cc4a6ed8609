import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ReportChart } from '../../../components/analytics/report-chart.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { reportCsvUrl, useGetReportQuery } from '../api/get-report.ts';
import { CsvExportButton } from '../components/csv-export-button.tsx';
import { KpisView } from '../components/kpis-view.tsx';
import { ReportLayout } from '../components/report-layout.tsx';
import { ReportMap } from '../components/report-map.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { nextSort, PAGE_SIZE, type ReportPageState, reportParams, withFilter } from '../lib/report-request.ts';
import { useKeyedPage, useKeyedState } from '../lib/use-keyed-page.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';

/** A live report refreshes this often (the bar: at most 5 s). */
export const REALTIME_POLL_MS = 5_000;
/** the API's largest page: a year of days, or 41 days of hours */
const SERIES_SIZE = 1000;

/**
 * /d/:sBoxID/:appType/:sURL/<route>: one page for every catalogue report of
 * kind table, series, map and kpis.
 */
export function ReportPage() {
  const ctx = useReportContext();
  return ctx && <QueryReport ctx={ctx} />;
}

function QueryReport({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation();
  const { entry, type, settings, range, ws: args } = ctx;
  // another report or item starts unsorted, and a new period or filter at the first page
  const reportKey = `${type}|${ctx.id}|${ctx.route}`;
  const [sort, setSort] = useKeyedState<ReportPageState['sort']>(reportKey, undefined);
  const [page, setPage] = useKeyedPage(`${reportKey}|${ctx.settingsKey}`);

  const realtime = Boolean(entry.realtime);
  const kpis = entry.kind === 'kpis';
  // a series is read whole: its chart needs every bucket of the period
  const pageSize = entry.kind === 'series' ? SERIES_SIZE : PAGE_SIZE;
  const state: ReportPageState = {
    route: ctx.route,
    type,
    id: ctx.id,
    range: realtime ? undefined : range,
    compare: kpis || settings.compare,
    filters: settings.filters,
    segment: settings.segment,
    page: kpis ? 1 : page,
    pageSize,
    sort: kpis ? undefined : sort,
  };
  const queryArgs = args && (realtime || range) ? { ...args, params: reportParams(state) } : undefined;
  const report = useGetReportQuery(queryArgs ?? skipToken, { pollingInterval: realtime ? REALTIME_POLL_MS : 0 });
  const result = report.data;
  const title = t(`reports.${ctx.key}.title`);
  const metric = entry.metrics[type][0] ?? '';

  return (
    <ReportLayout
      ctx={ctx}
      controls={realtime ? 'realtime' : 'range'}
      alwaysCompare={kpis}
      actions={
        <CsvExportButton
          href={
            queryArgs
              ? reportCsvUrl({ ...queryArgs, params: { ...queryArgs.params, page: '1', pageSize: '1000' } })
              : undefined
          }
        />
      }
    >
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
              id={ctx.id}
              range={range}
              settings={settings}
              hrefOf={ctx.hrefOf}
            />
          ) : (
            <Stack spacing={3}>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {title}
                  </Typography>
                  {entry.kind === 'map' ? (
                    <ReportMap
                      state={state}
                      ws={args}
                      metric={metric}
                      cities={entry.dimensions.includes('city')}
                      onSelect={(code) => ctx.update({ filters: withFilter(settings.filters, 'country', code) })}
                    />
                  ) : (
                    <ReportChart result={result} metric={metric} />
                  )}
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
                      ctx.update({ filters: withFilter(settings.filters, dimension, value) })
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
    </ReportLayout>
  );
}
