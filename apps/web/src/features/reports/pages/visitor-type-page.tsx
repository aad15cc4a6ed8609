import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PieChart } from '@mui/x-charts/PieChart';
import { type AnalyticsMetric, visitorTypes } from '@osm5/shared/analytics/query';
import { enumerateBuckets } from '@osm5/shared/analytics/time-buckets';
import type { ReportQueryBody, ReportQueryResult } from '@osm5/shared/schemas/reports';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { formatBucket, formatMetric } from '../../../components/analytics/format-value.ts';
import { SizedBarChart } from '../../../components/analytics/sized-bar-chart.tsx';
import { columnLabel, valueLabel } from '../../../components/analytics/value-label.ts';
import { DataState } from '../../../components/data-state.tsx';
import { useGetItemQueryQuery } from '../api/get-visits.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { ReportTable } from '../components/report-table.tsx';
import { nextSort, type ReportPageState, withFilter } from '../lib/report-request.ts';
import { useKeyedState } from '../lib/use-keyed-page.ts';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';

const metrics = ['visitors', 'sessions', 'pageviews', 'bounce_rate', 'visit_duration'] as const;
const linkMetrics = ['visitors', 'sessions', 'clicks'] as const;

/** /d/:sBoxID/:appType/:sURL/utype (kind `returning`): new and returning visits side by side, their share and their trend. */
export function VisitorTypePage() {
  const ctx = useReportContext();
  return ctx && <VisitorTypes ctx={ctx} />;
}

