import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lineClasses } from '@mui/x-charts/LineChart';
import { timeGranularities } from '@osm5/shared/analytics/time-buckets';
import type { ReportQueryResult } from '@osm5/shared/schemas/reports';
import { useTranslation } from 'react-i18next';
import { formatAxisValue, formatBucket, formatMetric, isCount } from './format-value.ts';
import { SizedBarChart } from './sized-bar-chart.tsx';
import { SizedLineChart } from './sized-line-chart.tsx';
import { columnLabel, valueLabel } from './value-label.ts';

const numberOr0 = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * A series over its time bucket (the previous period dotted, bucket by
 * bucket), or the top 10 rows of a table as bars, of the report's first metric.
 */
export function ReportChart({ result, metric }: { result: ReportQueryResult; metric: string }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const language = i18n.language;
  const dimensions = result.columns.filter((c) => c.kind === 'dimension').map((c) => c.name);
  const bucket = dimensions.find((d) => (timeGranularities as readonly string[]).includes(d));
  const label = columnLabel(t, metric, 'metric');
  const valueFormatter = (v: number | null) => formatMetric(metric, v, language, result.currency);
  const tickFormatter = (v: number) => formatAxisValue(metric, v, language, result.currency);
  // a count has no fractions: its axis steps by whole numbers
  const step = isCount(metric) ? { tickMinStep: 1 } : {};

  if (bucket) {
    const rows = [...result.rows].sort((a, b) => String(a[bucket]).localeCompare(String(b[bucket])));
    const previous = result.compare
      ? [...result.compare.rows].sort((a, b) => String(a[bucket]).localeCompare(String(b[bucket])))
      : undefined;
    return (
      <SizedLineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: rows.map((r) => String(r[bucket])),
            valueFormatter: (v: string) => formatBucket(v, bucket, language),
          },
        ]}
        yAxis={[{ min: 0, ...step, width: 'auto', valueFormatter: tickFormatter }]}
        series={[
          {
            id: 'current',
            data: rows.map((r) => numberOr0(r[metric])),
            label,
            color: theme.palette.primary.main,
            showMark: rows.length <= 31,
            valueFormatter,
          },
          ...(previous
            ? [
                {
                  id: 'previous',
                  data: rows.map((_, i) => numberOr0(previous[i]?.[metric])),
                  label: t('reports.layout.previousPeriod'),
                  color: theme.palette.text.secondary,
                  showMark: false,
                  valueFormatter,
                },
              ]
            : []),
        ]}
        grid={{ horizontal: true }}
        hideLegend={!previous}
        skipAnimation={reducedMotion}
        sx={{ [`& .${lineClasses.line}[data-series="previous"]`]: { strokeDasharray: '4 4' } }}
      />
    );
  }

  const dimension = dimensions[0] ?? '';
  const top = result.rows.slice(0, 10);
  const height = Math.max(160, top.length * 36 + 40);
  return (
    <SizedBarChart
      height={height}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: top.map((r) => dimensions.map((d) => valueLabel(t, language, d, r[d])).join(' · ')),
          width: 160,
        },
      ]}
      xAxis={[{ min: 0, ...step, valueFormatter: tickFormatter }]}
      series={[
        { data: top.map((r) => numberOr0(r[metric])), label, color: theme.palette.primary.main, valueFormatter },
      ]}
      grid={{ vertical: true }}
      hideLegend
      skipAnimation={reducedMotion}
      aria-label={t('reports.layout.chartOf', { metric: label, dimension: columnLabel(t, dimension, 'dimension') })}
    />
  );
}
