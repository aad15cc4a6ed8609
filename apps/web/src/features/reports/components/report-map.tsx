import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMetric } from '../../../components/analytics/format-value.ts';
import { columnLabel } from '../../../components/analytics/value-label.ts';
import type { MapDot } from '../../../components/analytics/world-map.tsx';
import { regionName } from '../../../components/region-names.ts';
import { useGetReportQuery } from '../api/get-report.ts';
import { type ReportPageState, reportParams } from '../lib/report-request.ts';

/** The geometry (world-atlas, d3-geo) is its own chunk: only a map page loads it. */
const WorldMap = lazy(() => import('../../../components/analytics/world-map.tsx'));

/** Every country fits in one page: the API's largest. */
const COUNTRIES = 1000;

/** The report every map reads: visitors (or clicks) by country, with the page's period, filters and segment. */
const MAP_ROUTE = 'con';
/** The report of the city dots: by country, city and the city's coordinates. */
const DOTS_ROUTE = 'location';

/** "48.85,2.35" as a place; undefined for '' (an event stored before points, or without a city). */
function pointOf(text: unknown): { lat: number; lon: number } | undefined {
  const [lat, lon] = String(text ?? '')
    .split(',')
    .map(Number);
  return lat === undefined || lon === undefined || Number.isNaN(lat) || Number.isNaN(lon) || text === ''
    ? undefined
    : { lat, lon };
}

interface ReportMapProps {
  /** the page's own state; the map asks the countries report with its period, filters and segment */
  state: ReportPageState;
  ws: { orgId: string; workspaceId: string } | undefined;
  metric: string;
  /** the page lists cities: the map draws them as dots over their shaded countries */
  cities: boolean;
  onSelect: (code: string) => void;
}

/**
 * The countries of a map report (con, location) shaded by the report's first
 * metric over the whole period, with its scale; a click on a country (or Enter
 * on it) filters the page by that country, as a table row does.
 */
export function ReportMap({ state, ws, metric, cities, onSelect }: ReportMapProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const language = i18n.language;
  const params = reportParams({
    ...state,
    route: MAP_ROUTE,
    page: 1,
    pageSize: COUNTRIES,
    sort: undefined,
    compare: false,
  });
  const report = useGetReportQuery(ws && state.range ? { ...ws, params } : skipToken);
  const dotParams = reportParams({
    ...state,
    route: DOTS_ROUTE,
    page: 1,
    pageSize: COUNTRIES,
    sort: undefined,
    compare: false,
  });
  const cityReport = useGetReportQuery(cities && ws && state.range ? { ...ws, params: dotParams } : skipToken);
  const values = useMemo(() => {
    const map = new Map<string, number>();
    for (const row of report.data?.rows ?? []) {
      const code = String(row.country ?? '').toUpperCase();
      const value = row[metric];
      if (code && typeof value === 'number') map.set(code, value);
    }
    return map;
  }, [report.data, metric]);
  const metricName = columnLabel(t, metric, 'metric');
  const dots = useMemo<MapDot[]>(
    () =>
      (cityReport.data?.rows ?? []).flatMap((row) => {
        const at = pointOf(row.city_point);
        const value = row[metric];
        if (!at || typeof value !== 'number' || value <= 0) return [];
        const country = String(row.country ?? '');
        const place = [String(row.city ?? ''), country ? regionName(country, language) : ''].filter(Boolean).join(', ');
        const label = t('reports.map.cityValue', {
          city: place,
          value: formatMetric(metric, value, language, cityReport.data?.currency),
          metric: metricName,
        });
        return [{ key: `${country}|${row.city}|${row.city_point}`, ...at, value, label }];
      }),
    [cityReport.data, metric, language, metricName, t],
  );
  const max = Math.max(0, ...values.values());
  const min = Math.min(max, ...values.values());
  const labelOf = (code: string, value: number) =>
    t('reports.map.countryValue', {
      country: regionName(code, language),
      value: formatMetric(metric, value, language, report.data?.currency),
      metric: metricName,
    });

  return (
    <Stack spacing={2}>
      {cities && (
        <Typography variant="body2" color="text.secondary">
          {t('reports.map.cityDots', { metric: metricName })}
        </Typography>
      )}
      {report.isError ? (
        <Alert severity="warning">{t('reports.map.failed')}</Alert>
      ) : report.isLoading || report.isUninitialized ? (
        <Skeleton variant="rounded" height={320} aria-label={t('reports.map.loading')} />
      ) : (
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-label={t('reports.map.loading')} />}>
          <WorldMap
            values={values}
            labelOf={labelOf}
            onSelect={onSelect}
            title={t('reports.map.title', { metric: metricName })}
            dots={dots}
          />
        </Suspense>
      )}
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        data-testid="map-legend"
        aria-label={t('reports.map.legend', { metric: metricName })}
        role="group"
      >
        <Typography variant="caption" color="text.secondary">
          {metricName}
        </Typography>
        {min < max && (
          <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMetric(metric, min, language, report.data?.currency)}
          </Typography>
        )}
        <Box
          aria-hidden
          sx={{
            width: 160,
            height: 10,
            borderRadius: 1,
            // the scale runs from the faintest to the full shade, in the reading direction
            background: `linear-gradient(to ${theme.direction === 'rtl' ? 'left' : 'right'}, ${alpha(theme.palette.primary.main, 0.2)}, ${theme.palette.primary.main})`,
          }}
        />
        <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMetric(metric, max, language, report.data?.currency)}
        </Typography>
        <Box aria-hidden sx={{ width: 14, height: 10, borderRadius: 0.5, bgcolor: 'action.selected', ml: 2 }} />
        <Typography variant="caption" color="text.secondary">
          {t('reports.map.noData')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('reports.map.hint')}
      </Typography>
    </Stack>
  );
}