function VisitorTypes({ ctx }: { ctx: ReportContext }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { settings, range, ws, type } = ctx;
  // another item starts unsorted: a link's columns are not a site's
  const [sort, setSort] = useKeyedState<ReportPageState['sort']>(`${type}|${ctx.id}`, undefined);
  const wanted: readonly AnalyticsMetric[] = type === 'surl' ? linkMetrics : metrics;
  const common = range && {
    item: { type, id: ctx.id },
    range,
    filters: settings.filters,
    segment: settings.segment.length > 0 ? { filters: settings.segment } : undefined,
  };
  const byType: ReportQueryBody | undefined = common && {
    ...common,
    metrics: [...wanted],
    dimensions: ['visitor_type'],
    orderBy: sort ? [{ key: sort.key as AnalyticsMetric, direction: sort.direction }] : undefined,
    compare: settings.compare ? { type: 'previous' } : undefined,
  };
  const byDay: ReportQueryBody | undefined = common && {
    ...common,
    metrics: ['sessions'],
    dimensions: ['day', 'visitor_type'],
    limit: 1000,
  };
  const split = useGetItemQueryQuery(ws && byType ? { ...ws, body: byType } : skipToken);
  const trend = useGetItemQueryQuery(ws && byDay ? { ...ws, body: byDay } : skipToken);
  const result = split.data;
  const row = (visitorType: string) => result?.rows.find((r) => r.visitor_type === visitorType);
  const colors: Record<string, string> = { new: theme.palette.success.main, returning: theme.palette.info.main };
  const title = t(`reports.${ctx.key}.title`);

  return (
    <ReportLayout ctx={ctx}>
      <Alert severity="info" variant="outlined">
        {t('reports.visits.lookback')}
      </Alert>
      <DataState
        isLoading={split.isLoading || split.isFetching || (Boolean(byType) && split.isUninitialized)}
        isError={split.isError}
        errorKey="reports.layout.failed"
        onRetry={split.refetch}
        isEmpty={result?.rows.length === 0}
        emptyTitle={t('reports.layout.emptyTitle')}
        emptyText={t('reports.layout.emptyText')}
      >
        {result && (
          <Stack spacing={3}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {visitorTypes.map((vt) => (
                <Card key={vt} data-testid={`utype-${vt}`} component="section" aria-labelledby={`utype-${vt}-title`}>
                  <CardContent>
                    <Typography
                      id={`utype-${vt}-title`}
                      variant="h6"
                      component="h2"
                      sx={{ borderInlineStart: 4, borderColor: colors[vt], ps: 1 }}
                    >
                      {valueLabel(t, language, 'visitor_type', vt)}
                    </Typography>
                    <Box
                      component="dl"
                      sx={{
                        m: 0,
                        mt: 1,
                        display: 'grid',
                        gap: 1,
                        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
                        '& dt': { color: 'text.secondary', typography: 'caption' },
                        '& dd': { m: 0, typography: 'h6', fontVariantNumeric: 'tabular-nums' },
                      }}
                    >
                      {wanted.map((m) => {
                        const value = row(vt)?.[m];
                        return (
                          <div key={m} data-testid={`utype-${vt}-${m}`}>
                            <dt>{columnLabel(t, m, 'metric')}</dt>
                            <dd>
                              {formatMetric(
                                m,
                                typeof value === 'number'
                                  ? value
                                  : m === 'bounce_rate' || m === 'visit_duration'
                                    ? null
                                    : 0,
                                language,
                                result?.currency,
                              )}
                            </dd>
                          </div>
                        );
                      })}
                    </Box>
                  </CardContent>
                </Card>
              ))}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' } }}>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t('reports.visits.share')}
                  </Typography>
                  <PieChart
                    height={220}
                    series={[
                      {
                        innerRadius: 50,
                        data: visitorTypes.map((vt) => ({
                          id: vt,
                          value: Number(row(vt)?.sessions ?? 0),
                          label: valueLabel(t, language, 'visitor_type', vt),
                          color: colors[vt],
                        })),
                        valueFormatter: (item) => shareOf(item.value, result, language),
                      },
                    ]}
                    skipAnimation={reducedMotion}
                    aria-label={t('reports.visits.share')}
                  />
                </CardContent>
              </Card>
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t('reports.visits.trend')}
                  </Typography>
                  <DataState
                    isLoading={trend.isLoading || trend.isFetching}
                    isError={trend.isError}
                    errorKey="reports.layout.failed"
                    onRetry={trend.refetch}
                  >
                    {trend.data && range && (
                      <TrendChart result={trend.data} range={range} colors={colors} reducedMotion={reducedMotion} />
                    )}
                  </DataState>
                </CardContent>
              </Card>
            </Box>
            <Card>
              <CardContent>
                <ReportTable
                  result={result}
                  title={title}
                  sort={sort}
                  onSort={(column) => setSort(nextSort(sort, column))}
                  onFilter={(dimension, value) =>
                    ctx.update({ filters: withFilter(settings.filters, dimension, value) })
                  }
                  page={1}
                  pageSize={100}
                  onPage={() => {}}
                />
              </CardContent>
            </Card>
          </Stack>
        )}
      </DataState>
    </ReportLayout>
  );
}

/** A slice's value as its share of the visits, the count beside. */
function shareOf(value: number, result: ReportQueryResult, language: string): string {
  const total = Number(result.totals.sessions ?? 0);
  const share = total === 0 ? 0 : value / total;
  return `${new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(share)} (${new Intl.NumberFormat(language).format(value)})`;
}

/** Visits by day, new and returning stacked, every day of the period (an empty one at zero). */
function TrendChart({
  result,
  range,
  colors,
  reducedMotion,
}: {
  result: ReportQueryResult;
  range: { from: string; to: string };
  colors: Record<string, string>;
  reducedMotion: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const days = enumerateBuckets(Date.parse(range.from), Date.parse(range.to), result.timeZone, 'day');
  const value = (day: string, vt: string) =>
    Number(result.rows.find((r) => r.day === day && r.visitor_type === vt)?.sessions ?? 0);
  return (
    <SizedBarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: (v: string) => formatBucket(v, 'day', language) }]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={visitorTypes.map((vt) => ({
        id: vt,
        stack: 'visits',
        data: days.map((d) => value(d, vt)),
        label: valueLabel(t, language, 'visitor_type', vt),
        color: colors[vt],
        valueFormatter: (v: number | null) => formatMetric('sessions', v, language),
      }))}
      grid={{ horizontal: true }}
      skipAnimation={reducedMotion}
      aria-label={t('reports.visits.trend')}
    />
  );
}
