import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lineClasses } from '@mui/x-charts/LineChart';
import type { UsageDay } from '@osm5/shared/schemas/usage';
import { useTranslation } from 'react-i18next';
import { SizedLineChart } from '../../../components/analytics/sized-line-chart.tsx';

/**
 * Tracked events and link clicks per UTC day of the month. Clicks are tracked
 * events too, so the two lines meet whenever a day's events are all clicks:
 * the tracked events' area keeps them in sight under the clicks' line.
 */
export function UsageChart({ days }: { days: UsageDay[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const label = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <SizedLineChart
      height={280}
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((d) => d.date),
          valueFormatter: (v: string) => label.format(new Date(`${v}T00:00:00Z`)),
        },
      ]}
      yAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        {
          data: days.map((d) => d.trackedEvents),
          label: t('usage.figures.trackedEvents'),
          color: theme.palette.primary.main,
          area: true,
          curve: 'linear',
          showMark: days.length <= 31,
        },
        {
          data: days.map((d) => d.clicks),
          label: t('usage.figures.clicks'),
          color: theme.palette.warning.main,
          curve: 'linear',
          showMark: days.length <= 31,
        },
      ]}
      grid={{ horizontal: true }}
      skipAnimation={reducedMotion}
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.18 } }}
    />
  );
}
