import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

import type { AnalyticsFilter } from '@osm5/shared/analytics/query';
import { enumerateBuckets } from '@osm5/shared/analytics/time-buckets';
import { type VitalName, type VitalRating, vitalNames, vitalRatings } from '@osm5/shared/analytics/vitals';
import type { ReportQueryBody, ReportQueryResult } from '@osm5/shared/schemas/reports';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBucket } from '../../../components/analytics/format-value.ts';
import { SizedLineChart } from '../../../components/analytics/sized-line-chart.tsx';
import { DataState } from '../../../components/data-state.tsx';
import { TableContainer } from '../../../components/table-container.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useGetVitalsQuery } from '../api/get-flow-uptime.ts';
import { ReportLayout } from '../components/report-layout.tsx';
import { type ReportContext, useReportContext } from '../lib/use-report-context.ts';
import { bandOf, formatVital, formatVitalTick, thresholdsOf } from '../lib/vital-format.ts';

const vitalEvents: AnalyticsFilter = { dimension: 'type', op: 'eq', value: 'vital' };
const PAGES_SHOWN = 25;

const bandColor = (theme: Theme, band: VitalRating | undefined) =>
  band === 'good'
    ? theme.palette.success.main
    : band === 'needs_improvement'
      ? theme.palette.warning.main
      : band === 'poor'
        ? theme.palette.error.main
        : theme.palette.text.secondary;
/** the band's colour as text: the darker or lighter shade that reads on the paper */
const bandText = (theme: Theme, band: VitalRating | undefined) => {
  const dark = theme.palette.mode === 'dark';
  const palette =
    band === 'good'
      ? theme.palette.success
      : band === 'needs_improvement'
        ? theme.palette.warning
        : band === 'poor'
          ? theme.palette.error
          : undefined;
  return palette ? (dark ? palette.light : palette.dark) : theme.palette.text.secondary;
};

/** /d/:sBoxID/analytics/:sURL/speed (kind `vitals`): each web vital's p75 and its good / needs-improvement / poor shares. */
export function SpeedPage() {
  const ctx = useReportContext();
  return ctx && <Speed ctx={ctx} />;
}

function Speed({ ctx }: { ctx: ReportContext }) {
  const { t } = useTranslation();
  const { settings, range, ws } = ctx;
  const body = (
    extra: Pick<ReportQueryBody, 'metrics' | 'dimensions'> & { limit?: number },
  ): ReportQueryBody | undefined =>
    range && {
      item: { type: 'analytics', id: ctx.id },
      range,
      filters: [...settings.filters, vitalEvents],
      segment: settings.segment.length > 0 ? { filters: settings.segment } : undefined,
      limit: 1000,
      ...extra,
    };
  const run = (b: ReportQueryBody | undefined) => (ws && b ? { ...ws, body: b } : skipToken);
  const byVital = useGetVitalsQuery(run(body({ metrics: ['p75_vital', 'events'], dimensions: ['vital_name'] })));
  const bands = useGetVitalsQuery(run(body({ metrics: ['events'], dimensions: ['vital_name', 'vital_rating'] })));
  const trend = useGetVitalsQuery(run(body({ metrics: ['p75_vital'], dimensions: ['day', 'vital_name'] })));
  const pages = useGetVitalsQuery(run(body({ metrics: ['p75_vital', 'events'], dimensions: ['path', 'vital_name'] })));
  const pageBands = useGetVitalsQuery(run(body({ metrics: ['events'], dimensions: ['path', 'vital_rating'] })));
  const main = [byVital, bands];
  const vitalRows = byVital.data;
  const bandRows = bands.data;
  const loading = main.some((q) => q.isLoading || q.isFetching || (Boolean(range) && q.isUninitialized));

  return (
    <ReportLayout ctx={ctx}>
      <DataState
        isLoading={loading}
        isError={main.some((q) => q.isError)}
        errorKey="reports.layout.failed"
        onRetry={() => {
          for (const q of main) q.refetch();
        }}
        isEmpty={byVital.data?.rows.length === 0}
        emptyTitle={t('reports.layout.emptyTitle')}
        emptyText={t('reports.vitals.empty')}
      >
        {vitalRows && bandRows && (
          <Stack spacing={3}>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
              }}
            >
              {vitalNames.map((name) => (
                <VitalCard key={name} name={name} byVital={vitalRows} bands={bandRows} />
              ))}
            </Box>
            <Card>
              <CardContent>
                <DataState
                  isLoading={trend.isLoading || trend.isFetching}
                  isError={trend.isError}
                  errorKey="reports.layout.failed"
                  onRetry={trend.refetch}
                >
                  {trend.data && range && <VitalTrend result={trend.data} range={range} />}
                </DataState>
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <DataState
                  isLoading={pages.isLoading || pages.isFetching || pageBands.isLoading || pageBands.isFetching}
                  isError={pages.isError || pageBands.isError}
                  errorKey="reports.layout.failed"
                  onRetry={() => {
                    pages.refetch();
                    pageBands.refetch();
                  }}
                >
                  {pages.data && pageBands.data && <WorstPages pages={pages.data} bands={pageBands.data} />}
                </DataState>
              </CardContent>
            </Card>
          </Stack>
        )}
      </DataState>
    </ReportLayout>
  );
}

