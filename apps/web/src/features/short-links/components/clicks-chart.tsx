import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lineClasses } from '@mui/x-charts/LineChart';
import type { LinkStats } from '@osm5/shared/schemas/links';
import { useTranslation } from 'react-i18next';
import { SizedLineChart } from '../../../components/analytics/sized-line-chart.tsx';
import { bucketLabel } from '../lib/link-stats.ts';

/** Clicks per bucket (hour, day, week or month, as the server chose for the range). */
export function ClicksChart({ stats }: { stats: LinkStats }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <SizedLineChart
      height={280}
      xAxis={[
        {
          scaleType: 'point',
          data: stats.series.map((p) => p.bucket),
          valueFormatter: (v: string) => bucketLabel(v, stats.granularity, i18n.language),
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          data: stats.series.map((p) => p.clicks),
          label: t('links.report.clicks'),
          color: theme.palette.primary.main,
          area: true,
          showMark: stats.series.length <= 31,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      skipAnimation={reducedMotion}
      // a light wash under the line, so the grid stays readable
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
    />
  );
}