const shareFormat = (language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });

function VitalCard({
  name,
  byVital,
  bands,
}: {
  name: VitalName;
  byVital: ReportQueryResult;
  bands: ReportQueryResult;
}) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const row = byVital.rows.find((r) => r.vital_name === name);
  const p75 = typeof row?.p75_vital === 'number' ? row.p75_vital : null;
  const band = bandOf(name, p75);
  const counts = vitalRatings.map((rating) =>
    Number(bands.rows.find((r) => r.vital_name === name && r.vital_rating === rating)?.events ?? 0),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  const limits = thresholdsOf(name, language);
  const share = shareFormat(language);
  return (
    <Card component="li" data-testid={`vital-${name}`} sx={{ borderTop: 4, borderColor: bandColor(theme, band) }}>
      <CardContent>
        <Stack spacing={1}>
          <Box>
            <Typography variant="overline" component="h2" sx={{ lineHeight: 1.4 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`reports.vitals.names.${name}`)}
            </Typography>
          </Box>
          <Typography
            variant="h4"
            component="p"
            sx={{ color: bandText(theme, band), fontVariantNumeric: 'tabular-nums' }}
            data-testid={`vital-${name}-p75`}
          >
            {p75 === null ? '–' : formatVital(name, p75, language)}
          </Typography>
          <Typography variant="body2">
            {p75 === null
              ? t('reports.vitals.noData')
              : `${t('reports.vitals.p75')} · ${t(`reports.vitals.ratings.${band ?? 'good'}`)}`}
          </Typography>
          {total > 0 && (
            <>
              <Box
                aria-hidden="true"
                sx={{ display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
              >
                {vitalRatings.map((rating, i) => (
                  <Box
                    key={rating}
                    sx={{ width: `${((counts[i] ?? 0) / total) * 100}%`, bgcolor: bandColor(theme, rating) }}
                  />
                ))}
              </Box>
              <Box
                component="ul"
                sx={{ m: 0, p: 0, listStyle: 'none', typography: 'caption' }}
                data-testid={`vital-${name}-bands`}
              >
                {vitalRatings.map((rating, i) => (
                  <li key={rating}>
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{
                        display: 'inline-block',
                        width: 8,
                        height: 8,
                        borderRadius: '50%',
                        bgcolor: bandColor(theme, rating),
                        marginInlineEnd: 0.75,
                      }}
                    />
                    {t('reports.vitals.bandShare', {
                      rating: t(`reports.vitals.ratings.${rating}`),
                      share: share.format((counts[i] ?? 0) / total),
                      n: new Intl.NumberFormat(language).format(counts[i] ?? 0),
                    })}
                  </li>
                ))}
              </Box>
            </>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('reports.vitals.thresholds', limits)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

function VitalTrend({ result, range }: { result: ReportQueryResult; range: { from: string; to: string } }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [vital, setVital] = useState<VitalName>('LCP');
  const days = enumerateBuckets(Date.parse(range.from), Date.parse(range.to), result.timeZone, 'day');
  const value = (day: string) => {
    const v = result.rows.find((r) => r.day === day && r.vital_name === vital)?.p75_vital;
    return typeof v === 'number' ? v : null;
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h6" component="h2">
          {t('reports.vitals.trendTitle')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vital}
          onChange={(_, next: VitalName | null) => next && setVital(next)}
          aria-label={t('reports.vitals.trendVital')}
        >
          {vitalNames.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <SizedLineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (v: string) => formatBucket(v, 'day', language) }]}
        yAxis={[{ min: 0, valueFormatter: (v: number) => formatVitalTick(vital, v, language) }]}
        series={[
          {
            id: vital,
            data: days.map(value),
            label: `${vital} · ${t('reports.vitals.p75')}`,
            color: theme.palette.primary.main,
            showMark: true,
            connectNulls: true,
            valueFormatter: (v: number | null) => formatVital(vital, v, language),
          },
        ]}
        grid={{ horizontal: true }}
        skipAnimation={reducedMotion}
        aria-label={t('reports.vitals.trendTitle')}
      />
    </Stack>
  );
}

/** Pages with their p75 of each vital, the ones with the largest share of poor measurements first. */
function WorstPages({ pages, bands }: { pages: ReportQueryResult; bands: ReportQueryResult }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const theme = useTheme();
  const share = shareFormat(language);
  const paths = [...new Set(pages.rows.map((r) => String(r.path)))];
  const rows = paths
    .map((path) => {
      const events = bands.rows.filter((r) => r.path === path).reduce((a, r) => a + Number(r.events ?? 0), 0);
      const poor = Number(bands.rows.find((r) => r.path === path && r.vital_rating === 'poor')?.events ?? 0);
      return { path, events, poor: events === 0 ? 0 : poor / events };
    })
    .sort((a, b) => b.poor - a.poor || b.events - a.events || (a.path < b.path ? -1 : 1))
    .slice(0, PAGES_SHOWN);
  const p75 = (path: string, name: string) => {
    const v = pages.rows.find((r) => r.path === path && r.vital_name === name)?.p75_vital;
    return typeof v === 'number' ? v : null;
  };
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2" id="vital-pages-title">
        {t('reports.vitals.pagesTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reports.vitals.pagesHelp')}
      </Typography>
      <TableContainer>
        <Table size="small" aria-labelledby="vital-pages-title" data-testid="vital-pages">
          <TableHead>
            <TableRow>
              <TableCell>{t('reports.dimensions.path')}</TableCell>
              {vitalNames.map((name) => (
                <TableCell key={name} align="right">
                  {name}
                </TableCell>
              ))}
              <TableCell align="right">{t('reports.vitals.poorShare')}</TableCell>
              <TableCell align="right">{t('reports.vitals.measurements')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.path} hover>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <bdi>{r.path || t('reports.layout.none')}</bdi>
                </TableCell>
                {vitalNames.map((name) => {
                  const v = p75(r.path, name);
                  const band = bandOf(name, v);
                  return (
                    <TableCell
                      key={name}
                      align="right"
                      sx={{ fontVariantNumeric: 'tabular-nums', color: bandText(theme, band), whiteSpace: 'nowrap' }}
                    >
                      {formatVital(name, v, language)}
                      {band && <Box sx={visuallyHidden}>{` (${t(`reports.vitals.ratings.${band}`)})`}</Box>}
                    </TableCell>
                  );
                })}
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {share.format(r.poor)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {new Intl.NumberFormat(language).format(r.events)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
